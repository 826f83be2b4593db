import Cassowary
import Foundation

/// A rectangle that takes part in Auto Layout without being a view: use it for spacing or to
/// group views, instead of an empty "spacer" view.
///
/// Add a guide to a view with `UIView.addLayoutGuide(_:)`, then constrain its anchors. After
/// layout, ``layoutFrame`` is the solved rectangle in the owning view's coordinates.
///
/// Views also vend system guides: `safeAreaLayoutGuide`, `layoutMarginsGuide` and
/// `readableContentGuide`, whose edges follow the view's safe area, margins, and a readable
/// width of at most 672 points centred in the margins.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// What a system guide follows.
    enum Kind {
        case custom
        case safeArea
        case margins
        case readableContent
    }

    let kind: Kind

    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?

    /// A name shown in descriptions.
    open var identifier = ""

    /// The guide's rectangle in the owning view's coordinates, as of the last layout pass.
    open internal(set) var layoutFrame: CGRect = .zero

    let variables = _LayoutVariables()

    /// Creates a custom guide; add it to a view with `addLayoutGuide(_:)`.
    public override init() {
        kind = .custom
        super.init()
    }

    init(kind: Kind, owningView: UIView, identifier: String) {
        self.kind = kind
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
}
