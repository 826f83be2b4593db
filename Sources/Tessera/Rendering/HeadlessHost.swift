import Foundation

/// Renders a window without a terminal: for tests, CI and pictures in documentation.
///
///     let window = UIWindow()
///     window.rootViewController = ContactsViewController()
///     window.makeKeyAndVisible()
///     let host = HeadlessHost(window: window, columns: 80, rows: 24)
///     print(host.text)
///
/// The host sizes the window (and the screen) to `columns × rows` cells and tracks whether the
/// window changed since the last frame, as the terminal host's display tick does.
@MainActor
public final class HeadlessHost: UIWindowHost {
    /// The window rendered.
    public let window: UIWindow
    public let columns: Int
    public let rows: Int

    /// Whether the window asked for a frame since the last `render()`.
    public private(set) var hasPendingFrame = true

    public init(window: UIWindow, columns: Int = 80, rows: Int = 24) {
        self.window = window
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        UIScreen.main.setSize(columns: self.columns, rows: self.rows)
        window.frame = CGRect(origin: .zero, size: CellGrid.current.size(columns: self.columns, rows: self.rows))
        window.host = self
    }

    package func windowNeedsFrame(_ window: UIWindow) {
        hasPendingFrame = true
    }

    /// Lays out the window and draws a frame.
    public func render() -> Canvas {
        hasPendingFrame = false
        return window.renderFrame(columns: columns, rows: rows)
    }

    /// The frame as plain text, one line per row, trailing spaces removed.
    public var text: String { render().text }

    /// The frame as ANSI text (true colour unless asked otherwise).
    public func ansi(colorMode: ANSIEncoder.ColorMode = .trueColor) -> String {
        var encoder = ANSIEncoder(colorMode: colorMode)
        return String(decoding: encoder.encode(render()), as: UTF8.self)
    }

    /// The frame as an SVG picture.
    public var svg: String { SVGRenderer().render(render()) }
}
