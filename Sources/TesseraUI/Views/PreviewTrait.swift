import Foundation

/// Customizations that you can apply to a preview.
///
/// Tessera honours the layout traits: `defaultLayout` (the view centred in the window, which
/// stands for the device), `sizeThatFitsLayout` and `fixedLayout(width:height:)` (both placed
/// in the window's top-leading corner). The orientation traits describe a device that a
/// terminal does not have and change nothing.
@preconcurrency @MainActor
public struct PreviewTrait<T> {
    /// How a layout trait places the preview; `nil` for a trait that does not lay it out.
    let layout: _PreviewLayout?
}

/// The container a preview's layout trait asks for.
enum _PreviewLayout {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Center the preview in a container the size of the device on which the preview is
    /// running: in Tessera, the window.
    public static var defaultLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: .device) }

    /// Fit the container to the size of the preview when offered the size of the device that
    /// the preview is running on.
    public static var sizeThatFitsLayout: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: .sizeThatFits) }

    /// Center the preview in a fixed size container with the given dimensions.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }

    /// A portrait device; a terminal has no orientation, so this changes nothing.
    public static var portrait: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil) }
    /// A device turned left; a terminal has no orientation, so this changes nothing.
    public static var landscapeLeft: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil) }
    /// A device turned right; a terminal has no orientation, so this changes nothing.
    public static var landscapeRight: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil) }
    /// A device upside down; a terminal has no orientation, so this changes nothing.
    public static var portraitUpsideDown: PreviewTrait<Preview.ViewTraits> { PreviewTrait(layout: nil) }
}
