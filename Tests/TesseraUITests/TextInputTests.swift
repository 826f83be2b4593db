import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

private struct Form: View {
    @State private var name = ""
    @State private var password = ""
    @State private var count = 1
    @State private var submitted: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Name", text: $name)
                .onSubmit { submitted.append("name: \(name)") }
            SecureField("Password", text: $password)
            Text("Hello, \(name)! \(password.count) characters")
            Stepper("Count: \(count)", value: $count, in: 0...3)
            Label("Done", systemImage: "checkmark")
            Text(submitted.joined(separator: ", "))
        }
        .onSubmit { submitted.append("form") }
    }
}

@MainActor
@Suite("Text input, steppers and labels")
struct TextInputTests {
    @Test func typingWritesThroughTheBindingAndReturnSubmits() {
        let stage = Stage(Form(), columns: 30, rows: 6)
        _ = stage.text
        let fields = stage.controller.view.subviews.compactMap { $0 as? UITextField }
        #expect(fields.map(\.placeholder) == ["Name", "Password"])
        stage.host.tap(fields[0])
        stage.host.type("Ada")
        stage.host.press(.enter)
        stage.host.tap(fields[1])
        stage.host.type("secret")
        _ = stage.text
        #expect(stage.labels.contains("Hello, Ada! 6 characters"))
        // The field's own action runs first, then the form's.
        #expect(stage.labels.contains("name: Ada, form"))
        #expect(fields[1].isSecureTextEntry)
    }

    @Test func aStepperStepsItsBoundValueWithinItsRange() {
        let stage = Stage(Form(), columns: 30, rows: 6)
        _ = stage.text
        let stepper = stage.controller.view.subviews.compactMap { $0 as? UIStepper }.first!
        #expect(stepper.frame.maxX == 330)
        for _ in 0..<5 { stepper.value += 1; stepper.sendActions(for: .valueChanged) }
        _ = stage.text
        #expect(stage.labels.contains("Count: 3"))
    }

    @Test func aLabelShowsItsIconThenItsTitle() {
        let stage = Stage(Label("Done", systemImage: "checkmark"), columns: 6, rows: 1)
        expectScreen(stage.text, "✓ Done")
    }
}

private enum Field: Hashable {
    case name, email
}

/// A sign-up form whose focus moves on Return, as iOS 15 books do it.
private struct SignUp: View {
    @State private var name = ""
    @State private var email = ""
    @FocusState private var focused: Field?

    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $name)
                .focused($focused, equals: .name)
                .onSubmit { focused = .email }
            TextField("Email", text: $email)
                .focused($focused, equals: .email)
            Text(focused.map { "\($0)" } ?? "none")
            Button("Start") { focused = .name }
            Button("Done") { focused = nil }
        }
    }
}

@MainActor
@Suite("FocusState")
struct FocusStateTests {
    @Test func focusFollowsTheStateAndTheStateFollowsFocus() {
        let stage = Stage(SignUp(), columns: 20, rows: 5)
        _ = stage.text
        let fields = stage.controller.view.subviews.compactMap { $0 as? UITextField }
        #expect(stage.labels.contains("none"))

        // Setting the state focuses the field.
        stage.tap(label: "Start")
        _ = stage.text
        #expect(fields[0].isFirstResponder)
        #expect(stage.labels.contains("name"))

        // Return moves focus through the state; typing goes to the focused field.
        stage.host.press(.enter)
        _ = stage.text
        #expect(fields[1].isFirstResponder)
        stage.host.type("a@b")
        #expect(fields[1].text == "a@b")

        // Tapping a field focuses it and sets the state.
        stage.host.tap(fields[0])
        _ = stage.text
        #expect(stage.labels.contains("name"))

        stage.tap(label: "Done")
        _ = stage.text
        #expect(!fields[0].isFirstResponder && !fields[1].isFirstResponder)
        #expect(stage.labels.contains("none"))
    }
}

@MainActor
@Suite("ProgressView")
struct ProgressViewTests {
    @Test func aDeterminateBarFillsInProportionAcrossTheWidthOffered() {
        let stage = Stage(ProgressView("Copying", value: 3, total: 10), columns: 10, rows: 2)
        expectScreen(stage.text, "Copying\n")
        let bar = stage.controller.view.subviews.compactMap { $0 as? _ProgressBarView }.first!
        #expect(bar.frame == CGRect(x: 0, y: 22, width: 110, height: 22))
        #expect(bar.subviews.first?.frame.width == 33)
        let screen = stage.host.render()
        #expect(screen[0, 1].background != screen[9, 1].background)
        #expect(ProgressView<EmptyView>.fraction(12.0, of: 10) == 1)
        #expect(ProgressView<EmptyView>.fraction(1.0, of: 0) == 0)
    }

    @Test func anIndeterminateOneSpinsOnTheClockRedrawingOnlyItself() {
        struct Loading: View {
            var body: some View {
                VStack(spacing: 0) {
                    ProgressView()
                    Text("Loading")
                }
            }
        }
        let stage = Stage(Loading(), columns: 9, rows: 2)
        expectScreen(stage.text, "    ⣾\n Loading")
        let spinner = stage.controller.view.subviews.compactMap { $0 as? UIActivityIndicatorView }.first!
        #expect(spinner.isAnimating)
        let bodies = stage.graph.bodyEvaluationCount
        // The turn starts at the first display frame; then a frame every eighth of a second.
        stage.host.advance(by: 1.0 / 60)
        var frames: [String] = []
        for _ in 0..<4 {
            frames.append(stage.text.components(separatedBy: "\n")[0])
            stage.host.advance(by: 1.0 / 8)
        }
        #expect(frames == ["    ⣾", "    ⣽", "    ⣻", "    ⢿"])
        // A turn changes the spinner's cell and no other.
        let before = stage.host.render()
        stage.host.advance(by: 1.0 / 8)
        let after = stage.host.render()
        var changed: [String] = []
        for row in 0..<before.rows {
            for column in 0..<before.columns where before[column, row] != after[column, row] { changed.append("\(column),\(row)") }
        }
        #expect(changed == ["4,0"])
        #expect(stage.graph.bodyEvaluationCount == bodies, "turning evaluates no body")
        // Off screen the spinner stops asking for frames.
        stage.controller.view.removeFromSuperview()
        #expect(!spinner.isTurning)
    }
}
