import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

private struct Volume: View {
    @State private var volume = 4.0
    @State private var editing: [Bool] = []
    var step: Double? = nil

    var body: some View {
        VStack(spacing: 0) {
            if let step {
                Slider(value: $volume, in: 0...10, step: step) { Text("Volume") } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("10")
                } onEditingChanged: { editing.append($0) }
            } else {
                Slider(value: $volume, in: 0...10) { editing.append($0) }
            }
            Text("v=\(volume, specifier: "%.2f") \(editing.map { $0 ? "T" : "F" }.joined())")
        }
    }
}

/// `Slider`: a `UISlider` as wide as offered, writing its binding (to the step), telling when
/// editing begins and ends, with its value labels at the ends.
@MainActor
@Suite("Slider")
struct SliderTests {
    @Test func aDragWritesTheBindingAndEditingBeginsAndEnds() throws {
        let stage = Stage(Volume(), columns: 11, rows: 2)
        expectScreen(stage.text, "━━━━●──────\n  v=4.00")
        let slider = try #require(stage.controller.view.subviews.first as? UISlider)
        #expect(slider.frame.width == 121)
        stage.host.touchDown(at: CGPoint(x: 115.5, y: 11))
        stage.flush()
        #expect(stage.text.hasSuffix("v=10.00 T"))
        stage.host.touchUp()
        expectScreen(stage.text, "━━━━━━━━━━●\n v=10.00 TF")
    }

    @Test func aSteppedSliderRoundsToItsStepBetweenItsValueLabels() throws {
        let stage = Stage(Volume(step: 2.5), columns: 17, rows: 2)
        expectScreen(stage.text, "0 ━━━━●─────── 10\n     v=4.00")
        let slider = try #require(stage.controller.view.subviews.compactMap { $0 as? UISlider }.first)
        // 0.37 of the way: 3.7, rounded to the step, 2.5.
        let x = slider.frame.minX + 5.5 + 0.37 * (slider.frame.width - 11)
        stage.host.tap(at: CGPoint(x: x, y: 11))
        stage.flush()
        #expect(stage.text.contains("v=2.50 TF"))
        #expect(slider.value == 2.5)
    }
}
