import Foundation

// iOS's system colours with their light and dark values.
extension UIColor {
    // MARK: Fixed colours
    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let darkText = UIColor.black
    public static let lightText = UIColor(white: 1, alpha: 0.6)

    // MARK: Backgrounds
    public static let systemBackground = UIColor(light: (255, 255, 255, 1), dark: (0, 0, 0, 1))
    public static let secondarySystemBackground = UIColor(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))
    public static let tertiarySystemBackground = UIColor(light: (255, 255, 255, 1), dark: (44, 44, 46, 1))
    public static let systemGroupedBackground = UIColor(light: (242, 242, 247, 1), dark: (0, 0, 0, 1))
    public static let secondarySystemGroupedBackground = UIColor(light: (255, 255, 255, 1), dark: (28, 28, 30, 1))
    public static let tertiarySystemGroupedBackground = UIColor(light: (242, 242, 247, 1), dark: (44, 44, 46, 1))

    // MARK: Text
    public static let label = UIColor(light: (0, 0, 0, 1), dark: (255, 255, 255, 1))
    public static let secondaryLabel = UIColor(light: (60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    public static let tertiaryLabel = UIColor(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    public static let quaternaryLabel = UIColor(light: (60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    public static let placeholderText = UIColor(light: (60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    public static let link = UIColor(light: (0, 122, 255, 1), dark: (9, 132, 255, 1))

    // MARK: Separators and fills
    public static let separator = UIColor(light: (60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    public static let opaqueSeparator = UIColor(light: (198, 198, 200, 1), dark: (56, 56, 58, 1))
    public static let systemFill = UIColor(light: (120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    public static let secondarySystemFill = UIColor(light: (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    public static let tertiarySystemFill = UIColor(light: (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    public static let quaternarySystemFill = UIColor(light: (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))

    // MARK: Tints
    public static let systemRed = UIColor(light: (255, 59, 48, 1), dark: (255, 69, 58, 1))
    public static let systemOrange = UIColor(light: (255, 149, 0, 1), dark: (255, 159, 10, 1))
    public static let systemYellow = UIColor(light: (255, 204, 0, 1), dark: (255, 214, 10, 1))
    public static let systemGreen = UIColor(light: (52, 199, 89, 1), dark: (48, 209, 88, 1))
    public static let systemMint = UIColor(light: (0, 199, 190, 1), dark: (99, 230, 226, 1))
    public static let systemTeal = UIColor(light: (48, 176, 199, 1), dark: (64, 200, 224, 1))
    public static let systemCyan = UIColor(light: (50, 173, 230, 1), dark: (100, 210, 255, 1))
    public static let systemBlue = UIColor(light: (0, 122, 255, 1), dark: (10, 132, 255, 1))
    public static let systemIndigo = UIColor(light: (88, 86, 214, 1), dark: (94, 92, 230, 1))
    public static let systemPurple = UIColor(light: (175, 82, 222, 1), dark: (191, 90, 242, 1))
    public static let systemPink = UIColor(light: (255, 45, 85, 1), dark: (255, 55, 95, 1))
    public static let systemBrown = UIColor(light: (162, 132, 94, 1), dark: (172, 142, 104, 1))
    public static let systemGray = UIColor(light: (142, 142, 147, 1), dark: (142, 142, 147, 1))
    public static let systemGray2 = UIColor(light: (174, 174, 178, 1), dark: (99, 99, 102, 1))
    public static let systemGray3 = UIColor(light: (199, 199, 204, 1), dark: (72, 72, 74, 1))
    public static let systemGray4 = UIColor(light: (209, 209, 214, 1), dark: (58, 58, 60, 1))
    public static let systemGray5 = UIColor(light: (229, 229, 234, 1), dark: (44, 44, 46, 1))
    public static let systemGray6 = UIColor(light: (242, 242, 247, 1), dark: (28, 28, 30, 1))

    /// The default tint of controls: system blue.
    public static let tintColor = UIColor.systemBlue
}
