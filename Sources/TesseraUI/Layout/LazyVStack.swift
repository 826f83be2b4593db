/// A view that arranges its children in a line that grows vertically, creating items only
/// as needed.
///
/// In a ``ScrollView``, the rows of a ``ForEach`` directly inside are built (their nodes made,
/// their bodies evaluated) when they come into view, and kept, with their state, once built.
/// Outside a scroll view, or with other content, every view is built, as in a ``VStack``.
/// The stack takes the width it is offered.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a lazy vertical stack view with the given spacing, horizontal alignment, and
    /// pinning behavior.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}
