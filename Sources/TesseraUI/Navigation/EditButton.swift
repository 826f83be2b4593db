/// A button that toggles the edit mode environment value.
///
/// It reads "Edit", and "Done" while editing; in a toolbar it is the navigation bar's Edit
/// item.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    public var body: some View {
        let editing = editMode?.wrappedValue.isEditing ?? false
        Button(editing ? "Done" : "Edit") {
            withAnimation { editMode?.wrappedValue = editing ? .inactive : .active }
        }
    }
}
