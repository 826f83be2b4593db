/// A type-erased transition: how a view is inserted and removed.
///
/// In an animated change (`withAnimation`, `.animation(_:value:)`) an inserted view starts
/// from its transition's pose (faded for `.opacity`, SwiftUI's default; past an edge for
/// `.move` and `.slide`; scaled, offset, or several at once) and comes to rest, and a removed
/// view stays on screen while it goes to that pose, then leaves. Outside an animated change
/// views appear and leave at once.
public struct AnyTransition: Sendable {
    enum Kind: Sendable {
        case identity, opacity, slide, scale(Double), move(Edge), offset(CGSize), push(Edge)
        indirect case asymmetric(insertion: AnyTransition, removal: AnyTransition)
        indirect case combined(AnyTransition, AnyTransition)
        indirect case animated(AnyTransition, Animation?)
    }

    let kind: Kind

    public static let identity = AnyTransition(kind: .identity)
    public static let opacity = AnyTransition(kind: .opacity)
    public static let slide = AnyTransition(kind: .slide)
    public static let scale = AnyTransition(kind: .scale(0))

    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(kind: .scale(Double(scale)))
    }

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(kind: .move(edge)) }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(kind: .push(edge)) }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(kind: .offset(offset)) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }

    /// Provides a composite transition that uses a different transition for insertion versus
    /// removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .asymmetric(insertion: insertion, removal: removal))
    }

    /// Combines this transition with another, returning a new transition that is the result
    /// of both transitions being applied.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(kind: .combined(self, other))
    }

    /// Attaches an animation to this transition.
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(kind: .animated(self, animation))
    }
}

extension View {
    /// Associates a transition with the view: how it arrives and leaves in an animated change.
    public func transition(_ t: AnyTransition) -> some View {
        environment(\._transition, t)
    }

    /// Applies the given animation to this view when the specified value changes: the layout
    /// that follows the change plays with it.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }
}
