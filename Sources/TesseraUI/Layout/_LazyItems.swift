/// Where the lazy views' content comes from: built on demand from a ``ForEach``, or all
/// made up front (outside a scroll view, or from other content).
@MainActor
enum _LazyItems {
    case lazy(_LazyStorage)
    case eager([any _LayoutElement])
}
