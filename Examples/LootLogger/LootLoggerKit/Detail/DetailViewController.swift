import Foundation
import Tessera

/// An item's page (the book's `DetailViewController`): its name, serial number and value in
/// text fields, and the date it was recorded, in nested stack views.
///
/// The list's "showItem" segue makes it and `prepare(for:sender:)` hands it the item. The
/// fields are filled in `viewWillAppear(_:)` and written back to the item in
/// `viewWillDisappear(_:)`; Return and a tap outside the fields put the keyboard away.
class DetailViewController: UIViewController, UITextFieldDelegate {
    var nameField: UITextField!
    var serialNumberField: UITextField!
    var valueField: UITextField!
    var dateLabel: UILabel!

    var item: Item! {
        didSet {
            navigationItem.title = item.name
        }
    }

    let numberFormatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.minimumFractionDigits = 2
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter
    }()

    /// The storyboard's scene: the views and constraints Interface Builder would archive.
    override func loadView() {
        view = DetailView(controller: self)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)

        nameField.text = item.name
        serialNumberField.text = item.serialNumber
        valueField.text =
            numberFormatter.string(from: NSNumber(value: item.valueInDollars))
        dateLabel.text = dateFormatter.string(from: item.dateCreated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)

        // Clear first responder
        view.endEditing(true)

        // "Save" changes to item
        item.name = nameField.text ?? ""
        item.serialNumber = serialNumberField.text

        if let valueText = valueField.text,
            let value = numberFormatter.number(from: valueText) {
            item.valueInDollars = value.intValue
        } else {
            item.valueInDollars = 0
        }
    }

    /// The tap gesture recognizer's action on the background (the book's
    /// `backgroundTapped(_ sender: UITapGestureRecognizer)`).
    func backgroundTapped(_ sender: UIGestureRecognizer) {
        view.endEditing(true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
