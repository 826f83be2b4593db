import Foundation

extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)`; the object is the app.
    nonisolated public static let didFinishLaunchingNotification =
        NSNotification.Name("UIApplicationDidFinishLaunchingNotification")

    /// Posted when the app becomes active; the object is the app.
    nonisolated public static let didBecomeActiveNotification =
        NSNotification.Name("UIApplicationDidBecomeActiveNotification")

    /// Posted when the app is about to stop being active (in a terminal: Ctrl-Z or quitting).
    nonisolated public static let willResignActiveNotification =
        NSNotification.Name("UIApplicationWillResignActiveNotification")

    /// Posted when the app enters the background (in a terminal: suspended or quitting).
    nonisolated public static let didEnterBackgroundNotification =
        NSNotification.Name("UIApplicationDidEnterBackgroundNotification")

    /// Posted when the app is about to leave the background (in a terminal: `fg`).
    nonisolated public static let willEnterForegroundNotification =
        NSNotification.Name("UIApplicationWillEnterForegroundNotification")

    /// Posted when the app is about to terminate, after `applicationWillTerminate(_:)`.
    nonisolated public static let willTerminateNotification =
        NSNotification.Name("UIApplicationWillTerminateNotification")
}
