@_spi(TesseraUI) @testable import Tessera
import Foundation
import Testing

@Suite("Identifier table")
@MainActor
struct IdentifierTableTests {
    @Test func positionsFindEachCandidateOrMinusOne() {
        let table = _IdentifierTable(["a", "b", "c"])
        var found: [String] = []
        table.positions(of: ["b", "z", "a"]) { offset, position in found.append("\(offset):\(position)") }
        #expect(found == ["0:1", "1:-1", "2:0"])
    }

    @Test func firstDuplicateIsTheFirstIdentifierSeenAgain() {
        #expect(_IdentifierTable<Int>.firstDuplicate(in: []) == nil)
        #expect(_IdentifierTable.firstDuplicate(in: Array(0..<10_000)) == nil)
        #expect(_IdentifierTable.firstDuplicate(in: ["a", "b", "c", "b", "a"]) == "b")
        // Colliding hashes are told apart by ==: many identifiers, one repeat at the end.
        var many = (0..<50_000).map { "row \($0)" }
        many.append("row 31337")
        #expect(_IdentifierTable.firstDuplicate(in: many) == "row 31337")
    }

    @Test func tableViewFindsDuplicatesAcrossSectionsForEachSpecialisedType() {
        #expect(UITableView._firstDuplicate(in: [[1, 2], [3, 2]]) == 2)
        #expect(UITableView._firstDuplicate(in: [["x"], ["y"]]) == nil)
        let id = UUID()
        #expect(UITableView._firstDuplicate(in: [[id, UUID()], [id]]) == id)
        #expect(UITableView._firstDuplicate(in: [[AnyHashable(1), AnyHashable("1")], [AnyHashable(1)]]) == AnyHashable(1))
        // A type the table view does not specialise for takes the generic path.
        #expect(UITableView._firstDuplicate(in: [[1.5, 2.5, 1.5]]) == 1.5)
    }
}
