import Foundation

/// The app's transitions after launch, driven by a host: a terminal's Ctrl-Z and `fg`, and
/// quitting.
///
/// As in UIKit, an app with scenes hears of them through its scene delegates and an app
/// without scenes through its app delegate; the notifications of both are posted either way,
/// each right after its delegate call. `applicationState` changes between the `will…` and the
/// `did…` calls (it is `.active` in `applicationWillResignActive(_:)` and `.background` in
/// `applicationWillEnterForeground(_:)`); a scene's `activationState` is set before each of
/// its delegate's calls, as at launch.
extension UIApplication {
    /// Whether the app's life cycle goes to scene delegates.
    private var usesScenes: Bool { !connectedScenes.isEmpty }

    /// The connected scenes in a stable order.
    private var orderedScenes: [UIScene] {
        connectedScenes.sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
    }

    /// Resigns active and enters the background: `sceneWillResignActive(_:)` then
    /// `sceneDidEnterBackground(_:)` for each foreground scene, or
    /// `applicationWillResignActive(_:)` then `applicationDidEnterBackground(_:)` without scenes.
    /// Does nothing in the background or once terminating.
    package func enterBackground() {
        guard !isTerminating else { return }
        moveToBackground()
    }

    /// Leaves the background and becomes active: `sceneWillEnterForeground(_:)` then
    /// `sceneDidBecomeActive(_:)`, or `applicationWillEnterForeground(_:)` then
    /// `applicationDidBecomeActive(_:)`. Does nothing unless the app is in the background.
    package func enterForeground() {
        guard !isTerminating, applicationState == .background else { return }
        let center = NotificationCenter.default
        if usesScenes {
            for scene in orderedScenes where scene.activationState == .background {
                scene.activationState = .foregroundInactive
                scene.delegate?.sceneWillEnterForeground(scene)
                center.post(name: UIScene.willEnterForegroundNotification, object: scene)
            }
        } else {
            delegate?.applicationWillEnterForeground(self)
        }
        center.post(name: UIApplication.willEnterForegroundNotification, object: self)
        applicationState = .active
        if usesScenes {
            for scene in orderedScenes where scene.activationState == .foregroundInactive {
                scene.activationState = .foregroundActive
                scene.delegate?.sceneDidBecomeActive(scene)
                center.post(name: UIScene.didActivateNotification, object: scene)
            }
        } else {
            delegate?.applicationDidBecomeActive(self)
        }
        center.post(name: UIApplication.didBecomeActiveNotification, object: self)
    }

    /// Ends the app as UIKit does when it is quit: resigns active and enters the background
    /// (unless it is there already), disconnects the scenes (`sceneDidDisconnect(_:)`), then
    /// calls `applicationWillTerminate(_:)`. Later calls do nothing.
    package func terminate() {
        guard !isTerminating else { return }
        isTerminating = true
        moveToBackground()
        let center = NotificationCenter.default
        for scene in orderedScenes {
            connectedScenes.remove(scene)
            scene.activationState = .unattached
            scene.delegate?.sceneDidDisconnect(scene)
            center.post(name: UIScene.didDisconnectNotification, object: scene)
        }
        delegate?.applicationWillTerminate(self)
        center.post(name: UIApplication.willTerminateNotification, object: self)
    }

    private func moveToBackground() {
        guard applicationState != .background else { return }
        let center = NotificationCenter.default
        if applicationState == .active {
            if usesScenes {
                for scene in orderedScenes where scene.activationState == .foregroundActive {
                    scene.activationState = .foregroundInactive
                    scene.delegate?.sceneWillResignActive(scene)
                    center.post(name: UIScene.willDeactivateNotification, object: scene)
                }
            } else {
                delegate?.applicationWillResignActive(self)
            }
            center.post(name: UIApplication.willResignActiveNotification, object: self)
            applicationState = .inactive
        }
        applicationState = .background
        if usesScenes {
            for scene in orderedScenes where scene.activationState == .foregroundInactive {
                scene.activationState = .background
                scene.delegate?.sceneDidEnterBackground(scene)
                center.post(name: UIScene.didEnterBackgroundNotification, object: scene)
            }
        } else {
            delegate?.applicationDidEnterBackground(self)
        }
        center.post(name: UIApplication.didEnterBackgroundNotification, object: self)
    }
}
