/// The context of the current state-processing update.
public struct Transaction {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?
    /// Whether animations are disabled for the update.
    public var disablesAnimations = false

    public init() {}

    /// Creates a transaction with the animation of a change.
    public init(animation: Animation?) {
        self.animation = animation
    }
}
