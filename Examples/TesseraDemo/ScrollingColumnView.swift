import Foundation
import Tessera

/// A scroll view showing one-line rows, with label views only for the rows in sight.
///
/// As the column scrolls, labels that leave are reused for rows that arrive — the idea
/// UITableView is built on. Scrolling itself (keys, wheel, drag and fling) is UIScrollView's.
final class ScrollingColumnView: UIScrollView {
    var rows: [String] = [] {
        didSet {
            contentSize = CGSize(width: bounds.width, height: CGFloat(rows.count) * rowHeight)
            setNeedsLayout()
        }
    }

    private let rowHeight: CGFloat = 22
    private var labels: [UILabel] = []

    var visibleRowCount: Int { max(1, Int(bounds.height / rowHeight)) }

    /// Scrolls by whole rows, staying within the content.
    func scroll(byRows count: Int) {
        let maximum = max(0, contentSize.height - bounds.height)
        let offset = min(max(0, contentOffset.y + CGFloat(count) * rowHeight), maximum)
        setContentOffset(CGPoint(x: 0, y: offset), animated: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        contentSize.width = bounds.width
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
            label.frame = CGRect(x: 11, y: CGFloat(row) * rowHeight, width: bounds.width - 33, height: rowHeight)
        }
    }
}
