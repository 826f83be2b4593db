import Foundation

/// Where a popover points from: the bar button item or the view (and rectangle in it) that
/// presented it.
///
/// A controller presented with `modalPresentationStyle = .popover` has one
/// (``UIViewController/popoverPresentationController``), so book code that anchors a popover
/// compiles and runs unchanged. A terminal is always compact, so the popover adapts as an
/// iPhone's does: the controller shows over the screen, and an action sheet stays an action
/// sheet. The anchor is kept, not drawn.
@preconcurrency @MainActor
open class UIPopoverPresentationController: NSObject {
    /// The bar button item the popover points at.
    open var barButtonItem: UIBarButtonItem?
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView`` the popover points at.
    open var sourceRect: CGRect = .zero
    /// The directions the arrow may point in.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any

    override init() {
        super.init()
    }
}

/// The directions a popover's arrow may point in.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
