/// A container view that arranges its child views in a grid that grows horizontally,
/// creating items only as needed: ``LazyVGrid`` across, filling `rows` column by column.
public struct LazyHGrid<Content: View>: View {
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows horizontally, given the provided properties.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}
