import Foundation

/// A list that records batch updates and applies them: `UITableView` and `UICollectionView`.
///
/// The recording, the nesting, the check against the data source's counts with UIKit's
/// messages and the recovery from a failed check are written once, in the extension; each
/// list supplies its counts and carries its own state (cells, heights, layout, selection)
/// across a validated ``_ListUpdate``.
///
/// The order of calls is UIKit's: the data source is asked for its counts only when the
/// outermost block closes (or a change made alone is applied), `numberOfSections` first,
/// then the rows (items) of every section in order; an inconsistent batch raises its
/// `NSInternalInconsistencyException` and the list reloads, so it never shows rows the data
/// source does not have.
@MainActor
protocol _BatchUpdating: AnyObject {
    /// The open batch and its nesting.
    var batchRecorder: _BatchRecorder { get set }
    /// The completions of `performBatchUpdates` blocks waiting for their batch to be applied
    /// and its animation to end.
    var batchCompletions: [(Bool) -> Void] { get set }
    /// Which words UIKit's messages use.
    var _listKind: _ListKind { get }
    /// Whether a batch with no change is still checked against the counts. UIKit's table
    /// checks it (and books rely on `beginUpdates()`/`endUpdates()` to remeasure rows); the
    /// collection view applies nothing.
    var _checksEmptyBatches: Bool { get }
    /// The rows (items) of every section as the list shows them, before an update.
    var _shownCounts: [Int] { get }
    /// Asks the data source for the rows (items) of every section; `nil` without a data
    /// source, in which case nothing is applied.
    func _countsFromDataSource() -> [Int]?
    /// Reads the data source's counts if the list has not yet.
    func loadIfNeeded()
    /// Carries the list's state across a validated update of `batch`.
    func _apply(_ update: _ListUpdate, of batch: _ListBatch)
    /// Reloads everything, after an inconsistent batch.
    func reloadData()
}

extension _BatchUpdating {
    /// Opens an update block (`beginUpdates()`, the start of `performBatchUpdates`).
    func _beginBatch() {
        loadIfNeeded()
        batchRecorder.open()
    }

    /// Closes an update block; the outermost one applies the batch.
    func _endBatch() {
        guard let batch = batchRecorder.close() else { return }
        _applyBatch(batch)
    }

    /// Runs `updates` as one batch; `completion` runs when the batch's animation ends, or at
    /// once, finished, when nothing animates (off screen, animations off, an inconsistent or
    /// empty batch).
    func _performBatch(_ updates: () -> Void, completion: ((Bool) -> Void)?) {
        _beginBatch()
        updates()
        if let completion { batchCompletions.append(completion) }
        _endBatch()
        // Still waiting when the outermost batch did not animate.
        guard !batchRecorder.isOpen, !batchCompletions.isEmpty else { return }
        for completion in takeBatchCompletions() { completion(true) }
    }

    /// The completions waiting for the batch being applied, which its animation now runs.
    func takeBatchCompletions() -> [(Bool) -> Void] {
        defer { batchCompletions.removeAll() }
        return batchCompletions
    }

    /// Adds a change to the open batch, or applies it alone.
    func record(_ change: (inout _ListBatch) -> Void) {
        if batchRecorder.record(change) { return }
        loadIfNeeded()
        var batch = _ListBatch()
        change(&batch)
        _applyBatch(batch)
    }

    /// Moves a row (item) the person moved (reordering, interactive movement): the data
    /// source already has it in place, so the counts follow the move instead of being asked.
    func applyMoveWithoutDataSource(from source: IndexPath, to destination: IndexPath) {
        var batch = _ListBatch()
        batch.moveItem(at: source, to: destination)
        let oldCounts = _shownCounts
        var newCounts = oldCounts
        newCounts[source.section] -= 1
        newCounts[destination.section] += 1
        // The moved view is already where the person put it: nothing to animate.
        if case .success(let update) = _ListUpdate.validate(batch, oldCounts: oldCounts, newCounts: newCounts, kind: _listKind) {
            UIView.performWithoutAnimation { _apply(update, of: batch) }
        }
    }

    /// Validates a batch against the data source's new counts and applies it.
    private func _applyBatch(_ batch: _ListBatch) {
        guard !batch.isEmpty || _checksEmptyBatches else { return }
        let oldCounts = _shownCounts
        guard let newCounts = _countsFromDataSource() else { return }
        switch _ListUpdate.validate(batch, oldCounts: oldCounts, newCounts: newCounts, kind: _listKind) {
        case .failure(let exception):
            exception.raise()
            reloadData()
        case .success(let update):
            _apply(update, of: batch)
        }
    }
}
