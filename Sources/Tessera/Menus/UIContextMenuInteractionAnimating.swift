import Foundation

/// The animation of a context menu appearing or going, given to the delegate's
/// `willDisplay` and `willEnd` calls so it can animate alongside and act when it ends.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller; always `nil` in a terminal, which shows no preview.
    var previewViewController: UIViewController? { get }
    /// Adds animations that run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block run when the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator Tessera hands out: animations run alongside the presentation or dismissal as
/// `UIView.animate` blocks; completions run when it ends.
@MainActor
final class _ContextMenuAnimator: NSObject, UIContextMenuInteractionAnimating {
    var previewViewController: UIViewController? { nil }
    private(set) var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    func addAnimations(_ animations: @escaping () -> Void) {
        self.animations.append(animations)
    }

    func addCompletion(_ completion: @escaping () -> Void) {
        completions.append(completion)
    }

    /// Runs the added animations over `duration` on the window's clock.
    func runAnimations(duration: TimeInterval) {
        guard !animations.isEmpty else { return }
        let blocks = animations
        animations = []
        UIView.animate(withDuration: duration) { for block in blocks { block() } }
    }

    /// Runs the completions once.
    func complete() {
        let blocks = completions
        completions = []
        for block in blocks { block() }
    }
}
