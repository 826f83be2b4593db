/// What the settings form edits.
public struct Settings: Equatable, Sendable {
    /// The name the person goes by.
    public var name = "Appleseed"
    /// Whether buttons click.
    public var playsSounds = true
    /// Whether the graph's curve is drawn thicker.
    public var usesBoldGraph = false

    public init() {}
}
