import Testing
@testable import Cassowary
import TesseraTestSupport

/// The tableau's own storage: growable buffers it frees itself, and the list store whose
/// spans move as lists grow and are reused once freed.
@Suite struct BufferStorageTests {
    @Test func buffersGrowKeepingTheirElementsAndCopiesAreIndependent() {
        var buffer = _Buffer<Int32>()
        defer { buffer.deallocate() }
        for value in 0..<1_000 { buffer.append(Int32(value)) }
        #expect(buffer.count == 1_000 && buffer.capacity >= 1_000)
        #expect(Array(buffer) == (0..<1_000).map { Int32($0) })
        buffer.removeLast(990)
        #expect(buffer.popLast() == 9 && buffer.count == 9)
        let copy = buffer.copy()
        defer { copy.deallocate() }
        buffer[0] = -1
        #expect(copy[0] == 0 && buffer[0] == -1)
        let capacity = buffer.capacity
        buffer.removeAll()
        #expect(buffer.isEmpty && buffer.capacity == capacity)
        buffer.append(repeating: 7, count: 3)
        #expect(Array(buffer) == [7, 7, 7])
    }

    /// Lists grown, shrunk and swapped at random (spans moving and being reused as they grow)
    /// hold what an array per list holds.
    @Test(arguments: [1, 2, 3])
    func listsMatchSeparateArraysAndReuseFreedSpans(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var store = _ListStore(filler: _Term(symbol: -1, columnSlot: -1, coefficient: 0))
        defer { store.deallocate() }
        var model: [[Int32]] = []
        for step in 0..<20_000 {
            if model.count < 40 || random.next() % 50 == 0 {
                store.appendList()
                model.append([])
            }
            let owner = Int(random.next() % UInt64(model.count))
            switch random.next() % 10 {
            case 0..<6:
                let value = Int32(step)
                store.append(_Term(symbol: value, columnSlot: 0, coefficient: Double(value)), to: owner)
                model[owner].append(value)
            case 6..<9:
                while !model[owner].isEmpty && random.next() % 3 != 0 {
                    store.removeLast(from: owner)
                    model[owner].removeLast()
                }
            default:
                let other = Int(random.next() % UInt64(model.count))
                store.swapLists(owner, other)
                model.swapAt(owner, other)
            }
        }
        for owner in model.indices {
            #expect(store[owner].map(\.symbol) == model[owner])
            #expect(store.last(of: owner)?.symbol == model[owner].last)
        }
    }

    @Test func aFreedSpanIsTheNextSpanOfItsSize() {
        var store = _ListStore(filler: _ColumnEntry(row: -1, termSlot: -1, coefficient: 0))
        defer { store.deallocate() }
        store.appendList()
        store.appendList()
        for row in 0..<5 { store.append(_ColumnEntry(row: Int32(row), termSlot: 0, coefficient: 1), to: 0) }
        let grown = store.storageCount  // list 0 moved from a span of 4 to one of 8
        for row in 0..<4 { store.append(_ColumnEntry(row: Int32(10 + row), termSlot: 0, coefficient: 1), to: 1) }
        #expect(store.storageCount == grown)  // list 1 took the span list 0 left
        #expect(store[0].map(\.row) == [0, 1, 2, 3, 4])
        #expect(store[1].map(\.row) == [10, 11, 12, 13])
    }

    /// The edit plan's value buffer outlives plans: after constraints come and go between
    /// resize sweeps, every frame still gives the closed-form layout.
    @Test func editPlansRebuiltAcrossChangesGiveTheClosedFormLayout() throws {
        let scenario = UILayoutScenario(kind: .chain, viewCount: 2)
        let solver = Solver()
        for constraint in scenario.constraints { try solver.addConstraint(constraint) }
        try solver.addEditVariable(scenario.containerWidth, strength: UILayoutScenario.editStrength)
        var plans = 0
        for round in 0..<3 {
            for frame in 0..<1_000 {
                let step = frame % 1_000
                let width = step < 500 ? 320 + 2 * Double(step) : 1_318 - 2 * Double(step - 500)
                try solver.suggestValue(width, for: scenario.containerWidth)
                solver.updateVariables()
                if solver.tableau.editPlan != nil { plans += 1 }
                #expect(scenario.mismatches(in: solver, containerWidth: width) == 0, "round \(round) frame \(frame)")
            }
            let constraint = scenario.compressionResistance[round % scenario.compressionResistance.count]
            try solver.removeConstraint(constraint)
            try solver.addConstraint(constraint)
        }
        #expect(plans > 2_900)  // all but the frames where views change shape
        #expect(solver.tableau.invariantViolations().isEmpty)
    }
}
