/// A child's place in its parent's output: the part of structural identity one node adds.
///
/// A view's identity is the path of keys from the root to its node. Two evaluations that
/// produce a view at the same path with the same type address the same node, and so the
/// same state.
enum _ChildKey: Hashable {
    /// A composite view's body, or the content of a modifier or container.
    case body
    /// The position in a ``TupleView``.
    case index(Int)
    /// The `if` or the `else` branch of a ``_ConditionalContent``.
    case branch(Bool)
    /// The content of an `if` without `else` while it is shown.
    case some
    /// An element of a ``ForEach``, by its identifier.
    case element(AnyHashable)
    /// An explicit identity set by `.id(_:)`.
    case explicit(AnyHashable)
    /// A secondary view of a modifier (a background, an overlay).
    case secondary(Int)
    /// The root of a hosting view.
    case root
}
