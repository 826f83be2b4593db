import Foundation
import Tessera

/// An item's page (the book's `DetailViewController`): its name, serial number and value in
/// text fields, the date it was recorded and its photo, in nested stack views, over a toolbar
/// with a camera button.
///
/// The list's "showItem" segue makes it and `prepare(for:sender:)` hands it the item and the
/// image store. The fields are filled in `viewWillAppear(_:)` and written back to the item in
/// `viewWillDisappear(_:)`; Return and a tap outside the fields put the keyboard away. The
/// camera button offers the sources `UIImagePickerController` has (on a terminal, the photo
/// library: the pictures folder); the picked photo is stored under the item's key.
class DetailViewController: UIViewController, UITextFieldDelegate,
    UINavigationControllerDelegate, UIImagePickerControllerDelegate {
    var nameField: UITextField!
    var serialNumberField: UITextField!
    var valueField: UITextField!
    var dateLabel: UILabel!
    var imageView: UIImageView!

    var item: Item! {
        didSet {
            navigationItem.title = item.name
        }
    }

    var imageStore: ImageStore!

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

        // Get the item key
        let key = item.itemKey

        // If there is an associated image with the item, display it on the image view
        let imageToDisplay = imageStore.image(forKey: key)
        imageView.image = imageToDisplay
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        saveChangesToItem()
    }

    /// Writes the fields back to the item (the body of the book's `viewWillDisappear(_:)`);
    /// also called when the app quits or is suspended on this page, which on a terminal ends
    /// the session without the page disappearing.
    func saveChangesToItem() {
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

    /// The toolbar's camera button (the book's `@IBAction func choosePhotoSource(_:)`).
    func choosePhotoSource(_ sender: UIBarButtonItem) {
        let alertController = UIAlertController(title: nil,
                                                message: nil,
                                                preferredStyle: .actionSheet)

        alertController.modalPresentationStyle = .popover
        alertController.popoverPresentationController?.barButtonItem = sender

        if UIImagePickerController.isSourceTypeAvailable(.camera) {
            let cameraAction = UIAlertAction(title: "Camera", style: .default) { _ in
                let imagePicker = self.imagePicker(for: .camera)
                self.present(imagePicker, animated: true, completion: nil)
            }
            alertController.addAction(cameraAction)
        }

        let photoLibraryAction
            = UIAlertAction(title: "Photo Library", style: .default) { _ in
                let imagePicker = self.imagePicker(for: .photoLibrary)
                imagePicker.modalPresentationStyle = .popover
                imagePicker.popoverPresentationController?.barButtonItem = sender
                self.present(imagePicker, animated: true, completion: nil)
        }
        alertController.addAction(photoLibraryAction)

        let cancelAction = UIAlertAction(title: "Cancel", style: .cancel, handler: nil)
        alertController.addAction(cancelAction)

        present(alertController, animated: true, completion: nil)
    }

    func imagePicker(for sourceType: UIImagePickerController.SourceType)
        -> UIImagePickerController {
        let imagePicker = UIImagePickerController()
        imagePicker.sourceType = sourceType
        imagePicker.delegate = self
        return imagePicker
    }

    func imagePickerController(_ picker: UIImagePickerController,
            didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey : Any]) {

        // Get picked image from info dictionary
        let image = info[.originalImage] as! UIImage

        // Store the image in the ImageStore for the item's key
        imageStore.setImage(image, forKey: item.itemKey)

        // Put that image on the screen in the image view
        imageView.image = image

        // Take image picker off the screen - you must call this dismiss method
        dismiss(animated: true, completion: nil)
    }
}
