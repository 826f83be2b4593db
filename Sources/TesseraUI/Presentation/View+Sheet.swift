extension View {
    /// Presents a sheet while `isPresented` is true; `onDismiss` runs when it has gone.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(Self.presentation(isPresented: isPresented, style: .automatic, onDismiss: onDismiss, content: content))
    }

    /// Presents a sheet for `item` while it is not nil; a different item (by its `id`)
    /// replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Self.presentation(item: item, style: .automatic, onDismiss: onDismiss, content: content))
    }

    /// Presents a modal view that covers the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(Self.presentation(isPresented: isPresented, style: .fullScreen, onDismiss: onDismiss, content: content))
    }

    /// Presents a modal view that covers the whole screen for `item` while it is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Self.presentation(item: item, style: .fullScreen, onDismiss: onDismiss, content: content))
    }

    /// Presents a popover while `isPresented` is true. A terminal is a compact environment,
    /// where SwiftUI shows a popover as a sheet, so it is one.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(Self.presentation(isPresented: isPresented, style: .automatic, onDismiss: nil, content: content))
    }

    /// Presents a popover for `item` while it is not nil (a sheet, as in a compact environment).
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(Self.presentation(item: item, style: .automatic, onDismiss: nil, content: content))
    }

    private static func presentation<Content: View>(
        isPresented: Binding<Bool>, style: UIModalPresentationStyle, onDismiss: (() -> Void)?, content: @escaping () -> Content
    ) -> _SheetModifier<Content> {
        _SheetModifier(
            isPresented: { (isPresented.wrappedValue, nil) },
            turnOff: { if isPresented.wrappedValue { isPresented.wrappedValue = false } },
            style: style, onDismiss: onDismiss, content: { content() })
    }

    private static func presentation<Item: Identifiable, Content: View>(
        item: Binding<Item?>, style: UIModalPresentationStyle, onDismiss: (() -> Void)?, content: @escaping (Item) -> Content
    ) -> _SheetModifier<Content> {
        _SheetModifier(
            isPresented: { (item.wrappedValue != nil, item.wrappedValue.map { AnyHashable($0.id) }) },
            turnOff: { if item.wrappedValue != nil { item.wrappedValue = nil } },
            style: style, onDismiss: onDismiss, content: { item.wrappedValue.map(content) })
    }
}
