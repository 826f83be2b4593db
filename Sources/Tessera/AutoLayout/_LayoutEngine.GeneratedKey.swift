import Foundation

extension _LayoutEngine {
    /// What the constraints the engine generates for one item are made from: equal keys make
    /// equal constraints, so an item whose key did not change keeps its constraints.
    ///
    /// A plain value of a few numbers: computing and comparing one per item at every pass
    /// allocates nothing.
    enum GeneratedKey: Hashable {
        /// A pair of priorities, horizontal and vertical, as `UILayoutPriority` raw values.
        struct AxisPriorities: Hashable {
            var horizontal: Float
            var vertical: Float
        }

        /// Insets of a system guide from its owning view.
        struct Insets: Hashable {
            var top: Double
            var left: Double
            var bottom: Double
            var right: Double
        }

        /// The live root: its bounds size, required (`UIView-Encapsulated-Layout-*`).
        case rootSize(width: Double, height: Double)
        /// A root being measured (`systemLayoutSizeFitting`): the target size and the priorities
        /// it is pulled towards it with.
        case fittingSize(width: Double, height: Double, priorities: AxisPriorities)
        /// A view that translates its autoresizing mask: its frame in its superview.
        case autoresizingMask(x: Double, y: Double, width: Double, height: Double)
        /// A constrained view's intrinsic content size (negative where it has none), with its
        /// content hugging and compression resistance priorities.
        case intrinsicContentSize(
            width: Double, height: Double, hugging: AxisPriorities, compressionResistance: AxisPriorities)
        /// The safe area or layout margins guide: its insets.
        case guideInsets(Insets)
        /// The readable content guide: the margins it is centred in.
        case readableContentInsets(Insets)
        /// No generated constraints (a custom guide, an item that went away).
        case noConstraints

        /// Whether `self` and `other` make the same constraints up to their constants: the same
        /// kind of item and, for intrinsic sizes, the same dimensions. The engine then shifts
        /// each constant in place instead of removing and adding constraints.
        func hasTheSameShape(as other: GeneratedKey) -> Bool {
            switch (self, other) {
            case (.rootSize, .rootSize), (.fittingSize, .fittingSize), (.autoresizingMask, .autoresizingMask),
                (.guideInsets, .guideInsets), (.readableContentInsets, .readableContentInsets), (.noConstraints, .noConstraints):
                return true
            case (.intrinsicContentSize(let width, let height, _, _), .intrinsicContentSize(let newWidth, let newHeight, _, _)):
                return (width >= 0) == (newWidth >= 0) && (height >= 0) == (newHeight >= 0)
            default:
                return false
            }
        }
    }
}
