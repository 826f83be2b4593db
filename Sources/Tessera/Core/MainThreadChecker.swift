import Foundation

/// Catches UIKit calls made off the main thread, as Xcode's Main Thread Checker does.
///
/// Swift 6 code is checked by the compiler (UIKit types are `@MainActor`); book-era code in
/// Swift 5 mode can still reach a view from a background queue. The view tree's mutating
/// entry points call ``check(_:)``, which raises a report through ``UIKitException/handler``
/// with the checker's message, e.g.
/// `Main Thread Checker: UI API called on a background thread: -[UIView setNeedsLayout]`.
package enum MainThreadChecker {
    @inline(__always)
    package static func check(_ api: @autoclosure () -> String) {
        if !Thread.isMainThread {
            report(api())
        }
    }

    private static func report(_ api: String) {
        UIKitException(
            name: "MainThreadChecker",
            reason: "Main Thread Checker: UI API called on a background thread: \(api)"
        ).raise()
    }
}
