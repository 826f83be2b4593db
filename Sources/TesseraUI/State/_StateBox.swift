import Observation

/// The storage of one `@State`: an observable box, so that a body (or a child through a
/// binding) that reads the value is invalidated when it changes, by the same Observation
/// tracking that serves `@Observable` models.
@Observable
final class _StateBox<Value>: @unchecked Sendable {
    // Read and written on the main actor (the graph, bodies, actions); Observation's registrar
    // is thread-safe for the notifications.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
