import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as in Core Graphics (absent from Foundation on Linux): the
/// initial velocity of a spring (`UISpringTimingParameters`).
public struct CGVector: Hashable, Sendable, CustomStringConvertible {
    public var dx: CGFloat
    public var dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init(dx: Int, dy: Int) {
        self.init(dx: CGFloat(dx), dy: CGFloat(dy))
    }

    public init() {
        self.init(dx: CGFloat(0), dy: CGFloat(0))
    }

    /// The vector whose components are both zero.
    public static let zero = CGVector()

    public var description: String { "(\(dx), \(dy))" }
}
#endif
