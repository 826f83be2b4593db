import Foundation

extension CGContext {
    /// Draws captured cells stretched over `rect`, at the context's opacity and within its clip.
    func drawPicture(_ picture: Canvas, in rect: CGRect, capInsets: _CellInsets = .zero) {
        canvas.draw(picture, in: cells(for: rect), clip: clipCells, opacity: opacity, capInsets: capInsets)
    }
}
