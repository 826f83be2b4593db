import Foundation

extension UIScene {
    /// Posted after a scene connects to the app; the object is the scene.
    nonisolated public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")

    /// Posted after a scene is removed from the app; the object is the scene.
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")

    /// Posted when a scene becomes active and responds to user events; the object is the scene.
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")

    /// Posted when a scene is about to resign the active state; the object is the scene.
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")

    /// Posted when a scene is about to come to the foreground; the object is the scene.
    nonisolated public static let willEnterForegroundNotification =
        NSNotification.Name("UISceneWillEnterForegroundNotification")

    /// Posted when a scene has entered the background; the object is the scene.
    nonisolated public static let didEnterBackgroundNotification =
        NSNotification.Name("UISceneDidEnterBackgroundNotification")
}
