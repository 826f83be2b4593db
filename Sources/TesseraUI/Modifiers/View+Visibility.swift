private struct OpacityKey: EnvironmentKey {
    static var defaultValue: Double { 1 }
}

private struct HiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

private struct TintKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

extension EnvironmentValues {
    /// The opacity the views below draw with: the product of the `opacity(_:)` modifiers above.
    var _opacity: Double {
        get { self[OpacityKey.self] }
        set { self[OpacityKey.self] = newValue }
    }

    /// Whether the views below are hidden (`hidden()`), keeping their space.
    var _isHidden: Bool {
        get { self[HiddenKey.self] }
        set { self[HiddenKey.self] = newValue }
    }

    /// The tint of controls below (`tint(_:)`); the accent colour when `nil`.
    var _tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets the transparency of this view: the views in it draw with their opacity multiplied
    /// by `opacity`.
    public func opacity(_ opacity: Double) -> some View {
        modifier(_EnvironmentTransformModifier(transform: _OpacityTransform(opacity: opacity)))
    }

    /// Hides this view unconditionally: it keeps its space in the layout, draws nothing and
    /// receives no taps.
    public func hidden() -> some View {
        environment(\._isHidden, true)
    }

    /// Sets the tint color within this view: a button's label, a toggle's switch.
    public func tint(_ tint: Color?) -> some View {
        environment(\._tint, tint)
    }
}

/// Multiplies the opacity in the environment.
struct _OpacityTransform: _EnvironmentTransform {
    let opacity: Double

    func apply(to environment: inout EnvironmentValues) {
        environment._opacity *= opacity
    }
}
