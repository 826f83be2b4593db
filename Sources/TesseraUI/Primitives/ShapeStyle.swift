/// A color or pattern to use when rendering a shape or text.
public protocol ShapeStyle: Sendable {}

/// A style that resolves to one colour (all of Tessera's styles do).
protocol _ColorShapeStyle {
    var _color: Color { get }
}

extension Color: ShapeStyle, _ColorShapeStyle {
    var _color: Color { self }
}

/// A shape style that maps to one of the numbered content styles: the label colours.
public struct HierarchicalShapeStyle: ShapeStyle, _ColorShapeStyle {
    let level: Int

    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    var _color: Color {
        let colors: [UIColor] = [.label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel]
        return Color(uiColor: colors[min(level, 3)])
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// A shape style that maps to the first level of the current content style.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// A shape style that maps to the second level of the current content style.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// A shape style that maps to the third level of the current content style.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// A shape style that maps to the fourth level of the current content style.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var red: Color { Color.red }
    public static var orange: Color { Color.orange }
    public static var yellow: Color { Color.yellow }
    public static var green: Color { Color.green }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
