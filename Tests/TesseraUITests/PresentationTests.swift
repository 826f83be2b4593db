import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import TesseraUI

/// What the presented views report, in order.
@MainActor
private final class PresentationLog {
    var events: [String] = []
}

/// A sheet whose content counts its own taps (state that lives as long as the sheet) and
/// dismisses itself through the environment.
private struct Editor: View {
    let title: String
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented

    var body: some View {
        VStack(spacing: 0) {
            Text("\(title) \(taps) \(isPresented ? "presented" : "inline")")
            Button("Tap") { taps += 1 }
            Button("Done") { dismiss() }
        }
    }
}

private struct SheetHost: View {
    let log: PresentationLog
    @State private var showing = false
    @State private var name = "Ada"
    var fullScreen = false

    var body: some View {
        VStack(spacing: 0) {
            Text(showing ? "showing" : "hidden")
            Button("Show") { showing = true }
            Button("Rename") { name = "Grace" }
        }
        .sheet(isPresented: fullScreen ? .constant(false) : $showing, onDismiss: { log.events.append("onDismiss") }) {
            Editor(title: name)
        }
        .fullScreenCover(isPresented: fullScreen ? $showing : .constant(false)) {
            Editor(title: "Cover")
        }
    }
}

private struct Person: Identifiable {
    let id: Int
    let name: String
}

private struct ItemSheetHost: View {
    @State private var person: Person?

    var body: some View {
        VStack(spacing: 0) {
            Text(person?.name ?? "nobody")
            Button("Pick Ada") { person = Person(id: 1, name: "Ada") }
        }
        .sheet(item: $person) { person in
            VStack(spacing: 0) {
                Editor(title: person.name)
                Button("Next") { self.person = Person(id: 2, name: "Grace") }
            }
        }
    }
}

private struct AlertHost: View {
    let log: PresentationLog
    @State var asking = false
    var dialog = false

    var body: some View {
        VStack(spacing: 0) {
            Text(asking ? "asking" : "quiet")
            Button("Ask") { asking = true }
        }
        .alert("Remove Ada?", isPresented: dialog ? .constant(false) : $asking) {
            Button("Delete", role: .destructive) { log.events.append("delete") }
            Button("Keep", role: .cancel) { log.events.append("keep") }
        } message: {
            Text("This cannot be undone.")
        }
        .confirmationDialog("Share", isPresented: dialog ? $asking : .constant(false)) {
            Button("Copy") { log.events.append("copy") }
        }
    }
}

/// `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and `.confirmationDialog`: presented
/// from the view's hosting controller after the update that set their condition, dismissed
/// when it clears, and clearing it when the person (or `dismiss`) ends them.
@MainActor
@Suite("Presentation")
struct PresentationTests {
    /// Runs the pending updates of the stage and of what it presents, and plays the
    /// presentation animations to their end.
    private func settle<C>(_ stage: Stage<C>) {
        stage.flush()
        stage.host.settle()
        var presented = stage.controller.presentedViewController
        while let controller = presented {
            controller.view.setNeedsLayout()
            controller.view.layoutIfNeeded()
            presented = controller.presentedViewController
        }
        stage.host.settle()
    }

    @Test func aSheetShowsItsContentAndDismissClearsTheBinding() throws {
        let log = PresentationLog()
        let stage = Stage(SheetHost(log: log), columns: 30, rows: 8)
        stage.tap(label: "Show")
        settle(stage)
        let sheet = try #require(stage.controller.presentedViewController as? _PresentedHostingController)
        #expect(sheet.modalPresentationStyle == .automatic)
        #expect(stage.host.text.contains("Ada 0 presented"))
        #expect(stage.labels.first == "showing")

        // The sheet's own state lasts while it is shown; the parent's changes reach it.
        #expect(stage.host.tap(text: "Tap"))
        settle(stage)
        #expect(stage.host.text.contains("Ada 1 presented"))

        #expect(stage.host.tap(text: "Done"))
        settle(stage)
        #expect(stage.controller.presentedViewController == nil)
        #expect(stage.labels.first == "hidden")
        #expect(log.events == ["onDismiss"])

        // Shown again, it starts afresh.
        stage.tap(label: "Show")
        settle(stage)
        #expect(stage.host.text.contains("Ada 0 presented"))
    }

    @Test func aDismissalFromUIKitsSideClearsTheBinding() throws {
        let log = PresentationLog()
        let stage = Stage(SheetHost(log: log), columns: 30, rows: 8)
        stage.tap(label: "Show")
        settle(stage)
        let sheet = try #require(stage.controller.presentedViewController as? _PresentedHostingController)
        sheet.dismiss(animated: true)
        settle(stage)
        #expect(stage.controller.presentedViewController == nil)
        #expect(stage.labels.first == "hidden", "a dismissal from UIKit's side clears the binding")
        #expect(log.events == ["onDismiss"])
    }

    @Test func aFullScreenCoverCoversTheScreen() throws {
        let stage = Stage(SheetHost(log: PresentationLog(), fullScreen: true), columns: 30, rows: 8)
        stage.tap(label: "Show")
        settle(stage)
        let cover = try #require(stage.controller.presentedViewController as? _PresentedHostingController)
        #expect(cover.modalPresentationStyle == .fullScreen)
        #expect(stage.host.text.contains("Cover 0 presented"))
        #expect(!stage.host.text.contains("showing"), "nothing of the presenter shows")
    }

    @Test func anItemSheetFollowsItsItem() throws {
        let stage = Stage(ItemSheetHost(), columns: 30, rows: 8)
        settle(stage)
        #expect(stage.controller.presentedViewController == nil)
        stage.tap(label: "Pick Ada")
        settle(stage)
        let first = try #require(stage.controller.presentedViewController)
        #expect(stage.host.text.contains("Ada 0 presented"))
        // Another item: the sheet is replaced, not refilled.
        #expect(stage.host.tap(text: "Next"))
        settle(stage)
        let second = try #require(stage.controller.presentedViewController)
        #expect(second !== first)
        #expect(stage.host.text.contains("Grace 0 presented"))
        // Done clears the item.
        #expect(stage.host.tap(text: "Done"))
        settle(stage)
        #expect(stage.controller.presentedViewController == nil)
        #expect(stage.labels.first == "nobody")
    }

    @Test func anAlertListsItsButtonsAndAnyButtonEndsIt() throws {
        let log = PresentationLog()
        let stage = Stage(AlertHost(log: log), columns: 40, rows: 12)
        stage.tap(label: "Ask")
        settle(stage)
        let alert = try #require(stage.controller.presentedViewController as? UIAlertController)
        #expect(alert.title == "Remove Ada?")
        #expect(alert.message == "This cannot be undone.")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Delete", "Keep"])
        #expect(alert.actions.map(\.style) == [.destructive, .cancel])
        #expect(stage.host.tap(text: "Delete"))
        settle(stage)
        #expect(log.events == ["delete"])
        #expect(stage.controller.presentedViewController == nil)
        #expect(stage.labels.first == "quiet")
    }

    @Test func aConfirmationDialogIsAnActionSheetWithCancel() throws {
        let log = PresentationLog()
        let stage = Stage(AlertHost(log: log, dialog: true), columns: 40, rows: 12)
        stage.tap(label: "Ask")
        settle(stage)
        let sheet = try #require(stage.controller.presentedViewController as? UIAlertController)
        #expect(sheet.preferredStyle == .actionSheet)
        #expect(sheet.title == nil, "automatic title visibility hides it")
        #expect(sheet.actions.map(\.title) == ["Copy", "Cancel"])
        #expect(stage.host.tap(text: "Cancel"))
        settle(stage)
        #expect(log.events.isEmpty)
        #expect(stage.labels.first == "quiet")
    }
}
