import Foundation
import Tessera

/// A column of one-line rows that scrolls by moving its bounds, as a scroll view does.
///
/// Only the rows inside the bounds have label views; as the column scrolls, labels that leave
/// are reused for rows that arrive — the idea UITableView is built on.
final class ScrollingColumnView: UIView {
    var rows: [String] = [] {
        didSet { setNeedsLayout() }
    }

    private let rowHeight: CGFloat = 22
    private var labels: [UILabel] = []
    private var dragStart: (touch: CGFloat, offset: CGFloat)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    var visibleRowCount: Int { max(1, Int(bounds.height / rowHeight)) }

    private var maximumOffset: CGFloat { max(0, CGFloat(rows.count) * rowHeight - bounds.height) }

    func scroll(byRows count: Int) {
        setOffset(bounds.origin.y + CGFloat(count) * rowHeight)
    }

    private func setOffset(_ offset: CGFloat) {
        bounds.origin.y = min(max(0, offset), maximumOffset)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let first = max(0, Int(bounds.minY / rowHeight))
        let last = min(rows.count, Int((bounds.maxY / rowHeight).rounded(.up)))
        let needed = max(0, last - first)
        while labels.count < needed {
            let label = UILabel()
            labels.append(label)
            addSubview(label)
        }
        for (index, label) in labels.enumerated() {
            let row = first + index
            label.isHidden = index >= needed
            guard index < needed else { continue }
            label.text = rows[row]
            label.textColor = row % 2 == 0 ? .label : .secondaryLabel
            label.frame = CGRect(x: 11, y: CGFloat(row) * rowHeight, width: bounds.width - 22, height: rowHeight)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        dragStart = (touch.location(in: superview).y, bounds.origin.y)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = dragStart else { return }
        setOffset(start.offset - (touch.location(in: superview).y - start.touch))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        dragStart = nil
    }
}
