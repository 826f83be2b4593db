/// A protocol that describes the behavior and appearance of a list.
///
/// Each style is one of `UITableView.Style`'s looks: the list is a table view of that style.
@preconcurrency @MainActor
public protocol ListStyle {
    /// The table style that draws the list; `nil` for the default, which is inset grouped when
    /// the list has sections with headers or footers and plain otherwise, as on iOS 14.
    var _tableStyle: UITableView.Style? { get }
}

/// The list style that describes a platform's default behavior and appearance for a list.
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _tableStyle: UITableView.Style? { nil }
}

/// The list style that describes the behavior and appearance of a plain list.
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _tableStyle: UITableView.Style? { .plain }
}

/// The list style that describes the behavior and appearance of a grouped list.
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _tableStyle: UITableView.Style? { .grouped }
}

/// The list style that describes the behavior and appearance of an inset grouped list.
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _tableStyle: UITableView.Style? { .insetGrouped }
}

/// The list style that describes the behavior and appearance of an inset list.
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _tableStyle: UITableView.Style? { .plain }
}

/// The list style that describes the behavior and appearance of a sidebar list.
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _tableStyle: UITableView.Style? { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
    /// The list style that describes a platform's default behavior and appearance for a list.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The list style that describes the behavior and appearance of a plain list.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The list style that describes the behavior and appearance of a grouped list.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The list style that describes the behavior and appearance of an inset grouped list.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The list style that describes the behavior and appearance of an inset list.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The list style that describes the behavior and appearance of a sidebar list.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKey: EnvironmentKey {
    static var defaultValue: UITableView.Style? { nil }
}

extension EnvironmentValues {
    /// The table style the lists below draw with (`nil`: the default).
    var _listTableStyle: UITableView.Style? {
        get { self[ListStyleKey.self] }
        set { self[ListStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\._listTableStyle, style._tableStyle)
    }
}
