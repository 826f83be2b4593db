extension UIImage {
    /// How an image's pixels are used when it is drawn.
    ///
    /// As in UIKit, a *template* image ignores its own colours and is drawn as a
    /// mask in the tint colour of the view showing it; system symbols are
    /// template images.
    public enum RenderingMode: Int, Sendable {
        /// The view decides: image views draw the original colours, except for
        /// symbol images, which are templates.
        case automatic = 0
        /// Always draw the image's own colours.
        case alwaysOriginal = 1
        /// Always draw the image as a mask tinted with the view's tint colour.
        case alwaysTemplate = 2
    }
}
