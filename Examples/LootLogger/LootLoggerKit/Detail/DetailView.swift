import Foundation
import Tessera

/// The detail scene's views, as the book lays them out in the storyboard: a vertical stack
/// view pinned to the margins holding three horizontal stacks (a label and a text field each),
/// the date label and the photo, above a toolbar with a camera button.
///
/// The priorities are the book's: labels hug their text (251) so the text fields (250) take
/// the rest of each row, the fields' leading edges are aligned across the rows, the date
/// label's vertical hugging is lowered to 249, and the image view's to 248 with a compression
/// resistance of 749, so that the photo takes the height left over and gives way first. A tap
/// on the background ends editing.
///
/// The book's 8-point spacings are less than a character cell, and rows 30 points apart land
/// unevenly on a grid of 22-point rows; here the rows touch, a column separates each label from
/// its field, and a blank row separates the form from the navigation bar.
final class DetailView: UIView {
    /// Between a label and its field: one column (the book: 8 points).
    static let horizontalSpacing: CGFloat = 11
    /// Between the rows (the book: 8 points).
    static let verticalSpacing: CGFloat = 0
    /// From the navigation bar to the first row: one text row (the book: 8 points).
    static let topSpacing: CGFloat = 22

    init(controller: DetailViewController) {
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemBackground

        let nameField = Self.makeField(delegate: controller)
        let serialNumberField = Self.makeField(delegate: controller)
        let valueField = Self.makeField(delegate: controller)
        valueField.keyboardType = .decimalPad
        let dateLabel = UILabel()
        dateLabel.textAlignment = .center
        dateLabel.setContentHuggingPriority(UILayoutPriority(249), for: .vertical)

        let rows = [("Name", nameField), ("Serial", serialNumberField), ("Value", valueField)].map { title, field in
            let label = UILabel()
            label.text = title
            let row = UIStackView(arrangedSubviews: [label, field])
            row.axis = .horizontal
            row.spacing = Self.horizontalSpacing
            return row
        }
        let imageView = UIImageView()
        imageView.contentMode = .scaleAspectFit
        imageView.setContentHuggingPriority(UILayoutPriority(248), for: .vertical)
        imageView.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)

        let toolbar = UIToolbar()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        toolbar.items = [UIBarButtonItem(barButtonSystemItem: .camera, target: controller,
                                         action: DetailViewController.choosePhotoSource)]
        addSubview(toolbar)

        let stackView = UIStackView(arrangedSubviews: rows + [dateLabel, imageView])
        stackView.axis = .vertical
        stackView.spacing = Self.verticalSpacing
        stackView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stackView)
        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: safeAreaLayoutGuide.topAnchor, constant: Self.topSpacing),
            stackView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            stackView.bottomAnchor.constraint(equalTo: toolbar.topAnchor),
            toolbar.leadingAnchor.constraint(equalTo: leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: safeAreaLayoutGuide.bottomAnchor),
            serialNumberField.leadingAnchor.constraint(equalTo: nameField.leadingAnchor),
            valueField.leadingAnchor.constraint(equalTo: serialNumberField.leadingAnchor),
        ])

        controller.nameField = nameField
        controller.serialNumberField = serialNumberField
        controller.valueField = valueField
        controller.dateLabel = dateLabel
        controller.imageView = imageView

        addGestureRecognizer(UITapGestureRecognizer(target: controller, action: DetailViewController.backgroundTapped))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private static func makeField(delegate: any UITextFieldDelegate) -> UITextField {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.delegate = delegate
        return field
    }
}
