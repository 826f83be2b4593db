import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// A delegate that logs the display calls of a table, by the id the row had in the model.
@MainActor
private final class DisplayLog: NSObject, UITableViewDelegate {
    var events: [String] = []
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("end \(cell.textLabel?.text ?? "?") \(indexPath.section).\(indexPath.row)")
    }
}

/// Animated batch updates of a table: the model changes at once, rows play their
/// `RowAnimation` on the window's clock, leaving cells stay alive (and out of the reuse queue)
/// until the animation ends, and `performBatchUpdates`' completion comes after it.
@MainActor
@Suite("Table update animations")
struct TableUpdateAnimationTests {
    private func presentedFrame(_ view: UIView) -> CGRect { view.layer.presentation()!.frame }
    private func presentedAlpha(_ view: UIView) -> Float { view.layer.presentation()!.opacity }
    private func row(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }

    @Test func aDeletedRowFadesWhileTheRowsBelowSlideUpThenItsCellIsReused() {
        let model = ModelTable(sections: [["A", "B", "C", "D"]])
        let log = DisplayLog()
        model.table.delegate = log
        model.table.layoutIfNeeded()
        log.events.removeAll()
        let b = model.visibleCellsByID["B"]!, c = model.visibleCellsByID["C"]!
        model.source.sections[0].remove(at: 1)
        model.table.deleteRows(at: [row(1)], with: .fade)

        // The model is final at once; the screen still shows the old places.
        #expect(c.frame.minY == 44)
        #expect(presentedFrame(c).minY == 88)
        #expect(model.table.visibleCells.count == 3)
        #expect(model.table.indexPath(for: b) == nil)
        #expect(b.superview === model.table && !b.isHidden)
        #expect(b.alpha == 0 && presentedAlpha(b) == 1)
        #expect(log.events.isEmpty)

        model.host.advance(by: 0.15)
        #expect(presentedFrame(c).minY > 44 && presentedFrame(c).minY < 88)
        #expect(presentedAlpha(b) > 0 && presentedAlpha(b) < 1)
        // While B's cell leaves, a new row gets another cell.
        let made = ModelCell.made
        model.source.sections[0].append("E")
        model.table.insertRows(at: [row(3)], with: .none)
        #expect(model.visibleCellsByID["E"] !== b)
        #expect(ModelCell.made == made + 1)

        model.host.settle()
        #expect(log.events == ["end B 0.1"])
        #expect(b.isHidden && b.alpha == 1)
        #expect(presentedFrame(c).minY == 44)
        model.source.sections[0].append("F")
        model.table.insertRows(at: [row(4)], with: .none)
        #expect(model.visibleCellsByID["F"] === b)
    }

    @Test func eachRowAnimationStartsFromItsEdge() {
        let width: CGFloat = 440
        let cases: [(UITableView.RowAnimation, CGRect, Float)] = [
            (.fade, CGRect(x: 0, y: 44, width: width, height: 44), 0),
            (.automatic, CGRect(x: 0, y: 44, width: width, height: 44), 0),
            (.left, CGRect(x: -width, y: 44, width: width, height: 44), 1),
            (.right, CGRect(x: width, y: 44, width: width, height: 44), 1),
            (.top, CGRect(x: 0, y: 0, width: width, height: 44), 1),
            (.bottom, CGRect(x: 0, y: 88, width: width, height: 44), 1),
            (.middle, CGRect(x: 0, y: 66, width: width, height: 0), 1),
            (.none, CGRect(x: 0, y: 44, width: width, height: 44), 1),
        ]
        for (animation, start, alpha) in cases {
            let model = ModelTable(sections: [["A", "B"]])
            model.source.sections[0].insert("X", at: 1)
            model.table.insertRows(at: [row(1)], with: animation)
            let x = model.visibleCellsByID["X"]!
            #expect(x.frame == CGRect(x: 0, y: 44, width: width, height: 44), "\(animation)")
            #expect(presentedFrame(x) == start, "\(animation)")
            #expect(presentedAlpha(x) == alpha, "\(animation)")
            model.host.settle()
            #expect(presentedFrame(x) == x.frame, "\(animation)")
            #expect(presentedAlpha(x) == 1, "\(animation)")
        }
    }

    @Test func aDeletedRowSlidesTowardItsEdgeAndNoneRemovesItAtOnce() {
        let model = ModelTable(sections: [["A", "B", "C"]])
        let a = model.visibleCellsByID["A"]!, b = model.visibleCellsByID["B"]!
        model.source.sections[0].removeFirst(2)
        model.table.performBatchUpdates {
            model.table.deleteRows(at: [row(0)], with: .none)
            model.table.deleteRows(at: [row(1)], with: .right)
        }
        #expect(a.isHidden)
        #expect(!b.isHidden)
        model.host.advance(by: 0.3)
        #expect(presentedFrame(b).minX == 440)
        model.host.settle()
        #expect(b.isHidden)
    }

    @Test func theScreenPlaysTheUpdateFrameByFrame() {
        let model = ModelTable(sections: [["Alpha", "Bravo", "Charlie"]], columns: 12, rows: 6)
        model.source.sections[0].remove(at: 1)
        model.table.deleteRows(at: [row(1)], with: .left)
        var frames: [String] = []
        for _ in 0..<4 {
            frames.append(model.host.text)
            model.host.advance(by: 0.1)
        }
        // Bravo slides out to the left while Charlie moves up over its place.
        #expect(
            frames == [
                " Alpha\n ───────────\n Bravo\n ───────────\n Charlie\n ───────────",
                " Alpha\n ───────────\nravo\n─────────\n Charlie\n ───────────",
                " Alpha\n ───────────\n Charlie\n────────────\n\n",
                " Alpha\n ───────────\n Charlie\n ───────────\n\n",
            ])
    }

    @Test func batchCompletionComesAfterTheAnimation() {
        let model = ModelTable(sections: [["A", "B"]])
        var log: [String] = []
        model.table.performBatchUpdates({
            model.source.sections[0].insert("X", at: 0)
            model.table.insertRows(at: [row(0)], with: .top)
        }) { log.append("done \($0)") }
        #expect(log.isEmpty)
        model.host.advance(by: 0.2)
        #expect(log.isEmpty)
        model.host.advance(by: 0.15)
        #expect(log == ["done true"])
    }

    @Test func withoutAnimationTheUpdateAndItsCompletionHappenAtOnce() {
        let model = ModelTable(sections: [["A", "B"]])
        let b = model.visibleCellsByID["B"]!
        var log: [String] = []
        UIView.performWithoutAnimation {
            model.table.performBatchUpdates({
                model.source.sections[0].removeFirst()
                model.table.deleteRows(at: [row(0)], with: .fade)
            }) { log.append("done \($0)") }
        }
        #expect(log == ["done true"])
        #expect(presentedFrame(b).minY == 0)
        #expect(model.table.window!.animationClock.isAnimating == false)
    }

    @Test func aTableInNoWindowUpdatesAtOnce() {
        let source = ModelTableSource(sections: [["A", "B"]])
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 200, height: 200), style: .plain)
        table.rowHeight = 44
        table.register(ModelCell.self, forCellReuseIdentifier: ModelTableSource.identifier)
        table.dataSource = source
        table.layoutIfNeeded()
        var log: [Bool] = []
        table.performBatchUpdates({
            source.sections[0].removeFirst()
            table.deleteRows(at: [row(0)], with: .fade)
        }) { log.append($0) }
        #expect(log == [true])
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["B"])
    }

    @Test func reloadDataEndsTheAnimationUnfinished() {
        let model = ModelTable(sections: [["A", "B"]])
        let a = model.visibleCellsByID["A"]!
        var log: [Bool] = []
        model.table.performBatchUpdates({
            model.source.sections[0].removeFirst()
            model.table.deleteRows(at: [row(0)], with: .fade)
        }) { log.append($0) }
        model.host.advance(by: 0.1)
        model.table.reloadData()
        #expect(log == [false])
        #expect(a.isHidden && a.alpha == 1)
    }

    @Test func aReloadedRowCrossFadesFromItsOldCellToANewOne() {
        let model = ModelTable(sections: [["A", "B"]])
        let old = model.visibleCellsByID["B"]!
        model.source.sections[0][1] = "B2"
        model.table.reloadRows(at: [row(1)], with: .fade)
        let new = model.visibleCellsByID["B2"]!
        #expect(new !== old)
        #expect(!old.isHidden && presentedAlpha(old) == 1)
        #expect(presentedAlpha(new) == 0)
        model.host.settle()
        #expect(old.isHidden)
        #expect(presentedAlpha(new) == 1)
    }

    @Test func rowsPushedOutOfSightSlideOutBeforeTheirDisplayEnds() {
        let model = ModelTable(sections: [["A", "B", "C", "D", "E", "F"]])
        let log = DisplayLog()
        model.table.delegate = log
        model.table.layoutIfNeeded()
        log.events.removeAll()
        let e = model.visibleCellsByID["E"]!
        model.source.sections[0].insert("X", at: 0)
        model.table.insertRows(at: [row(0)], with: .fade)
        #expect(model.visibleCellsByID["E"] == nil)
        #expect(!e.isHidden)
        #expect(presentedFrame(e).minY == 176)
        #expect(log.events.isEmpty)
        model.host.settle()
        #expect(log.events == ["end E 0.5"])
        #expect(e.isHidden)
    }

    @Test func rowsThatComeIntoSightSlideInFromWhereTheyWere() {
        let model = ModelTable(sections: [["A", "B", "C", "D", "E", "F", "G"]])
        model.source.sections[0].removeFirst()
        model.table.deleteRows(at: [row(0)], with: .fade)
        let f = model.visibleCellsByID["F"]!
        #expect(f.frame.minY == 176)
        #expect(presentedFrame(f).minY == 220)
        model.host.settle()
        #expect(presentedFrame(f).minY == 176)
    }

    @Test func anEmptyBatchAnimatesRowsToTheirNewHeights() {
        let model = ModelTable(sections: [["A", "B"]])
        let b = model.visibleCellsByID["B"]!
        model.table.rowHeight = 88
        model.table.beginUpdates()
        model.table.endUpdates()
        #expect(b.frame.minY == 88)
        #expect(presentedFrame(b).minY == 44)
        model.host.settle()
        #expect(presentedFrame(b).minY == 88)
    }

    @Test func aDiffableApplyAnimatesWithTheDefaultRowAnimationAndCompletesAfterwards() {
        let model = DiffableTable()
        model.dataSource.apply(DiffableTable.snapshot([1, 2, 3]), animatingDifferences: false)
        model.table.layoutIfNeeded()
        model.dataSource.defaultRowAnimation = .left
        let one = model.cellsByItem[1]!
        var completed = 0
        model.dataSource.apply(DiffableTable.snapshot([2, 9, 3])) { completed += 1 }
        let nine = model.cellsByItem[9]!
        #expect(presentedFrame(nine).minX == -440)
        #expect(!one.isHidden)
        #expect(completed == 0)
        model.host.settle()
        #expect(completed == 1)
        #expect(one.isHidden)
        #expect(presentedFrame(nine).minX == 0)

        // Without animating differences the apply and its completion are immediate.
        model.dataSource.apply(DiffableTable.snapshot([3]), animatingDifferences: false) { completed += 1 }
        #expect(completed == 2)
        #expect(model.table.window!.animationClock.isAnimating == false)
    }

    @Test func aSecondUpdateMidwayContinuesFromWhereTheScreenIs() {
        let model = ModelTable(sections: [["A", "B", "C", "D"]])
        model.table.layoutIfNeeded()
        let c = model.visibleCellsByID["C"]!
        model.source.sections[0].removeFirst()
        model.table.deleteRows(at: [row(0)], with: .fade)
        model.host.advance(by: 0.15)
        let before = presentedFrame(c)
        #expect(before.minY > 44 && before.minY < 88)
        model.source.sections[0].removeFirst()
        model.table.deleteRows(at: [row(0)], with: .fade)
        #expect(presentedFrame(c) == before, "no jump")
        #expect(c.frame.minY == 0)
        model.host.settle()
        #expect(presentedFrame(c).minY == 0)
    }
}
