/// The titles of a picker view's rows and what happens when the user selects one.
///
/// Every method is optional, as in UIKit: a row without a title shows `?`, as UIKit does.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The title of `row` in `component`.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// Tells the delegate that the user selected `row` in `component` (not sent for
    /// `selectRow(_:inComponent:animated:)`).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
