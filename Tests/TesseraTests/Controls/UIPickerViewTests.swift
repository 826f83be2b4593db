import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// A two-component picker, hours and minutes, logging what it was asked and told.
@MainActor
private final class TimePicker: UIPickerViewDataSource, UIPickerViewDelegate {
    let columns = [["9", "10", "11", "12"], ["00", "15", "30", "45"]]
    var selections: [String] = []

    func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        columns[component].count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        columns[component][row]
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor
@Suite("UIPickerView")
struct UIPickerViewTests {
    private func makePicker() -> (HeadlessHost, UIPickerView, TimePicker) {
        let host = makeHost(columns: 12, rows: 5)
        let model = TimePicker()
        let picker = UIPickerView()
        picker.dataSource = model
        picker.delegate = model
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        host.window.addSubview(picker)
        return (host, picker, model)
    }

    @Test func itAsksItsDataSourceAndCentresTheSelectionBetweenItsNeighbours() {
        let (host, picker, model) = makePicker()
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 4)
        #expect(picker.numberOfRows(inComponent: 5) == 0)
        #expect(picker.intrinsicContentSize == CGSize(width: 10 * 11, height: 5 * 22))
        picker.selectRow(1, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: true)
        #expect(host.text == """
                  00
              9   15
            › 10  30 ‹
              11  45
              12
            """)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        #expect(picker.selectedRow(inComponent: 7) == -1)
        // selectRow tells no delegate and clamps.
        picker.selectRow(99, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3)
        #expect(model.selections == [])
    }

    @Test func dragWheelTapAndArrowsTurnTheWheelAndTellTheDelegate() {
        let (host, picker, model) = makePicker()
        // Dragging up two rows in the left component turns it two rows on.
        host.drag(from: CGPoint(x: 30, y: 88), to: CGPoint(x: 30, y: 44))
        #expect(picker.selectedRow(inComponent: 0) == 2)
        // A wheel notch (scrolling down) turns one row on.
        host.advanceTime(by: 1)
        host.scroll(at: CGPoint(x: 80, y: 55), by: CGPoint(x: 0, y: -66))
        #expect(picker.selectedRow(inComponent: 1) == 1)
        // A tap on the row above the centre selects it.
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 80, y: 33))
        #expect(picker.selectedRow(inComponent: 1) == 0)
        // With the focus, the arrows turn the component last touched.
        #expect(picker.becomeFirstResponder())
        host.press(.downArrow)
        host.press(.leftArrow)
        host.press(.upArrow)
        #expect(model.selections == ["0:2", "1:1", "1:0", "1:1", "0:1"])
        // At the ends nothing changes and nothing is told.
        host.press(.upArrow)
        host.press(.upArrow)
        #expect(model.selections.count == 6)
        #expect(picker.selectedRow(inComponent: 0) == 0)
    }

    @Test func reloadingKeepsTheSelectionWithinTheNewRows() {
        final class Source: UIPickerViewDataSource {
            var rows = 5
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
        }
        let source = Source()
        let picker = UIPickerView()
        picker.dataSource = source
        picker.selectRow(4, inComponent: 0, animated: false)
        source.rows = 2
        picker.reloadComponent(0)
        #expect(picker.selectedRow(inComponent: 0) == 1)
        source.rows = 0
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == -1)
    }
}
