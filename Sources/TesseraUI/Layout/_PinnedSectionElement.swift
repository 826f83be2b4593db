/// A section in a lazy stack that pins its header or footer: its header, rows and footer
/// stacked as the lazy stack stacks them; while the section crosses the scroll view's top
/// edge its header stays there, above the rows scrolling under it, until the section's end
/// pushes it up (and likewise its footer at the bottom edge), as SwiftUI pins them.
///
/// The pinned views are placed last, so they draw above the rows.
///
/// - Complexity: O(views in the section) per placement; the lazy stack places only the
///   sections it shows.
final class _PinnedSectionElement: _LayoutElement {
    private weak var node: _ViewNode?
    private let pinning: _SectionPinning
    private let header: (any _LayoutElement)?
    private let content: (any _LayoutElement)?
    private let footer: (any _LayoutElement)?

    init(
        node: _ViewNode, pinning: _SectionPinning, header: [any _LayoutElement], content: [any _LayoutElement],
        footer: [any _LayoutElement]
    ) {
        self.node = node
        self.pinning = pinning
        let stack = { (elements: [any _LayoutElement]) -> (any _LayoutElement)? in
            switch elements.count {
            case 0: return nil
            case 1: return elements[0]
            default:
                return _ContainerElement(
                    layout: VStackLayout(alignment: pinning.alignment, spacing: pinning.spacing), subviews: elements)
            }
        }
        self.header = stack(header)
        self.content = stack(content)
        self.footer = stack(footer)
    }

    private var spacing: CGFloat {
        pinning.spacing ?? ViewSpacing.default.distance(to: .default, along: .vertical)
    }

    private var parts: [any _LayoutElement] { [header, content, footer].compactMap { $0 } }

    private func sizes(_ proposal: ProposedViewSize) -> (header: CGSize?, content: CGSize?, footer: CGSize?) {
        let across = ProposedViewSize(width: proposal.width, height: nil)
        return (header?.sizeThatFits(across), content?.sizeThatFits(across), footer?.sizeThatFits(across))
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let (h, c, f) = sizes(proposal)
        let present = [h, c, f].compactMap { $0 }
        let height = present.reduce(0) { $0 + $1.height } + spacing * CGFloat(max(present.count - 1, 0))
        return CGSize(width: proposal.width ?? present.map(\.width).max() ?? 0, height: height)
    }

    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        let (h, c, f) = sizes(ProposedViewSize(width: bounds.width, height: nil))
        var y = bounds.minY
        var headerY: CGFloat?, contentY: CGFloat?, footerY: CGFloat?
        if let h {
            headerY = y
            y += h.height + spacing
        }
        if let c {
            contentY = y
            y += c.height + spacing
        }
        if f != nil { footerY = y }
        // Pinned to the visible edges, within the section.
        if let visible = _ScrollElement.visibleRect(registering: node) {
            if pinning.views.contains(.sectionHeaders), let h, let natural = headerY {
                headerY = max(natural, min(visible.minY, bounds.maxY - h.height - (f.map { $0.height + spacing } ?? 0)))
            }
            if pinning.views.contains(.sectionFooters), let f, let natural = footerY {
                let floor = bounds.minY + (h.map { $0.height + spacing } ?? 0)
                footerY = max(floor, min(natural, visible.maxY - f.height))
            }
        }
        let across = ProposedViewSize(width: bounds.width, height: nil)
        if let content, let c, let contentY { content.place(in: frame(c, y: contentY, in: bounds), proposal: across, placement) }
        if let footer, let f, let footerY { footer.place(in: frame(f, y: footerY, in: bounds), proposal: across, placement) }
        if let header, let h, let headerY { header.place(in: frame(h, y: headerY, in: bounds), proposal: across, placement) }
    }

    /// A part's frame at `y`, aligned across `bounds` as the stack aligns its views.
    private func frame(_ size: CGSize, y: CGFloat, in bounds: CGRect) -> CGRect {
        let key = pinning.alignment.key
        let x = key.defaultValue(ViewDimensions(size: CGSize(width: bounds.width, height: size.height)))
            - key.defaultValue(ViewDimensions(size: size))
        return CGRect(x: bounds.minX + x, y: y, width: size.width, height: size.height)
    }
}
