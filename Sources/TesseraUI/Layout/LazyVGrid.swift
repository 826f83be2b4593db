/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///         ForEach(photos) { PhotoCell(photo: $0) }
///     }
///
/// The columns are resolved from `columns` (see ``GridItem``); views fill them row by row,
/// each row as tall as its tallest view. Lazy as ``LazyVStack`` is.
public struct LazyVGrid<Content: View>: View {
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows vertically, given the provided properties.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}
