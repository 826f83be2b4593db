import Foundation
import Tessera

/// A card of the contact grid (chapter 2): the contact's photo centred at the top and the name
/// centred at the bottom, laid out with the constraints the book adds in Interface Builder.
///
/// The book's photo is 50 points square with a light grey placeholder background, rounded with
/// `layer.cornerRadius` and clipped to it. In a
/// terminal a cell is 11 × 22 points, so the photo here is 66 points (six columns by three rows:
/// six by six half-block pixels) to stay square on screen.
public final class ContactCollectionViewCell: UICollectionViewCell, ContactCell {
    /// The identifier the grid registers and dequeues this cell with.
    public static let reuseIdentifier = "ContactCollectionViewCell"

    /// The contact's name (the book's `@IBOutlet var nameLabel: UILabel!`).
    public let nameLabel = UILabel()
    /// The contact's photo (the book's `@IBOutlet var contactImage: UIImageView!`).
    public let contactImage = UIImageView()
    /// The contact this cell shows, so that a photo decoded for an earlier contact is not set
    /// on a cell that has been reused since.
    public var representedIdentifier: String?

    /// The photo's side.
    static let imageSide: CGFloat = 66

    /// Made from the storyboard's prototype: the grid registers `UINib(ContactCollectionViewCell.self)`,
    /// which creates the cell with this initialiser and then calls `awakeFromNib()`. The views
    /// the book lays out in Interface Builder are built here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contactImage.contentMode = .scaleAspectFill
        contactImage.clipsToBounds = true
        contactImage.backgroundColor = .systemGray5
        nameLabel.textAlignment = .center
        contactImage.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(contactImage)
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            contactImage.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            contactImage.topAnchor.constraint(equalTo: contentView.topAnchor),
            contactImage.widthAnchor.constraint(equalToConstant: Self.imageSide),
            contactImage.heightAnchor.constraint(equalToConstant: Self.imageSide),
            nameLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            nameLabel.widthAnchor.constraint(lessThanOrEqualTo: contentView.widthAnchor),
        ])
    }

    /// Rounds the photo once, as the book does (its 50-point photo takes a radius of 25; this
    /// one is half of its side too).
    public override func awakeFromNib() {
        super.awakeFromNib()
        contactImage.layer.cornerRadius = Self.imageSide / 2
    }

    /// Clears the photo, so that a reused cell never shows the previous contact's photo while
    /// this contact's is decoding.
    public override func prepareForReuse() {
        super.prepareForReuse()
        clearContact()
    }
}
