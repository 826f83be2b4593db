import Foundation

/// A row's revealed swipe actions: each a coloured button with its title, the first at the
/// row's edge as in UIKit (leftmost for leading actions, rightmost for trailing ones). A click
/// on one asks the list showing it to perform it.
@MainActor
final class _SwipeActionsView: UIView {
    weak var host: (any _SwipeActionsHost)?
    var configuration: UISwipeActionsConfiguration?
    /// Whether the actions show at the row's leading edge.
    var leading = true
    /// The action the keyboard points at, drawn bold and underlined.
    var chosen = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = true
    }

    required init?(coder: NSCoder) {
        fatalError("_SwipeActionsView is created in code only")
    }

    private var titles: [String] {
        (configuration?.actions ?? []).map { " \($0.title ?? "•") " }
    }

    /// The actions' indices from left to right.
    private var displayOrder: [Int] {
        let indices = (configuration?.actions ?? []).indices
        return leading ? Array(indices) : indices.reversed()
    }

    /// The width that fits every title.
    var preferredWidth: CGFloat {
        CGFloat(titles.reduce(0) { $0 + columnWidth(of: $1) }) * CellGrid.current.cellWidth
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let actions = configuration?.actions else { return }
        let area = context.cells(for: bounds)
        var column = area.minColumn
        let textRow = area.minRow + max(0, area.height - 1) / 2
        let cellWidth = CellGrid.current.cellWidth
        for index in displayOrder {
            let action = actions[index]
            let title = titles[index]
            let width = columnWidth(of: title)
            let x = CGFloat(column - area.minColumn) * cellWidth
            context.fill(CGRect(x: x, y: 0, width: CGFloat(width) * cellWidth, height: bounds.height), color: action.backgroundColor.components())
            var attributes: CellAttributes = [.bold]
            if index == chosen { attributes.insert(.underline) }
            context.drawText(title, column: column, row: textRow, color: UIColor.white.components(), attributes: attributes)
            column += width
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let host, let point = touches.first?.location(in: self) else { return }
        let titles = titles
        var x: CGFloat = 0
        for index in displayOrder {
            x += CGFloat(columnWidth(of: titles[index])) * CellGrid.current.cellWidth
            if point.x < x {
                host.performSwipeAction(index)
                return
            }
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
