import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

private enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, mint
    var id: Self { self }
}

private struct FlavorPicker: View {
    @State private var flavor = Flavor.vanilla
    let segmented: Bool

    var body: some View {
        VStack(spacing: 0) {
            if segmented {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                .pickerStyle(.segmented)
            } else {
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Mint").tag(Flavor.mint)
                }
            }
            Text("Chose \(flavor.rawValue)")
        }
    }
}

@MainActor
@Suite("Picker")
struct PickerTests {
    @Test func aSegmentedPickerSelectsByForEachIdentifier() {
        let stage = Stage(FlavorPicker(segmented: true), columns: 30, rows: 2)
        _ = stage.text
        let control = stage.controller.view.subviews.compactMap { $0 as? UISegmentedControl }.first!
        #expect((0..<control.numberOfSegments).map { control.titleForSegment(at: $0) } == ["Chocolate", "Vanilla", "Mint"])
        #expect(control.selectedSegmentIndex == 1)
        #expect(control.frame.width == 330)
        control.selectedSegmentIndex = 2
        control.sendActions(for: .valueChanged)
        _ = stage.text
        #expect(stage.labels.contains("Chose mint"))
        // Only the control is drawn: the options' texts are descriptions.
        #expect(!stage.labels.contains("Mint"))
    }

    @Test func aMenuPickerShowsTheSelectionAndSelectsFromItsMenu() {
        let stage = Stage(FlavorPicker(segmented: false), columns: 24, rows: 12)
        _ = stage.text
        let button = stage.controller.view.subviews.compactMap { $0 as? UIButton }.first!
        #expect(button.title(for: .normal) == "Vanilla")
        let actions = button.menu?.children.compactMap { $0 as? UIAction } ?? []
        #expect(actions.map(\.title) == ["Chocolate", "Vanilla", "Mint"])
        #expect(actions.map(\.state) == [.off, .on, .off])
        // A tap shows the menu under the button, the selection checked.
        stage.host.tap(button)
        stage.host.settle()
        expectScreen(stage.host.text, """





                     Vanilla
                  Ch╭─────────────╮
                    │   Chocolate │
                    │ ✓ Vanilla   │
                    │   Mint      │
                    ╰─────────────╯

            """)
        // The highlight starts on the selection: one step down is Mint.
        stage.host.press(.downArrow)
        stage.host.press(.enter)
        stage.host.settle()
        #expect(stage.labels.contains("Chose mint"))
        #expect(button.title(for: .normal) == "Mint")
    }
}

private struct StyledFlavorPicker: View {
    @State private var flavor = Flavor.vanilla
    let wheel: Bool

    var body: some View {
        VStack(spacing: 0) {
            if wheel {
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { flavor in
                        Text(flavor.rawValue.capitalized)
                    }
                }
                .pickerStyle(.wheel)
            } else {
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Vanilla").tag(Flavor.vanilla)
                    Text("Mint").tag(Flavor.mint)
                }
                .pickerStyle(.inline)
            }
            Text("Chose \(flavor.rawValue)")
        }
    }
}

private struct FlavorForm: View {
    @State private var flavor = Flavor.vanilla

    var body: some View {
        List {
            Text("Order")
            Picker("Flavor", selection: $flavor) {
                ForEach(Flavor.allCases) { flavor in
                    Text(flavor.rawValue.capitalized)
                }
            }
            Text("Got \(flavor.rawValue)")
        }
        .pickerStyle(.inline)
    }
}

/// An inline picker styled on itself, in an explicit section of a list.
private struct SectionedForm: View {
    @State private var flavor = Flavor.mint

    var body: some View {
        List {
            Section("Dessert") {
                Picker("Flavor", selection: $flavor) {
                    Text("Chocolate").tag(Flavor.chocolate)
                    Text("Mint").tag(Flavor.mint)
                }
                .pickerStyle(.inline)
            }
        }
    }
}

@MainActor
@Suite("Picker styles")
struct PickerStyleTests {
    @Test func anInlinePickerStacksItsOptionsAndChecksTheSelection() {
        let stage = Stage(StyledFlavorPicker(wheel: false), columns: 16, rows: 4)
        #expect(stage.text == """
            Chocolate
            Vanilla        ✓
            Mint
              Chose vanilla
            """)
        stage.tap(label: "Mint")
        #expect(stage.text == """
            Chocolate
            Vanilla
            Mint           ✓
               Chose mint
            """)
    }

    @Test func aWheelPickerCentresTheSelectionAndTurnsToANewOne() {
        let stage = Stage(StyledFlavorPicker(wheel: true), columns: 16, rows: 6)
        #expect(stage.text == """

               Chocolate
            ›   Vanilla    ‹
                  Mint

              Chose vanilla
            """)
        let wheel = stage.controller.view.subviews.compactMap { $0 as? UIPickerView }.first!
        #expect(wheel.frame.width == 176, "a wheel is as wide as it is offered")
        // Dragging up a row turns the wheel one on.
        stage.host.drag(from: CGPoint(x: 80, y: 66), to: CGPoint(x: 80, y: 44))
        #expect(stage.text == """
               Chocolate
                Vanilla
            ›     Mint     ‹


               Chose mint
            """)
        #expect(wheel.becomeFirstResponder())
        stage.host.press(.upArrow)
        stage.host.press(.upArrow)
        #expect(stage.labels.contains("Chose chocolate"))
    }

    @Test func inAListAnInlinePickerIsARowPerOptionUnderItsLabel() {
        let stage = Stage(FlavorForm(), columns: 20, rows: 14)
        let screen = { (selected: String) in
            """

               Order


               FLAVOR
               Chocolate\(selected == "chocolate" ? "    ✓" : "")
               ───────────────
               Vanilla\(selected == "vanilla" ? "      ✓" : "")
               ───────────────
               Mint\(selected == "mint" ? "         ✓" : "")


               Got \(selected)

            """
        }
        #expect(stage.text == screen("vanilla"))
        #expect(stage.host.tap(text: "Mint"))
        stage.host.settle()
        #expect(stage.text == screen("mint"))
        #expect(stage.host.tap(text: "Chocolate"))
        stage.host.settle()
        #expect(stage.text == screen("chocolate"))
    }

    @Test func inASectionTheOptionsAreAmongTheSectionsRows() {
        let stage = Stage(SectionedForm(), columns: 20, rows: 6)
        #expect(stage.text == """

               DESSERT
               Chocolate
               ───────────────
               Mint         ✓

            """)
        #expect(stage.host.tap(text: "Chocolate"))
        stage.host.settle()
        #expect(stage.text.contains("Chocolate    ✓"))
    }
}
