import CTesseraRuntime
import Foundation

/// Catches UIKit calls made off the main thread, as Xcode's Main Thread Checker does.
///
/// Swift 6 code is checked by the compiler (UIKit types are `@MainActor`); book-era code in
/// Swift 5 mode can still reach a view from a background queue. The view tree's mutating
/// entry points call ``check(_:)``, which raises a report through ``UIKitException/handler``
/// with the checker's message, e.g.
/// `Main Thread Checker: UI API called on a background thread: -[UIView setNeedsLayout]`.
///
/// "Main" means the main thread or the main dispatch queue, which the main actor runs on: on
/// Linux a process that parks its main thread in `dispatchMain()` has the main queue served by
/// a worker thread.
enum MainThreadChecker {
    @inline(__always)
    static func check(_ api: @autoclosure () -> String) {
        if !isOnMain { report(api()) }
    }

    /// Whether the caller runs on the main thread or the main queue.
    static var isOnMain: Bool {
        tessera_isMainThread() != 0 || DispatchQueue.getSpecific(key: mainQueueKey) != nil
    }

    /// A key set on the main queue only.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    private static func report(_ api: String) {
        UIKitException(
            name: "MainThreadChecker",
            reason: "Main Thread Checker: UI API called on a background thread: \(api)"
        ).raise()
    }
}
