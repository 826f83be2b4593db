import Foundation

/// The batch a list is recording, and how deeply its update blocks are nested.
///
/// `beginUpdates()` / `endUpdates()` and `performBatchUpdates(_:completion:)` open and close
/// blocks; only the outermost block opens a batch and only its closing hands the batch back,
/// so nested blocks are one batch, as in UIKit. A change made while no block is open is not
/// recorded: the list applies it alone, as a batch of one (see ``_BatchUpdating``).
struct _BatchRecorder: Sendable {
    /// The open batch; `nil` outside any block.
    private var batch: _ListBatch?
    /// How many blocks are open.
    private var depth = 0

    init() {}

    /// Whether a block is open.
    var isOpen: Bool { depth > 0 }

    /// Opens a block; the outermost one starts an empty batch.
    /// - Complexity: O(1).
    mutating func open() {
        if depth == 0 { batch = _ListBatch() }
        depth += 1
    }

    /// Closes a block. Returns the batch when the outermost block closes (the recorder is
    /// then closed before the caller applies it), `nil` otherwise or when no block is open.
    /// - Complexity: O(1).
    mutating func close() -> _ListBatch? {
        guard depth > 0 else { return nil }
        depth -= 1
        guard depth == 0, let batch else { return nil }
        self.batch = nil
        return batch
    }

    /// Adds a change to the open batch. Returns `false`, recording nothing, when no block is
    /// open.
    /// - Complexity: O(1) plus the change's own cost.
    mutating func record(_ change: (inout _ListBatch) -> Void) -> Bool {
        guard batch != nil else { return false }
        change(&batch!)
        return true
    }
}
