/// The context of the current state-processing update.
///
/// Animation will read it once the animation issue lands; today it carries
/// `disablesAnimations` so that bindings and code that set it compile and keep it.
public struct Transaction {
    /// Whether animations are disabled for the update.
    public var disablesAnimations = false

    public init() {}
}
