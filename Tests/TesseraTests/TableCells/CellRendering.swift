import Foundation
@testable import Tessera

/// Renders `view` alone in a window `columns` wide and as many rows tall as the view.
@MainActor
func renderAlone(_ view: UIView, columns: Int = 30, height: CGFloat = 44) -> Canvas {
    let window = UIWindow()
    let grid = CellGrid.current
    view.frame = CGRect(x: 0, y: 0, width: CGFloat(columns) * grid.cellWidth, height: height)
    window.addSubview(view)
    window.isHidden = false
    let rows = Int((height / grid.cellHeight).rounded(.up))
    return HeadlessHost(window: window, columns: columns, rows: max(1, rows)).render()
}

/// The terminal colour `color` is drawn in (its light appearance).
@MainActor
func cellColor(_ color: UIColor) -> CellColor {
    Canvas.cellColor(color.components())
}

/// A cell of `style` with a title and, where the style has one, a detail.
@MainActor
func makeCell(
    _ style: UITableViewCell.CellStyle = .default, text: String = "Kate Bell", detail: String? = nil
) -> UITableViewCell {
    let cell = UITableViewCell(style: style, reuseIdentifier: "Cell")
    cell.textLabel?.text = text
    if let detail { cell.detailTextLabel?.text = detail }
    return cell
}
