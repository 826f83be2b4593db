/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// Tessera draws `.segmented` as a `UISegmentedControl` and every other style as `.menu`: a
/// button showing the selection that opens a menu of the options (inline and wheel pickers
/// come later).
public protocol PickerStyle {}

enum _PickerStyleKind: Hashable {
    case menu, segmented
}

/// The default picker style, based on the picker's context (a menu).
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

/// A picker style that presents the options as a menu when the user presses a button.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
}

/// A picker style that presents the options in a segmented control.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

/// A picker style that presents the options inline with other views (a menu in Tessera).
public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

/// A picker style that presents the options in a scrollable wheel (a menu in Tessera).
public struct WheelPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: _PickerStyleKind { .menu }
}

extension EnvironmentValues {
    var _pickerStyle: _PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\._pickerStyle, style is SegmentedPickerStyle ? .segmented : .menu)
    }
}
