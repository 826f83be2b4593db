/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
///
/// Tessera draws `.segmented` as a `UISegmentedControl`, `.wheel` as a `UIPickerView`,
/// `.inline` as rows with a checkmark on the selection (in a `List`, one row per option), and
/// `.automatic` and `.menu` as a button showing the selection that opens a menu of the
/// options.
public protocol PickerStyle {}

enum _PickerStyleKind: Hashable {
    case menu, segmented, inline, wheel
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

/// A picker style that presents the options inline with other views: a row per option, the
/// selected one checked (in a `List`, each option is a row of the list).
public struct InlinePickerStyle: PickerStyle {
    public init() {}
}

/// A picker style that presents the options in a scrollable wheel: the selection on the centre
/// line, its neighbours above and below (a `UIPickerView`).
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
        environment(\._pickerStyle, _PickerStyleKind(style))
    }
}

extension _PickerStyleKind {
    /// The kind a style value draws as.
    init(_ style: some PickerStyle) {
        switch style {
        case is SegmentedPickerStyle: self = .segmented
        case is InlinePickerStyle: self = .inline
        case is WheelPickerStyle: self = .wheel
        default: self = .menu
        }
    }
}
