import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// `deselectRow(at:animated:)` and `selectRow(at:animated:scrollPosition:)`: animated, the
/// selected look cross-fades into the new one on the window's clock; otherwise it changes at once.
@MainActor
@Suite("Table selection animations")
struct TableSelectionAnimationTests {
    private let row = IndexPath(row: 1, section: 0)

    /// The background of the cell at the middle of the row `model` shows as `id`.
    private func background(of id: String, in model: ModelTable) -> CellColor {
        let canvas = model.host.render()
        let lineIndex = canvas.text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(id) } ?? 0
        return canvas[20, lineIndex].background
    }

    @Test func anAnimatedDeselectFadesTheHighlightOut() {
        let model = ModelTable(sections: [["Alpha", "Bravo", "Charlie"]])
        model.table.selectRow(at: row, animated: false, scrollPosition: .none)
        let selected = background(of: "Bravo", in: model)
        let plain = background(of: "Alpha", in: model)
        #expect(selected == cellColor(.systemGray4))
        #expect(selected != plain)

        model.table.deselectRow(at: row, animated: true)
        #expect(model.table.indexPathForSelectedRow == nil)
        #expect(model.table.cellForRow(at: row)?.isSelected == false, "the model changes at once")
        #expect(background(of: "Bravo", in: model) == selected)
        model.host.advance(by: 0.15)
        let midway = background(of: "Bravo", in: model)
        #expect(midway != selected && midway != plain)
        model.host.settle()
        #expect(background(of: "Bravo", in: model) == plain)
    }

    @Test func anAnimatedSelectFadesTheHighlightIn() {
        let model = ModelTable(sections: [["Alpha", "Bravo", "Charlie"]])
        let plain = background(of: "Bravo", in: model)
        model.table.selectRow(at: row, animated: true, scrollPosition: .none)
        #expect(background(of: "Bravo", in: model) == plain)
        model.host.settle()
        #expect(background(of: "Bravo", in: model) == cellColor(.systemGray4))
    }

    @Test func aDeselectWithoutAnimationIsImmediate() {
        let model = ModelTable(sections: [["Alpha", "Bravo", "Charlie"]])
        let plain = background(of: "Bravo", in: model)
        model.table.selectRow(at: row, animated: false, scrollPosition: .none)
        #expect(background(of: "Bravo", in: model) != plain)
        model.table.deselectRow(at: row, animated: false)
        #expect(background(of: "Bravo", in: model) == plain)
        #expect(!model.host.window.animationClock.isAnimating)
    }
}
