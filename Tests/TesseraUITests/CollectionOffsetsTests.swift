import Foundation
import Testing
@testable import TesseraUI

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as `onDelete` and `onMove` hand
/// their offsets to them, checked against the plain definitions.
@Suite("Collection offsets")
struct CollectionOffsetsTests {
    /// A small deterministic generator, so every run checks the same cases.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state
        }
    }

    @Test func removeAtOffsetsRemovesEveryRunOfOffsets() {
        var numbers = Array(0..<10)
        numbers.remove(atOffsets: IndexSet([0, 1, 4, 5, 6, 9]))
        #expect(numbers == [2, 3, 7, 8])
        var letters = ContiguousArray("abcdef")
        letters.remove(atOffsets: IndexSet(integersIn: 2..<6))
        #expect(String(letters) == "ab")
        var untouched = [1, 2, 3]
        untouched.remove(atOffsets: IndexSet())
        #expect(untouched == [1, 2, 3])
    }

    @Test func removeAtOffsetsMatchesFilteringTheOffsetsOut() {
        var generator = Generator(state: 7)
        for _ in 0..<200 {
            let count = Int.random(in: 0...40, using: &generator)
            let offsets = IndexSet((0..<count).filter { _ in Bool.random(using: &generator) })
            var numbers = Array(0..<count)
            numbers.remove(atOffsets: offsets)
            #expect(numbers == (0..<count).filter { !offsets.contains($0) })
        }
    }
}
