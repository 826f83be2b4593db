import Foundation

/// Whether code runs where the main actor does: the main thread, or the main dispatch queue,
/// which on Linux a worker thread serves while the main thread is parked in `dispatchMain()`
/// (so `Thread.isMainThread` alone says no there).
enum _MainQueue {
    static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) != nil
    }

    /// A key set on the main queue only.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()
}
