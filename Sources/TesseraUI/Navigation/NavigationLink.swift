/// A view that controls a navigation presentation.
///
/// A link pushes its destination on the ``NavigationStack`` it is in: a value, shown by the
/// stack's `navigationDestination(for:destination:)` for its type, or a destination view.
/// Outside a list it is a button; as a row of a ``List`` it fills the row, which shows a
/// disclosure indicator, and a tap (or Return) anywhere on the row follows it.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let target: _NavigationTarget

    public var body: some View {
        _NavigationLinkButton(target: target, label: label)
    }
}

/// Where a link goes.
enum _NavigationTarget {
    case value(AnyHashable?)
    case view(any View)
}

extension NavigationLink {
    /// Creates a navigation link that presents the destination view.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .view(destination)
    }

    /// Creates a navigation link that presents the destination view.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a localized string key.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a navigation link that presents a destination view, with a text label that the
    /// link generates from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// Creates a navigation link that presents a destination view, with a text label.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
}

extension NavigationLink where Destination == Never {
    /// Creates a navigation link that presents the view corresponding to a value.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a localized string key.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    /// Creates a navigation link that presents the view corresponding to a value, with a text
    /// label that the link generates from a title string.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

/// A link's button: it follows the link in the stack of the environment.
struct _NavigationLinkButton<Label: View>: View {
    let target: _NavigationTarget
    let label: Label
    @Environment(\._navigationCoordinator) private var coordinator

    var body: some View {
        Button(action: follow) { label }
            .modifier(_NavigationLinkRowModifier(follow: follow))
    }

    func follow() {
        guard let coordinator = coordinator?.object else { return }
        switch target {
        case .value(let value?): coordinator.push(value)
        case .value(nil): break
        case .view(let view): coordinator.push(view: view)
        }
    }
}

/// Marks a list row as a link: the row shows a disclosure indicator and a tap follows it.
struct _NavigationLinkRowModifier: ViewModifier, _PrimitiveModifier, _ListRowTraitModifier {
    typealias Body = Never
    let follow: () -> Void
    func _apply(to traits: inout _ListRowTraits) { traits.link = follow }
}
