private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
}

private struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
}

private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
}

private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
}

private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
}

extension EnvironmentValues {
    /// The default font of this environment.
    public var font: Font? {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }

    /// The colour of text and symbols set by `foregroundColor(_:)` / `foregroundStyle(_:)`.
    var _foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }

    /// The maximum number of lines that text can occupy in a view.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// An environment value that indicates how a text view aligns its lines.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// A value that indicates how the layout truncates the last line of text.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// A Boolean value that indicates whether the view associated with this environment
    /// allows user interaction.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The color scheme of this environment.
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
