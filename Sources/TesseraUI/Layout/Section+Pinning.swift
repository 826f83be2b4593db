extension Section where Parent: View, Content: View, Footer: View {
    /// A section's views are its header's, its content's and its footer's, spliced into the
    /// container; in a lazy stack that pins them, one element that pins its header and footer.
    @MainActor func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        guard node.children.count == 3, let pinning = node.sectionPinning() else { return node.childElements() }
        return [
            _PinnedSectionElement(
                node: node, pinning: pinning, header: node.children[0].layoutElements(),
                content: node.children[1].layoutElements(), footer: node.children[2].layoutElements())
        ]
    }
}
