import Foundation

#if !canImport(CoreGraphics)
/// A colour space; Tessera draws in device RGB only.
public final class CGColorSpace: @unchecked Sendable {
    public let name: String?

    init(name: String) {
        self.name = name
    }

    /// The device RGB colour space.
    static let deviceRGB = CGColorSpace(name: "kCGColorSpaceDeviceRGB")
}

/// The device RGB colour space, the one Tessera draws in.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace {
    .deviceRGB
}

/// Colours at locations from 0 to 1 that `drawLinearGradient` and `drawRadialGradient` blend between.
public final class CGGradient: @unchecked Sendable {
    /// (location, colour) pairs in increasing location order.
    let stops: [(location: CGFloat, color: UIColor.Components)]

    init(stops: [(location: CGFloat, color: UIColor.Components)]) {
        self.stops = stops
    }

    /// A gradient of `colors`, at `locations` (evenly spread when `nil`); `nil` without colours.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: colors.count)) })
    }

    /// A gradient of `colors` at `locations` (evenly spread when `nil`); `nil` without colours
    /// or when the counts differ.
    public convenience init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
        guard !colors.isEmpty, locations == nil || locations!.count == colors.count else { return nil }
        let count = colors.count
        self.init(stops: colors.enumerated().map { index, color in
            (locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)), color.rgba)
        })
    }
}

/// Whether a gradient also paints before its start or after its end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// How drawn colours combine with what is below.
public enum CGBlendMode: Int32, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop
    case xor, plusDarker, plusLighter
}
#endif
