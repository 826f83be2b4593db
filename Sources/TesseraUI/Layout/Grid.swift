/// A container view that arranges other views in a two-dimensional layout.
///
///     Grid(alignment: .leading) {
///         GridRow { Text("Name"); Text("Ada Lovelace") }
///         Divider()
///         GridRow { Text("Born"); Text("1815") }
///     }
///
/// Each `GridRow`'s views are its cells, one column each (or `gridCellColumns(_:)` columns);
/// any other view is a row of its own across the whole grid. A column is as wide as its
/// widest cell (a cell spanning columns widens the last of them when it needs more); a row is
/// as tall as its tallest cell offered its column's width. Cells sit in their area by the
/// column's `gridColumnAlignment(_:)`, the row's alignment, or the grid's. A cell marked
/// `gridCellUnsizedAxes(_:)` takes its area along those axes instead of sizing it (a `Divider`
/// or `Color` across a row, say). Not lazy: every cell is built, as in SwiftUI.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

/// A horizontal row in a two-dimensional grid container.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { _primitiveBody() }
}

extension GridRow: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .body, view: content)
    }
}

/// What a grid reads from a row.
@MainActor
protocol _GridRowView {
    var _rowAlignment: VerticalAlignment? { get }
}

extension GridRow: _GridRowView {
    var _rowAlignment: VerticalAlignment? { alignment }
}

extension Grid: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        node.updateChild(key: .body, view: content)
    }

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        let rows = node.children[0].contentViewNodes().map { entry -> _GridElement.Row in
            let rowNode = entry.node
            guard let row = rowNode.view as? any _GridRowView, let content = rowNode.children.first else {
                return .across(rowNode.layoutElements())
            }
            let cells = content.contentViewNodes().flatMap { $0.node.layoutElements() }
            return .cells(cells, alignment: row._rowAlignment)
        }
        return [
            _GridElement(
                rows: rows, alignment: alignment, horizontalSpacing: horizontalSpacing ?? CellGrid.current.cellWidth,
                verticalSpacing: verticalSpacing ?? 0)
        ]
    }
}

extension View {
    /// Tells a grid cell to span `count` columns.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(_GridCellModifier(columns: max(1, count)))
    }

    /// Sets the horizontal alignment of the cells in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(_GridCellModifier(columnAlignment: guide))
    }

    /// Asks the grid to give this cell the size of its area along `axes` rather than let it
    /// size the column or row.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(_GridCellModifier(unsizedAxes: axes))
    }

    /// Sets where a cell sits in its area, over the column's and the row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(_GridCellModifier(anchor: anchor))
    }
}

/// A cell's grid attributes, on its element (outermost modifiers first, merged).
struct _GridCellModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never

    var columns: Int?
    var columnAlignment: HorizontalAlignment?
    var unsizedAxes: Axis.Set?
    var anchor: UnitPoint?

    func _layoutElements(_ node: _ViewNode) -> [any _LayoutElement] {
        node.childElements().map { element in
            let cell = element as? _GridCellElement ?? _GridCellElement(content: element)
            if let columns { cell.columns = columns }
            if let columnAlignment { cell.columnAlignment = columnAlignment }
            if let unsizedAxes { cell.unsizedAxes = unsizedAxes }
            if let anchor { cell.anchor = anchor }
            return cell
        }
    }
}

/// A view with grid attributes: it lays out as its content does.
final class _GridCellElement: _LayoutElement {
    let content: any _LayoutElement
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var unsizedAxes: Axis.Set = []
    var anchor: UnitPoint?

    init(content: any _LayoutElement) {
        self.content = content
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content.sizeThatFits(proposal) }
    func place(in bounds: CGRect, proposal: ProposedViewSize, _ placement: _Placement) {
        content.place(in: bounds, proposal: proposal, placement)
    }
    var layoutPriority: Double { content.layoutPriority }
    var spacing: ViewSpacing { content.spacing }
    func setContainerAxis(_ axis: Axis?) { content.setContainerAxis(axis) }
}
