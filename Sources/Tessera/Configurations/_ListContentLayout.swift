import Foundation

/// Where the image, text and secondary text of a list row go: the layout shared by
/// ``UIListContentView`` and the built-in `UITableViewCell` styles.
///
/// Horizontally the frames are exact points (leading margin, image column, padding). Vertically
/// the block of lines is centred between the margins and then moved up to the nearest row of
/// the character grid, so that a one-line 44-point row shows its text on its first terminal row
/// and leaves the second to the separator, as a UIKit row shows text above its hairline.
struct _ListContentLayout {
    /// The size a text needs when it may be at most `width` wide.
    typealias Measure = (_ width: CGFloat) -> CGSize

    var margins: NSDirectionalEdgeInsets
    /// The shown size of the image, or `nil` without an image.
    var imageSize: CGSize?
    /// The width the image column takes (at least the image's, more when space is reserved).
    var imageColumnWidth: CGFloat = 0
    var imageToTextPadding: CGFloat
    var sideBySide: Bool
    var horizontalPadding: CGFloat
    var verticalPadding: CGFloat
    var text: Measure?
    var secondaryText: Measure?

    struct Frames {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondaryText: CGRect = .zero
    }

    /// The frames within `bounds`.
    func frames(in bounds: CGRect) -> Frames {
        let grid = CellGrid.current
        var frames = Frames()
        var x = bounds.minX + margins.leading
        let maxX = bounds.maxX - margins.trailing
        if imageSize != nil || imageColumnWidth > 0 {
            x += imageColumnWidth + imageToTextPadding
        }
        let available = max(0, maxX - x)
        var textSize = text?(available) ?? .zero
        var secondarySize = CGSize.zero
        if let secondaryText {
            if sideBySide {
                let natural = secondaryText(.greatestFiniteMagnitude)
                let textNatural = text?(.greatestFiniteMagnitude).width ?? 0
                let padding = textSize.width > 0 ? horizontalPadding : 0
                // Both fit: each at its natural width. Otherwise neither gets less than half.
                let secondaryWidth =
                    textNatural + padding + natural.width <= available
                    ? natural.width : min(natural.width, max(available / 2, available - padding - textNatural))
                secondarySize = secondaryText(secondaryWidth)
                secondarySize.width = min(secondarySize.width, secondaryWidth)
                textSize = text?(max(0, available - secondaryWidth - padding)) ?? .zero
            } else {
                secondarySize = secondaryText(available)
            }
        }
        let blockHeight =
            sideBySide
            ? max(textSize.height, secondarySize.height)
            : textSize.height + secondarySize.height + (textSize.height > 0 && secondarySize.height > 0 ? verticalPadding : 0)
        let contentHeight = max(blockHeight, imageSize?.height ?? 0)
        let centred = bounds.minY + margins.top + (bounds.height - margins.top - margins.bottom - contentHeight) / 2
        let top = bounds.minY + max(0, ((centred - bounds.minY) / grid.cellHeight + 1e-9).rounded(.down) * grid.cellHeight)

        if let imageSize {
            // The image's frame covers whole rows (its content mode keeps the aspect), so a
            // small image is not rounded away between two rows.
            let imageX = bounds.minX + margins.leading + (imageColumnWidth - imageSize.width) / 2
            let imageTop = bounds.minY
                + ((top + (contentHeight - imageSize.height) / 2 - bounds.minY) / grid.cellHeight + 1e-9).rounded(.down) * grid.cellHeight
            let rows = max(1, (imageSize.height / grid.cellHeight - 1e-9).rounded(.up))
            frames.image = CGRect(x: imageX, y: max(top, imageTop), width: imageSize.width, height: rows * grid.cellHeight)
        }
        let textTop = top + (contentHeight - blockHeight) / 2
        frames.text = CGRect(x: x, y: textTop, width: min(textSize.width, available), height: textSize.height)
        if sideBySide {
            frames.secondaryText = CGRect(
                x: maxX - secondarySize.width, y: textTop, width: secondarySize.width, height: secondarySize.height)
        } else {
            let y = textTop + textSize.height + (textSize.height > 0 && secondarySize.height > 0 ? verticalPadding : 0)
            frames.secondaryText = CGRect(x: x, y: y, width: min(secondarySize.width, available), height: secondarySize.height)
        }
        return frames
    }

    /// The height the content needs at `width`: margins plus the taller of the image and the
    /// lines of text.
    func height(fittingWidth width: CGFloat) -> CGFloat {
        let frames = frames(in: CGRect(x: 0, y: 0, width: width, height: 0))
        let blockHeight =
            sideBySide
            ? max(frames.text.height, frames.secondaryText.height)
            : frames.text.height + frames.secondaryText.height
                + (frames.text.height > 0 && frames.secondaryText.height > 0 ? verticalPadding : 0)
        return margins.top + max(blockHeight, imageSize?.height ?? 0) + margins.bottom
    }
}
