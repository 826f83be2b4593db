/// The environment an environment modifier passed down last time.
final class _EnvironmentBox {
    let environment: EnvironmentValues

    init(_ environment: EnvironmentValues) {
        self.environment = environment
    }
}
