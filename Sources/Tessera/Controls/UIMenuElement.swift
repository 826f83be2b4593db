import Foundation

/// The base of the things a menu holds: actions (``UIAction``) and submenus (``UIMenu``).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// How an element is shown.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a check mark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The title.
    open var title: String
    /// A second line under the title.
    open var subtitle: String?
    /// The image shown with the title.
    open var image: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }
}
