import Dispatch

/// Waits until the main queue has run everything queued on it before this call.
///
/// Photos decoded on a background queue reach the list through `DispatchQueue.main.async`;
/// after the decoding queue has drained, this lets those deliveries run, in order, without
/// waiting for time to pass.
@MainActor
func drainMainQueue() async {
    await withCheckedContinuation { continuation in
        DispatchQueue.main.async { continuation.resume() }
    }
}

/// Waits for everything `queue` was given so far, then for the main queue's deliveries.
@MainActor
func drain(_ queue: DispatchQueue) async {
    queue.sync {}
    await drainMainQueue()
}
