extension View {
    /// Sets the default font for text in this view.
    public func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\._foregroundColor, color)
    }

    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\._foregroundColor, (style as? any _ColorShapeStyle)?._color)
    }

    /// Sets the maximum number of lines that text can occupy in this view.
    public func lineLimit(_ number: Int?) -> some View {
        environment(\.lineLimit, number)
    }

    /// Sets the alignment of a text view that contains multiple lines of text.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Sets the truncation mode for lines of text that are too long to fit.
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Adds a condition that controls whether users can interact with this view.
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(isDisabled: disabled))
    }
}
