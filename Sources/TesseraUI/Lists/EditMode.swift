/// A mode that indicates whether the user can edit a view's content.
public enum EditMode: Sendable, Hashable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode (a swipe to delete, say).
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment: a binding a ``NavigationStack`` provides, `nil` outside one unless set.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
