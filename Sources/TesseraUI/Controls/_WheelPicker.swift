/// A wheel picker's control: a one-component `UIPickerView` that is its own data source and
/// delegate, showing the options' titles and reporting the user's turns as the selection.
final class _WheelPicker: UIPickerView, UIPickerViewDataSource, UIPickerViewDelegate {
    private var titles: [String] = []
    private var select: (Int) -> Void = { _ in }

    override init(frame: CGRect) {
        super.init(frame: frame)
        dataSource = self
        delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(titles: [String], selected: Int?, select: @escaping (Int) -> Void) {
        self.select = select
        if titles != self.titles {
            self.titles = titles
            reloadAllComponents()
        }
        if let selected, selected != selectedRow(inComponent: 0) { selectRow(selected, inComponent: 0, animated: false) }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { titles.count }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { titles[row] }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { select(row) }
}
