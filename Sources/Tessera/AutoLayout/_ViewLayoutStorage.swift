import Foundation

/// A view's Auto Layout state, created the first time the view takes part in Auto Layout.
@MainActor
package final class _ViewLayoutStorage {
    /// The solver variables of the view's frame.
    package let variables = _LayoutVariables()
    /// Active constraints installed on this view (their closest common ancestor), in order.
    package var installedConstraints: [NSLayoutConstraint] = []
    /// The engine of the subtree this view is the layout root of, if any.
    package var engine: _LayoutEngine?
    /// The engine that measured this layout root in `systemLayoutSizeFitting`, kept so that the
    /// next measurement (a self-sizing cell at a new width) only shifts constants.
    package var fittingEngine: _LayoutEngine?
    /// Custom guides added with `addLayoutGuide(_:)`.
    package var layoutGuides: [UILayoutGuide] = []
    package var safeAreaGuide: UILayoutGuide?
    package var marginsGuide: UILayoutGuide?
    package var readableGuide: UILayoutGuide?
    /// Content hugging priorities, horizontal and vertical.
    package var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    /// Compression resistance priorities, horizontal and vertical.
    package var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) =
        (.defaultHigh, .defaultHigh)
    /// `updateConstraints()` is due before the next layout pass.
    package var needsUpdateConstraints = true {
        didSet { if needsUpdateConstraints { Self.updateConstraintsRequestCount &+= 1 } }
    }

    /// Counts requests for `updateConstraints()` (a storage made, `setNeedsUpdateConstraints()`):
    /// an engine walks its views for the update-constraints pass only after this moved.
    package static var updateConstraintsRequestCount = 0

    package init() {
        Self.updateConstraintsRequestCount &+= 1
    }
}
