extension UIColor {
    /// Creates a UIKit color from a SwiftUI color.
    public convenience init(_ color: Color) {
        self.init(dynamicProvider: { traits in color.uiColor.resolvedColor(with: traits) })
    }
}
