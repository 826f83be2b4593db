/// Whether something shows: a dialog's title, scroll indicators, a toolbar.
public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The platform decides.
    case automatic
    case visible
    case hidden
}
