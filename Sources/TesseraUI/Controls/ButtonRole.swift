/// A value that describes the purpose of a button.
public struct ButtonRole: Equatable, Sendable {
    let isDestructive: Bool

    /// A role that indicates a destructive button: its label is red.
    public static let destructive = ButtonRole(isDestructive: true)
    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(isDestructive: false)
}
