import Foundation
import Tessera

/// A row of the contact list: the contact's round avatar and name, laid out with constraints.
///
/// The book designs this cell in Interface Builder; here the two views are made in code and
/// pinned with constraints: the avatar at the leading edge, centred vertically, the label after
/// it. In a terminal a 44-point row is two text rows and its separator takes the lower one, so
/// the label is aligned with the avatar's top rather than its centre (which would put it on the
/// separator's row), and the list insets its separators to start under the label.
public final class ContactTableViewCell: UITableViewCell, ContactCell {
    /// The identifier the list registers and dequeues this cell with.
    public static let reuseIdentifier = "ContactTableViewCell"

    /// The contact's name (the book's `@IBOutlet var nameLabel: UILabel!`).
    public let nameLabel = UILabel()
    /// The contact's photo (the book's `@IBOutlet var contactImage: UIImageView!`).
    public let contactImage = UIImageView()
    /// The contact this cell shows, so that a photo decoded for an earlier contact is not set
    /// on a cell that has been reused since.
    public var representedIdentifier: String?

    /// The avatar's side: the height of a standard row, two terminal rows.
    static let avatarSide: CGFloat = 44
    /// Where the label starts: after the avatar and a gap of two columns.
    static let labelLeading: CGFloat = 22 + avatarSide + 22

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        showsReorderControl = true
        contactImage.contentMode = .scaleAspectFill
        // Round, as the book's cells are: the layer's corners, clipped.
        contactImage.layer.cornerRadius = Self.avatarSide / 2
        contactImage.clipsToBounds = true
        contactImage.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contactImage)
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            contactImage.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 22),
            contactImage.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            contactImage.widthAnchor.constraint(equalToConstant: Self.avatarSide),
            contactImage.heightAnchor.constraint(equalTo: contactImage.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: Self.labelLeading),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -11),
            nameLabel.topAnchor.constraint(equalTo: contactImage.topAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Clears the avatar, so that a reused cell never shows the previous contact's photo
    /// while this contact's is decoding (the book's image-reuse bug).
    public override func prepareForReuse() {
        super.prepareForReuse()
        clearContact()
    }
}
