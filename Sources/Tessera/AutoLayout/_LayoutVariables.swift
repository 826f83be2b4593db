import Cassowary

/// The solver variables of one layout item: its rectangle in its layout root's coordinates.
package final class _LayoutVariables: Sendable {
    package let left = Variable("left")
    package let top = Variable("top")
    package let width = Variable("width")
    package let height = Variable("height")

    package init() {}
}
