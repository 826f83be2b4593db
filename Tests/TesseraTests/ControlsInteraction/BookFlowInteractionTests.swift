import Foundation
import Testing
@testable import Tessera

/// The detail screen of a book-style app: text fields that end editing on Return or on a tap
/// on the background.
@MainActor
@Suite("Book-style editing flow")
struct BookFlowInteractionTests {
    @MainActor final class DetailView: UIView, UITextFieldDelegate {
        let nameField = UITextField(frame: CGRect(x: 0, y: 0, width: 220, height: 22))
        let valueField = UITextField(frame: CGRect(x: 0, y: 44, width: 220, height: 22))
        var saved: [String] = []

        override init(frame: CGRect) {
            super.init(frame: frame)
            for field in [nameField, valueField] {
                field.borderStyle = .roundedRect
                field.delegate = self
                addSubview(field)
            }
            valueField.keyboardType = .decimalPad
            addGestureRecognizer(UITapGestureRecognizer(target: self, action: DetailView.backgroundTapped))
        }

        required init?(coder: NSCoder) { fatalError() }

        func backgroundTapped(_ sender: UIGestureRecognizer) {
            endEditing(true)
        }

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            textField.resignFirstResponder()
            return true
        }

        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }

        func textFieldDidEndEditing(_ textField: UITextField) {
            saved.append(textField.text ?? "")
        }
    }

    @Test func backgroundTapEndsEditingAndTapsOnFieldsStillEdit() {
        let host = makeHost(columns: 30, rows: 6)
        let detail = DetailView(frame: CGRect(x: 0, y: 0, width: 330, height: 132))
        host.window.addSubview(detail)

        host.tap(detail.nameField)
        #expect(detail.nameField.isEditing, "the background's tap recognizer leaves the field's tap alone")
        host.type("Lamp")
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 300, y: 110))
        #expect(!detail.nameField.isEditing, "endEditing(true) overrides shouldEndEditing")
        #expect(detail.saved == ["Lamp"])
        #expect(host.text.hasPrefix("[Lamp              ]"))

        host.advanceTime(by: 1)
        host.tap(detail.valueField)
        host.type("12.5")
        #expect(!detail.valueField.resignFirstResponder(), "the delegate refuses")
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 300, y: 110))
        #expect(detail.saved == ["Lamp", "12.5"])
    }
}
