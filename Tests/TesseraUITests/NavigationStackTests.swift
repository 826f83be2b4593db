import Testing
import TesseraTestSupport
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

@Observable @MainActor
private final class Router {
    var path: [Int] = []
}

private struct Contacts: View {
    @Bindable var router: Router

    var body: some View {
        NavigationStack(path: $router.path) {
            List(0..<20, id: \.self) { number in
                NavigationLink("Contact \(number)", value: number)
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Int.self) { number in
                Text("Detail \(number)").navigationTitle("C\(number)")
            }
        }
    }
}

@MainActor
struct NavigationStackTests {
    private func navigationController(_ stage: Stage<some View>) -> UINavigationController {
        stage.controller.children.compactMap { $0 as? UINavigationController }.first!
    }

    @Test func theRootIsAPageWithItsTitleAndLinkRowsShowADisclosureIndicator() {
        let stage = Stage(Contacts(router: Router()), columns: 30, rows: 6)
        stage.flush()
        expectScreen(stage.host.text, """
                       Contacts
            ──────────────────────────────
             Contact 0                  ›┃
             ─────────────────────────────
             Contact 1                  ›
             ─────────────────────────────
            """, ignoringTrailingBlanks: true)
    }

    @Test func aTappedLinkPushesItsValuesDestinationAndBackPopsThePath() {
        let router = Router()
        let stage = Stage(Contacts(router: router), columns: 30, rows: 6)
        stage.flush()
        let table = navigationController(stage).topViewController?.view.subviews.first as? UITableView
        guard let table, let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) else {
            Issue.record("No list")
            return
        }
        stage.host.tap(cell)
        #expect(router.path == [1])
        stage.flush()
        stage.host.settle()
        #expect(navigationController(stage).viewControllers.count == 2)
        #expect(navigationController(stage).topViewController?.navigationItem.title == "C1")
        #expect(stage.host.text.contains("Detail 1"))
        navigationController(stage).popViewController(animated: false)
        stage.flush()
        #expect(router.path == [])
    }

    @Test func settingThePathPushesAndPopsPages() {
        let router = Router()
        let stage = Stage(Contacts(router: router), columns: 30, rows: 6)
        stage.flush()
        router.path = [4, 7]
        stage.flush()
        stage.host.settle()
        #expect(navigationController(stage).viewControllers.map { $0.navigationItem.title } == ["Contacts", "C4", "C7"])
        router.path = [4]
        stage.flush()
        stage.host.settle()
        #expect(navigationController(stage).viewControllers.map { $0.navigationItem.title } == ["Contacts", "C4"])
        #expect(stage.host.text.contains("Detail 4"))
    }
}
