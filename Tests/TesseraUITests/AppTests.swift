import Observation
import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

private struct Greeting: View {
    @Binding var name: String

    var body: some View {
        VStack {
            Text("Hello, \(name)")
            Button("Rename") { name = "Ada" }
        }
    }
}

/// An app whose own state feeds its window's content.
private struct GreetingApp: App {
    @State private var name = "World"

    var body: some Scene {
        WindowGroup {
            Greeting(name: $name)
        }
    }
}

private struct PhaseView: View {
    @Environment(\.scenePhase) private var phase

    var body: some View {
        Text("\(phase)")
    }
}

private struct PhaseApp: App {
    var body: some Scene {
        WindowGroup { PhaseView() }
    }
}

@MainActor
@Suite("Apps")
struct AppTests {
    @Test func anAppLaunchesItsWindowGroupInTheScenesWindowAndKeepsItsState() {
        _AppLaunch.app = GreetingApp()
        let application = ApplicationLauncher.start(delegateType: _AppDelegate.self)
        let window = application.windows.first { $0.isKeyWindow }!
        #expect(window.rootViewController is UIHostingController<_AppRootView>)
        #expect(window.windowScene != nil)
        let host = HeadlessHost(window: window, columns: 13, rows: 2)
        expectScreen(host.text, " Hello, World\n    Rename")
        host.tap(at: CGPoint(x: 66, y: 33))
        expectScreen(host.text, "  Hello, Ada\n    Rename")
    }

    @Test func theScenePhaseFollowsTheScene() {
        _AppLaunch.app = PhaseApp()
        let application = ApplicationLauncher.start(delegateType: _AppDelegate.self)
        let window = application.windows.first { $0.isKeyWindow }!
        let host = HeadlessHost(window: window, columns: 10, rows: 1)
        expectScreen(host.text, "  active")
        application.enterBackground()
        expectScreen(host.text, "background")
        application.enterForeground()
        expectScreen(host.text, "  active")
    }

    @Test func mainFindsTheDelegateByName() {
        #expect(_typeByName(_typeName(_AppDelegate.self, qualified: true)) == _AppDelegate.self)
    }
}
