import Foundation
import Tessera

/// A row of the list: the item's name over its serial number, its value at the trailing edge
/// (the book's `ItemCell`, designed in the storyboard as the table's prototype cell).
///
/// The storyboard's prototype becomes the views made in `init(coder:)` with the same
/// constraints, and the Dynamic Type fonts set in `awakeFromNib()`. The labels are pinned to the
/// content view's margins, so the row sizes itself to them (the table's `rowHeight` is
/// `automaticDimension`). On a terminal the value sits on the name's row rather than centred
/// between two text rows, which a grid cannot show.
class ItemCell: UITableViewCell {
    var nameLabel: UILabel!
    var serialNumberLabel: UILabel!
    var valueLabel: UILabel!

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        nameLabel = UILabel()
        serialNumberLabel = UILabel()
        valueLabel = UILabel()
        valueLabel.textAlignment = .right
        for label in [nameLabel!, serialNumberLabel!, valueLabel!] {
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: margins.topAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            serialNumberLabel.topAnchor.constraint(equalTo: nameLabel.bottomAnchor),
            serialNumberLabel.leadingAnchor.constraint(equalTo: nameLabel.leadingAnchor),
            serialNumberLabel.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            valueLabel.topAnchor.constraint(equalTo: nameLabel.topAnchor),
            valueLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: nameLabel.trailingAnchor, constant: 8),
            valueLabel.leadingAnchor.constraint(greaterThanOrEqualTo: serialNumberLabel.trailingAnchor, constant: 8),
        ])
        // The value keeps its width; a long name is truncated instead.
        valueLabel.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        valueLabel.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        nameLabel.font = UIFont.preferredFont(forTextStyle: .body)
        serialNumberLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        valueLabel.font = UIFont.preferredFont(forTextStyle: .body)

        nameLabel.adjustsFontForContentSizeCategory = true
        serialNumberLabel.adjustsFontForContentSizeCategory = true
        valueLabel.adjustsFontForContentSizeCategory = true

        serialNumberLabel.textColor = .secondaryLabel
    }
}
