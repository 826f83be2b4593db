import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable
private final class Preferences {
    var isMuted = false
}

/// A toggle bound to an observable model through `@Bindable`.
private struct MuteSwitch: View {
    @Bindable var preferences: Preferences

    var body: some View {
        Toggle("Mute", isOn: $preferences.isMuted)
    }
}

@MainActor
@Suite("Controls and images")
struct ControlTests {
    @Test func aSymbolImageIsOneCharacterOfText() {
        let stage = Stage(
            HStack(spacing: 0) {
                Image(systemName: "checkmark")
                Text("Done")
            }, columns: 5, rows: 1)
        #expect(stage.frames == ["0,0 11×22", "11,0 44×22"])
        expectScreen(stage.text, "✓Done")
    }

    @Test func aResizableImageFillsItsFrame() {
        let image = UIImage(systemName: "checkmark")!
        let stage = Stage(Image(uiImage: image).resizable().frame(width: 44, height: 44), columns: 4, rows: 2)
        #expect(stage.frames == ["0,0 44×44"])
    }

    @Test func aButtonRunsItsActionAndIsDimmedWhenDisabled() {
        var taps = 0
        let stage = Stage(
            VStack(spacing: 0) {
                Button("Go") { taps += 1 }
                Button("No") { taps += 100 }.disabled(true)
            }, columns: 2, rows: 2)
        stage.host.tap(at: CGPoint(x: 11, y: 11))
        stage.host.tap(at: CGPoint(x: 11, y: 33))
        #expect(taps == 1)
        let screen = stage.host.render()
        #expect(screen[0, 0].foreground != screen[0, 1].foreground)
    }

    @Test func aButtonIsReachedAndPressedFromTheKeyboard() {
        var taps = 0
        let stage = Stage(Button("Go") { taps += 1 }, columns: 2, rows: 1)
        _ = stage.text
        stage.host.press(.tab)
        stage.host.press(.enter)
        #expect(taps == 1)
    }

    @Test func bindableMakesBindingsToAnObservableModel() {
        let preferences = Preferences()
        let stage = Stage(MuteSwitch(preferences: preferences), columns: 12, rows: 1)
        let toggle = stage.controller.view.subviews.compactMap { $0 as? UISwitch }.first!
        stage.host.tap(toggle)
        #expect(preferences.isMuted)
        // A change made elsewhere reaches the switch: it read the value through the binding.
        preferences.isMuted = false
        _ = stage.text
        #expect(!toggle.isOn)
    }
}
