/// The diff behind the diffable data sources, reachable from the Benchmarks package.
///
/// The benchmarks build in release, where `@testable import` is not available, so they reach
/// ``_SnapshotDiff`` through this one SPI entry point: `@_spi(Benchmarks) import Tessera`.
/// It is not API.
@_spi(Benchmarks) public enum _DiffBenchmarkEntry {
    /// Diffs two single-section snapshots with ``_SnapshotDiff`` and counts the changes of
    /// the batch, so that the optimiser cannot drop the work.
    ///
    /// - Parameters:
    ///   - old: The items before the update, unique.
    ///   - new: The items after the update, unique.
    /// - Returns: The number of item deletes, inserts and moves recorded.
    /// - Complexity: O(`old.count` + `new.count`) expected.
    @_spi(Benchmarks) public static func changeCount<T: Hashable>(from old: [T], to new: [T]) -> Int {
        let batch = _SnapshotDiff<Int, T>.batch(fromSections: [0], items: [old], toSections: [0], items: [new])
        return batch.deletedItems.count + batch.insertedItems.count + batch.itemMoves.count
    }
}
