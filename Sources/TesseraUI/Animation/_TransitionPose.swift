/// Where a view is, how opaque and how scaled, at one end of a transition: what an inserted
/// view starts from and what a removed view ends at.
struct _TransitionPose {
    var frame: CGRect
    var alpha: CGFloat
    var transform: CGAffineTransform

    /// The pose `transition` gives a view resting at `frame` with `alpha` in `container` (the
    /// bounds of its superview), as it is inserted or as it is removed.
    static func pose(
        of transition: AnyTransition?, insertion: Bool, frame: CGRect, alpha: CGFloat, container: CGRect
    ) -> _TransitionPose {
        var pose = _TransitionPose(frame: frame, alpha: alpha, transform: .identity)
        pose.apply(transition ?? .opacity, insertion: insertion, container: container)
        return pose
    }

    private mutating func apply(_ transition: AnyTransition, insertion: Bool, container: CGRect) {
        switch transition.kind {
        case .identity:
            break
        case .opacity:
            alpha = 0
        case .slide:
            move(from: insertion ? .leading : .trailing, container: container)
        case .scale(let scale):
            let scale = CGFloat(max(scale, 0.000_1))
            transform = CGAffineTransform(scaleX: scale, y: scale)
        case .move(let edge):
            move(from: edge, container: container)
        case .offset(let offset):
            frame = frame.offsetBy(dx: offset.width, dy: offset.height)
        case .push(let edge):
            // In from `edge`, out towards the opposite one, fading.
            move(from: insertion ? edge : edge.opposite, container: container)
            alpha = 0
        case .asymmetric(let insertionTransition, let removal):
            apply(insertion ? insertionTransition : removal, insertion: insertion, container: container)
        case .combined(let first, let second):
            apply(first, insertion: insertion, container: container)
            apply(second, insertion: insertion, container: container)
        case .animated(let transition, _):
            apply(transition, insertion: insertion, container: container)
        }
    }

    /// Just past `edge` of the container.
    private mutating func move(from edge: Edge, container: CGRect) {
        switch edge {
        case .leading: frame.origin.x = container.minX - frame.width
        case .trailing: frame.origin.x = container.maxX
        case .top: frame.origin.y = container.minY - frame.height
        case .bottom: frame.origin.y = container.maxY
        }
    }

    /// Gives `view` this pose.
    @MainActor func apply(to view: UIView) {
        if view.frame != frame { view.frame = frame }
        if view.alpha != alpha { view.alpha = alpha }
        if view.transform != transform { view.transform = transform }
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .leading: .trailing
        case .trailing: .leading
        case .top: .bottom
        case .bottom: .top
        }
    }
}

private struct TransitionKey: EnvironmentKey {
    static var defaultValue: AnyTransition? { nil }
}

extension EnvironmentValues {
    /// The transition of the views below (`nil`: SwiftUI's default, `.opacity`).
    var _transition: AnyTransition? {
        get { self[TransitionKey.self] }
        set { self[TransitionKey.self] = newValue }
    }
}

/// A view leaving the screen in an animated change: it stays in its superview until its
/// removal transition has played.
@MainActor
final class _Departure {
    let view: UIView
    let transition: AnyTransition?

    /// The views leaving: a layout pass leaves them where they are.
    static var leaving: Set<ObjectIdentifier> = []

    init(view: UIView, transition: AnyTransition?) {
        self.view = view
        self.transition = transition
        Self.leaving.insert(ObjectIdentifier(view))
    }

    /// Moves the view to its removal pose (inside the animation).
    func animateOut() {
        guard let container = view.superview else { return }
        _TransitionPose.pose(of: transition, insertion: false, frame: view.frame, alpha: view.alpha, container: container.bounds)
            .apply(to: view)
    }

    /// Takes the view off the screen (the animation ended, or there was none).
    func finish() {
        Self.leaving.remove(ObjectIdentifier(view))
        view.removeFromSuperview()
        view.transform = .identity
    }
}
