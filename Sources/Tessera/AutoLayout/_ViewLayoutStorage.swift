import Foundation

/// A view's Auto Layout state, created the first time the view takes part in Auto Layout.
@MainActor
final class _ViewLayoutStorage {
    /// The solver variables of the view's frame.
    let variables = _LayoutVariables()
    /// Active constraints installed on this view (their closest common ancestor), in order.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The engine of the subtree this view is the layout root of, if any.
    var engine: _LayoutEngine?
    /// The engine that measured this layout root in `systemLayoutSizeFitting`, kept so that the
    /// next measurement (a self-sizing cell at a new width) only shifts constants.
    var fittingEngine: _LayoutEngine?
    /// Custom guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// Content hugging priorities, horizontal and vertical.
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance priorities, horizontal and vertical.
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) =
        (.defaultHigh, .defaultHigh)
    /// `updateConstraints()` is due before the next layout pass.
    var needsUpdateConstraints = true {
        didSet { if needsUpdateConstraints { Self.updateConstraintsRequestCount &+= 1 } }
    }

    /// Counts requests for `updateConstraints()` (a storage made, `setNeedsUpdateConstraints()`):
    /// an engine walks its views for the update-constraints pass only after this moved.
    static var updateConstraintsRequestCount = 0

    init() {
        Self.updateConstraintsRequestCount &+= 1
    }
}
