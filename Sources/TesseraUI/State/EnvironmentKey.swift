/// A key for accessing values in the environment.
///
///     private struct AccentKey: EnvironmentKey {
///         static let defaultValue = Color.blue
///     }
///     extension EnvironmentValues {
///         var accent: Color {
///             get { self[AccentKey.self] }
///             set { self[AccentKey.self] = newValue }
///         }
///     }
public protocol EnvironmentKey {
    associatedtype Value
    /// The value when nothing set the key.
    static var defaultValue: Value { get }
}
