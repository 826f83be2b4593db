/// How a lazy stack lays out and pins the sections directly in it: its `pinnedViews`, and its
/// spacing and alignment, which a pinned section uses for its own views.
struct _SectionPinning {
    let views: PinnedScrollableViews
    let spacing: CGFloat?
    let alignment: HorizontalAlignment
}

/// A container whose sections may pin their headers and footers (`LazyVStack`).
@MainActor
protocol _PinningContainer {
    var _pinning: _SectionPinning { get }
}

extension LazyVStack: _PinningContainer {
    var _pinning: _SectionPinning { _SectionPinning(views: pinnedViews, spacing: spacing, alignment: alignment) }
}

extension _ViewNode {
    /// The pinning of the lazy stack this section is in, within the same scroll view; `nil`
    /// when there is none or it pins nothing.
    ///
    /// - Complexity: O(depth).
    func sectionPinning() -> _SectionPinning? {
        var node = parent
        while let current = node, !(current.platformView is _ScrollViewHost), !(current.view is any _SectionValue) {
            if let container = current.view as? any _PinningContainer {
                let pinning = container._pinning
                return pinning.views.isEmpty ? nil : pinning
            }
            node = current.parent
        }
        return nil
    }
}

/// A section's value, seen by type (a section in a section does not pin).
protocol _SectionValue {}

extension Section: _SectionValue {}
