@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// A cell-like view: a fixed-frame container with a `contentView` that fills it, laid out with
/// constraints inside, as `UITableViewCell` is.
@MainActor
final class ContactCellLikeView: UIView {
    let contentView = UIView()
    let avatar = UIView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        avatar.translatesAutoresizingMaskIntoConstraints = false
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        avatar.backgroundColor = .systemBlue
        contentView.addSubview(avatar)
        contentView.addSubview(nameLabel)
        // The book's Hello-Contacts cell: a 50 × 50 avatar 8 points in, centred vertically,
        // and the name after it.
        NSLayoutConstraint.activate([
            avatar.widthAnchor.constraint(equalToConstant: 50),
            avatar.heightAnchor.constraint(equalToConstant: 50),
            avatar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            avatar.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            nameLabel.leadingAnchor.constraint(equalTo: avatar.trailingAnchor, constant: 8),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -8),
            nameLabel.centerYAnchor.constraint(equalTo: avatar.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) { fatalError() }
}

@MainActor
@Suite("Auto Layout fitting and self-sizing")
struct SelfSizingTests {
    @Test func helloContactsCellRendersAsInTheBook() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 330, height: 88))
        let cell = ContactCellLikeView(frame: CGRect(x: 0, y: 0, width: 330, height: 88))
        cell.nameLabel.text = "Anna Haro"
        window.addSubview(cell)
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 30, rows: 4)
        // Rendering runs the layout pass.
        expectScreen(host.text, "\n\n      Anna Haro\n")
        #expect(cell.avatar.frame == CGRect(x: 8, y: 19, width: 50, height: 50))
        #expect(cell.nameLabel.frame == CGRect(x: 66, y: 33, width: 99, height: 22))
        // The name in columns 6… of row 2 (its edges 33…55 pt round to row 2); the avatar's
        // blue square covers columns 1…4 of rows 1 and 2 (8…58 pt, 19…69 pt).
        let canvas = host.render()
        let blue = canvas[2, 1].background
        #expect(blue != canvas[0, 1].background)
        #expect(canvas[1, 1].background == blue && canvas[4, 2].background == blue)
        #expect(canvas[5, 1].background != blue && canvas[2, 0].background != blue && canvas[2, 3].background != blue)
    }

    @Test func fittingACellWithAMultiLineLabel() {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let contentView = UIView(frame: cell.bounds)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(contentView)
        let title = makeLabel("Anna Haro")
        let body = makeLabel("Anna Haro lives in Sausalito and likes long walks")  // 49 columns
        body.numberOfLines = 0
        contentView.addSubview(title)
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 11),
            title.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -11),
            body.topAnchor.constraint(equalTo: title.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -11),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
        ])
        // 220 pt wide: 198 pt (18 columns) for the body: "Anna Haro lives in" / "Sausalito and" /
        // "likes long walks" is three lines.
        #expect(cell.layoutHeight(fittingWidth: 220) == 110)  // 11 + 22 + 66 + 11
        // Wide enough for one line.
        #expect(cell.layoutHeight(fittingWidth: 880) == 66)  // 11 + 22 + 22 + 11
        let size = contentView.systemLayoutSizeFitting(
            CGSize(width: 220, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 220, height: 110))
        let compressed = contentView.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed.height == 66)
        #expect(compressed.width == 561)  // 11 + the body's one-line width (539) + 11
        // Fitting does not move anything.
        #expect(title.frame == .zero)
        #expect(cell.bounds.size == CGSize(width: 320, height: 44))
    }

    @Test func centringAnImage() {
        let root = makeRoot(width: 330, height: 220)
        let image = constrained(UIImageView(), in: root)
        NSLayoutConstraint.activate([
            image.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            image.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            image.widthAnchor.constraint(equalToConstant: 88),
            image.heightAnchor.constraint(equalTo: image.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(image.frame == CGRect(x: 121, y: 66, width: 88, height: 88))
    }

    @Test func tableViewPinnedToItsSuperviewFollowsResizes() {
        let controller = UIViewController()
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 880, height: 528)
        let list = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            list.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            list.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(list.frame == root.bounds)
        root.frame = CGRect(x: 0, y: 0, width: 440, height: 264)
        root.layoutIfNeeded()
        #expect(list.frame == CGRect(x: 0, y: 0, width: 440, height: 264))
    }
}
