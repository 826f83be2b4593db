/// An action that dismisses the presentation a view is in: `@Environment(\.dismiss)`.
///
///     struct Detail: View {
///         @Environment(\.dismiss) private var dismiss
///         var body: some View { Button("Done") { dismiss() } }
///     }
///
/// In a sheet or full-screen cover it ends the presentation (its `isPresented` binding
/// becomes `false`, or its item `nil`); outside any presentation it does nothing.
@preconcurrency @MainActor
public struct DismissAction {
    let action: @MainActor () -> Void

    /// Dismisses the current presentation.
    public func callAsFunction() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is in a presentation (a sheet, a cover, a popover).
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
