import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// What the representables were asked to do, in order.
@MainActor
private final class RepresentableLog {
    var events: [String] = []
}

/// A UIKit label showing a count, whose coordinator counts taps on a UIKit button.
private struct CountLabel: UIViewRepresentable {
    let count: Int
    let log: RepresentableLog
    @Binding var tapped: Int

    final class Coordinator {
        var tapped: Binding<Int>
        init(tapped: Binding<Int>) { self.tapped = tapped }
    }

    func makeCoordinator() -> Coordinator {
        log.events.append("makeCoordinator")
        return Coordinator(tapped: $tapped)
    }

    func makeUIView(context: Context) -> UILabel {
        log.events.append("make")
        return UILabel()
    }

    func updateUIView(_ uiView: UILabel, context: Context) {
        log.events.append("update \(count)")
        uiView.text = "n=\(count)"
        context.coordinator.tapped = $tapped
    }

    static func dismantleUIView(_ uiView: UILabel, coordinator: Coordinator) {
        uiView.text = "dismantled"
    }
}

/// A UIKit view with no intrinsic size: it takes what it is offered.
private struct Panel: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemRed
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

private struct RepresentableHost: View {
    let log: RepresentableLog
    @State private var count = 0
    @State private var shown = true
    @State private var tapped = 0

    var body: some View {
        VStack(spacing: 0) {
            if shown { CountLabel(count: count, log: log, tapped: $tapped) }
            Button("More") { count += 1 }
            Button("Hide") { shown = false }
            Text("unrelated \(tapped)")
        }
    }
}

/// A controller that logs its life cycle.
private final class LoggingViewController: UIViewController {
    let log: RepresentableLog
    init(log: RepresentableLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not made from archives") }

    override func loadView() {
        let label = UILabel()
        label.text = "controller"
        view = label
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.events.append("viewDidAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.events.append("viewDidDisappear")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log.events.append(parent == nil ? "didMove(nil)" : "didMove(parent)")
    }
}

private struct ControllerView: UIViewControllerRepresentable {
    let log: RepresentableLog

    func makeUIViewController(context: Context) -> LoggingViewController {
        log.events.append("makeController")
        return LoggingViewController(log: log)
    }

    func updateUIViewController(_ uiViewController: LoggingViewController, context: Context) {
        log.events.append("updateController")
    }

    static func dismantleUIViewController(_ uiViewController: LoggingViewController, coordinator: Void) {
        uiViewController.log.events.append("dismantleController")
    }
}

private struct ControllerHost: View {
    let log: RepresentableLog
    @State private var shown = true

    var body: some View {
        VStack(spacing: 0) {
            if shown { ControllerView(log: log) }
            Button("Hide") { shown = false }
        }
    }
}

/// UIKit inside SwiftUI: `UIViewRepresentable` and `UIViewControllerRepresentable` make their
/// view or controller once per identity, update it with the representable, size it as
/// SwiftUI does and dismantle it when the identity ends.
@MainActor
@Suite("Representables")
struct RepresentableTests {
    @Test func aRepresentedViewIsMadeOnceUpdatedWithItsValueAndDismantledAtItsEnd() throws {
        let log = RepresentableLog()
        let stage = Stage(RepresentableHost(log: log), columns: 20, rows: 5)
        expectScreen(stage.text, "\n         n=0\n        More\n        Hide\n     unrelated 0")
        #expect(log.events == ["makeCoordinator", "make", "update 0"])
        let label = try #require(stage.controller.view.subviews.first as? UILabel)

        stage.tap(label: "More")
        #expect(stage.text.contains("n=1"))
        #expect(log.events == ["makeCoordinator", "make", "update 0", "update 1"])
        #expect(stage.controller.view.subviews.first === label, "the same UIKit view")

        stage.tap(label: "Hide")
        _ = stage.text
        #expect(label.text == "dismantled")
        #expect(label.superview == nil)
        #expect(log.events.count == 4)
    }

    @Test func representedViewsAreSizedAsSwiftUISizesThem() {
        // A label keeps its intrinsic size; a view without one takes what it is offered.
        let stage = Stage(
            VStack(spacing: 0) {
                CountLabel(count: 7, log: RepresentableLog(), tapped: .constant(0))
                Panel()
            }, columns: 10, rows: 3)
        #expect(stage.frames == ["38.5,0 33×22", "0,22 110×44"])
    }

    @Test func aRepresentedControllerIsAChildOfTheHostingController() throws {
        let log = RepresentableLog()
        let stage = Stage(ControllerHost(log: log), columns: 20, rows: 4)
        #expect(stage.text.contains("controller"))
        let child = try #require(stage.controller.children.first as? LoggingViewController)
        #expect(child.parent === stage.controller)
        // It appears with the hosting controller, which was appearing when it was made.
        #expect(log.events == ["makeController", "didMove(parent)", "updateController", "viewWillAppear", "viewDidAppear"])
        stage.tap(label: "Hide")
        #expect(!stage.text.contains("controller"))
        #expect(stage.controller.children.isEmpty)
        #expect(log.events.suffix(3) == ["dismantleController", "viewDidDisappear", "didMove(nil)"])
    }
}
