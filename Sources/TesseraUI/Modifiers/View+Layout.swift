extension View {
    /// Adds an equal padding amount to specific edges of this view. A `nil` length is the
    /// platform's padding: on the terminal grid one column at the leading and trailing edges
    /// and one row at the top and bottom (where iOS pads 16 points).
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let grid = CellGrid.current
        func inset(_ edge: Edge.Set, _ platform: CGFloat) -> CGFloat { edges.contains(edge) ? length ?? platform : 0 }
        return modifier(
            _PaddingLayout(
                insets: EdgeInsets(
                    top: inset(.top, grid.cellHeight), leading: inset(.leading, grid.cellWidth),
                    bottom: inset(.bottom, grid.cellHeight), trailing: inset(.trailing, grid.cellWidth))))
    }

    /// Adds a specific padding amount to each edge of this view.
    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds different padding amounts to each edge of this view.
    public func padding(_ insets: EdgeInsets) -> some View {
        modifier(_PaddingLayout(insets: insets))
    }

    /// Positions this view within an invisible frame with the specified size.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(_FrameLayout(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        modifier(
            _FlexFrameLayout(
                minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight,
                idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment))
    }

    /// Fixes this view at its ideal size.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modifier(_FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Sets the priority by which a parent layout should apportion space to this child.
    public func layoutPriority(_ value: Double) -> some View {
        modifier(_LayoutPriorityLayout(priority: value))
    }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Offset this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
