/// The kind of scrolling input: a mouse wheel's notches or a trackpad's continuous motion.
public enum UIScrollType: Int, Sendable {
    /// A mouse wheel: one notch at a time. Terminals report this kind.
    case discrete
    /// A trackpad or Magic Mouse.
    case continuous
}

/// The scrolling inputs a pan gesture recognizer accepts.
public struct UIScrollTypeMask: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}
