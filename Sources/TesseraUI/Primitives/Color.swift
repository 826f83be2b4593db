/// A representation of a color that adapts to a given context.
///
/// As a view, a colour fills the space it is offered.
public struct Color: Hashable, CustomStringConvertible, Sendable {
    let uiColor: UIColor

    /// Creates a color from a UIKit color.
    public init(uiColor: UIColor) {
        self.uiColor = uiColor
    }

    /// Creates a color from a UIKit color.
    public init(_ color: UIColor) {
        self.init(uiColor: color)
    }

    /// Creates a constant color from red, green, and blue component values.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(uiColor: UIColor(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// Creates a constant grayscale color.
    public init(white: Double, opacity: Double = 1) {
        self.init(uiColor: UIColor(white: white, alpha: opacity))
    }

    /// Creates a constant color from hue, saturation, and brightness values.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        self.init(uiColor: UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity))
    }

    /// Multiplies the opacity of the color by the given amount.
    public func opacity(_ opacity: Double) -> Color {
        let base = uiColor
        return Color(
            uiColor: UIColor { traits in
                let resolved = base.resolvedColor(with: traits)
                var alpha: CGFloat = 1
                _ = resolved.getRed(nil, green: nil, blue: nil, alpha: &alpha)
                return resolved.withAlphaComponent(alpha * opacity)
            })
    }

    public var description: String { "\(uiColor)" }

    public static let red = Color(uiColor: .systemRed)
    public static let orange = Color(uiColor: .systemOrange)
    public static let yellow = Color(uiColor: .systemYellow)
    public static let green = Color(uiColor: .systemGreen)
    public static let mint = Color(uiColor: .systemMint)
    public static let teal = Color(uiColor: .systemTeal)
    public static let cyan = Color(uiColor: .systemCyan)
    public static let blue = Color(uiColor: .systemBlue)
    public static let indigo = Color(uiColor: .systemIndigo)
    public static let purple = Color(uiColor: .systemPurple)
    public static let pink = Color(uiColor: .systemPink)
    public static let brown = Color(uiColor: .systemBrown)
    public static let gray = Color(uiColor: .systemGray)
    public static let black = Color(uiColor: .black)
    public static let white = Color(uiColor: .white)
    public static let clear = Color(uiColor: .clear)
    /// The colour of primary content: `UIColor.label`.
    public static let primary = Color(uiColor: .label)
    /// The colour of secondary content: `UIColor.secondaryLabel`.
    public static let secondary = Color(uiColor: .secondaryLabel)
    /// The app's accent colour: the system blue, as without an asset catalog.
    public static let accentColor = Color(uiColor: .systemBlue)
}

extension Color: View, _LeafView {
    public var body: Never { _primitiveBody() }

    func _updatePlatformView(_ node: _ViewNode) {
        let view = platformView(node) { UIView() }
        if view.backgroundColor !== uiColor { view.backgroundColor = uiColor }
        view.isUserInteractionEnabled = false
    }

    func _sizeThatFits(_ proposal: ProposedViewSize, node: _ViewNode, axis: Axis?) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}
