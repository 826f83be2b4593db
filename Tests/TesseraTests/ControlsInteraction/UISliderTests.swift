import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// `UISlider`: a value clamped to its range, drawn as a track and a thumb on one row, moved
/// by touches and drags (continuously or at the end) and by ← → when focused.
@MainActor
@Suite("UISlider")
struct UISliderTests {
    /// A slider 11 columns wide (121 pt) at the top left of a 20 × 2 window.
    private func setUp(_ slider: UISlider) -> HeadlessHost {
        let window = UIWindow()
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 20, rows: 2)
        slider.frame = CGRect(x: 0, y: 0, width: 121, height: 22)
        window.addSubview(slider)
        return host
    }

    /// The values `.valueChanged` reported.
    private func values(of slider: UISlider) -> () -> [Float] {
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        return { values }
    }

    @Test func theValueStaysInItsRangeAndSettingItSendsNothing() {
        let slider = UISlider()
        let sent = values(of: slider)
        #expect(slider.value == 0 && slider.minimumValue == 0 && slider.maximumValue == 1)
        slider.value = 2
        #expect(slider.value == 1)
        slider.minimumValue = 10
        #expect(slider.maximumValue == 10 && slider.value == 10)
        slider.maximumValue = 20
        slider.setValue(15, animated: true)
        #expect(slider.value == 15)
        slider.maximumValue = 12
        #expect(slider.value == 12)
        #expect(sent().isEmpty)
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 22))
    }

    @Test func itDrawsTheTrackUpToTheThumbInTheTint() {
        let slider = UISlider()
        let host = setUp(slider)
        slider.value = 0.5
        #expect(host.text.components(separatedBy: "\n")[0] == "━━━━━●─────")
        slider.value = 0
        #expect(host.text.components(separatedBy: "\n")[0] == "●──────────")
        slider.value = 1
        #expect(host.text.components(separatedBy: "\n")[0] == "━━━━━━━━━━●")
    }

    @Test func aTouchMovesTheThumbThereAndADragFollows() {
        let slider = UISlider()
        let host = setUp(slider)
        let sent = values(of: slider)
        // Column 3's centre: 3 of the 10 steps between the end columns.
        host.touchDown(at: CGPoint(x: 38.5, y: 11))
        #expect(abs(slider.value - 0.3) < 0.0001)
        host.touchMove(to: CGPoint(x: 115.5, y: 11))
        #expect(slider.value == 1)
        host.touchMove(to: CGPoint(x: 400, y: 11))
        #expect(slider.value == 1, "past the end it stays at the end")
        host.touchUp()
        #expect(sent().count == 2)
        #expect(sent().last == 1)
    }

    @Test func aSliderThatIsNotContinuousSendsOnlyAtTheEnd() {
        let slider = UISlider()
        slider.isContinuous = false
        let host = setUp(slider)
        let sent = values(of: slider)
        host.touchDown(at: CGPoint(x: 38.5, y: 11))
        host.touchMove(to: CGPoint(x: 60.5, y: 11))
        #expect(sent().isEmpty)
        host.touchUp()
        #expect(sent().count == 1 && abs(sent()[0] - 0.5) < 0.0001)
    }

    @Test func arrowKeysMoveTheFocusedSliderByATenth() {
        let slider = UISlider()
        let host = setUp(slider)
        let sent = values(of: slider)
        #expect(slider.becomeFirstResponder())
        host.press(.rightArrow)
        host.press(.rightArrow)
        #expect(abs(slider.value - 0.2) < 0.0001)
        host.press(.leftArrow)
        #expect(abs(slider.value - 0.1) < 0.0001)
        #expect(sent().count == 3)
        slider.isEnabled = false
        host.press(.rightArrow)
        #expect(abs(slider.value - 0.1) < 0.0001, "a disabled slider does not move")
    }
}
