@testable import Tessera
import Foundation

/// `IndexPath(row: row, section: section)`, short for the many literals in these tests.
func listPath(_ section: Int, _ row: Int) -> IndexPath { IndexPath(row: row, section: section) }

/// UIKit's `NSIndexPath` description in Tessera's address-free form.
func describedPath(_ section: Int, _ row: Int) -> String {
    "<NSIndexPath> {length = 2, path = \(section) - \(row)}"
}

/// The reason of the exception `batch` raises, or `nil` if it is valid.
func failureReason(
    _ batch: _ListBatch, old: [Int], new: [Int], kind: _ListKind = .table
) -> String? {
    switch _ListUpdate.validate(batch, oldCounts: old, newCounts: new, kind: kind) {
    case .success: nil
    case .failure(let exception):
        exception.name == "NSInternalInconsistencyException" ? exception.reason : "unexpected \(exception.name)"
    }
}

/// The validated update of `batch`, or `nil` (with the reason recorded) if it is invalid.
func validUpdate(_ batch: _ListBatch, old: [Int], new: [Int], kind: _ListKind = .table) -> _ListUpdate? {
    try? _ListUpdate.validate(batch, oldCounts: old, newCounts: new, kind: kind).get()
}

/// Builds a batch with a closure, as the calls inside `performBatchUpdates` would.
func batch(_ record: (inout _ListBatch) -> Void) -> _ListBatch {
    var batch = _ListBatch()
    record(&batch)
    return batch
}
