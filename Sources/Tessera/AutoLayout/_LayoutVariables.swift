import Cassowary

/// The solver variables of one layout item: its rectangle in its layout root's coordinates.
final class _LayoutVariables: Sendable {
    let left = Variable("left")
    let top = Variable("top")
    let width = Variable("width")
    let height = Variable("height")

    init() {}
}
