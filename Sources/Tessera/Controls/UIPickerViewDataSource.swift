/// The source of a picker view's components and rows.
///
/// As in UIKit both methods are required: a picker asks for the number of components, then
/// for each component's row count, whenever it reloads.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (spinning columns) the picker shows.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}
