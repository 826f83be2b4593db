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
    @_spi(TerminalHost) public func enterBackground() {
        guard !isTerminating else { return }
        moveToBackground()
    }

    /// Leaves the background and becomes active: `sceneWillEnterForeground(_:)` then
    /// `sceneDidBecomeActive(_:)`, or `applicationWillEnterForeground(_:)` then
    /// `applicationDidBecomeActive(_:)`. Does nothing unless the app is in the background.
    @_spi(TerminalHost) public func enterForeground() {
        guard !isTerminating, applicationState == .background else { return }
        step(.willEnterForeground)
        applicationState = .active
        step(.didBecomeActive)
    }

    /// Ends the app as UIKit does when it is quit: resigns active and enters the background
    /// (unless it is there already), disconnects the scenes (`sceneDidDisconnect(_:)`), then
    /// calls `applicationWillTerminate(_:)`. Later calls do nothing.
    @_spi(TerminalHost) public func terminate() {
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
        if applicationState == .active {
            step(.willResignActive)
            applicationState = .inactive
        }
        applicationState = .background
        step(.didEnterBackground)
    }

    /// Makes one life-cycle call: to each scene in `step.scenesFrom` (moved to
    /// `step.scenesTo` first) or, without scenes, to the app delegate; each call's notification
    /// right after it, then the app's notification.
    private func step(_ step: _LifeCycleStep) {
        let center = NotificationCenter.default
        if usesScenes {
            for scene in orderedScenes where scene.activationState == step.scenesFrom {
                scene.activationState = step.scenesTo
                if let delegate = scene.delegate { step.sceneCall(delegate, scene) }
                center.post(name: step.sceneNotification, object: scene)
            }
        } else if let delegate {
            step.applicationCall(delegate, self)
        }
        center.post(name: step.applicationNotification, object: self)
    }
}

/// One of the four transitions between foreground and background, as the scene and the app
/// delegate each hear of it.
@MainActor
private struct _LifeCycleStep {
    let scenesFrom: UIScene.ActivationState
    let scenesTo: UIScene.ActivationState
    let sceneCall: (any UISceneDelegate, UIScene) -> Void
    let sceneNotification: NSNotification.Name
    let applicationCall: (any UIApplicationDelegate, UIApplication) -> Void
    let applicationNotification: NSNotification.Name

    static let willResignActive = _LifeCycleStep(
        scenesFrom: .foregroundActive, scenesTo: .foregroundInactive,
        sceneCall: { $0.sceneWillResignActive($1) }, sceneNotification: UIScene.willDeactivateNotification,
        applicationCall: { $0.applicationWillResignActive($1) }, applicationNotification: UIApplication.willResignActiveNotification)

    static let didEnterBackground = _LifeCycleStep(
        scenesFrom: .foregroundInactive, scenesTo: .background,
        sceneCall: { $0.sceneDidEnterBackground($1) }, sceneNotification: UIScene.didEnterBackgroundNotification,
        applicationCall: { $0.applicationDidEnterBackground($1) }, applicationNotification: UIApplication.didEnterBackgroundNotification)

    static let willEnterForeground = _LifeCycleStep(
        scenesFrom: .background, scenesTo: .foregroundInactive,
        sceneCall: { $0.sceneWillEnterForeground($1) }, sceneNotification: UIScene.willEnterForegroundNotification,
        applicationCall: { $0.applicationWillEnterForeground($1) }, applicationNotification: UIApplication.willEnterForegroundNotification)

    static let didBecomeActive = _LifeCycleStep(
        scenesFrom: .foregroundInactive, scenesTo: .foregroundActive,
        sceneCall: { $0.sceneDidBecomeActive($1) }, sceneNotification: UIScene.didActivateNotification,
        applicationCall: { $0.applicationDidBecomeActive($1) }, applicationNotification: UIApplication.didBecomeActiveNotification)
}
