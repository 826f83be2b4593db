/// Types used to identify alignment guides.
///
///     private struct LabelLeading: AlignmentID {
///         static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.leading] }
///     }
///     extension HorizontalAlignment {
///         static let labelLeading = HorizontalAlignment(LabelLeading.self)
///     }
public protocol AlignmentID {
    /// The value of the corresponding guide in the given context when not otherwise set in
    /// that context.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// An alignment guide: its identity, its axis and its default value.
struct _AlignmentKey: Hashable, Sendable {
    let id: ObjectIdentifier
    let axis: Axis
    let defaultValue: @Sendable (ViewDimensions) -> CGFloat

    init(_ id: any AlignmentID.Type, axis: Axis) {
        self.id = ObjectIdentifier(id)
        self.axis = axis
        defaultValue = { id.defaultValue(in: $0) }
    }

    static func == (lhs: _AlignmentKey, rhs: _AlignmentKey) -> Bool { lhs.id == rhs.id }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

/// The built-in guides.
enum _LeadingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum _HorizontalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}

enum _TrailingAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}

enum _TopAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}

enum _VerticalCenterAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}

enum _BottomAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// The first line's baseline: the bottom of the first row (one line of text is one row).
enum _FirstTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        let height = context.height
        return MainActor.assumeIsolated { min(height, CellGrid.current.cellHeight) }
    }
}

/// The last line's baseline: the bottom of the view.
enum _LastTextBaselineAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
