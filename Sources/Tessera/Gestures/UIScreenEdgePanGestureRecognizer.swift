import Foundation

/// A pan that starts near an edge of the screen: the navigation controller's back swipe.
///
/// The touch must go down within ``edgeBand`` points of one of ``edges`` of its window (the
/// first column of a terminal for `.left`); anywhere else the recognizer fails at once, so
/// the views under it keep the touch. From there it pans as `UIPanGestureRecognizer` does.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges the pan may start from; none by default, as in UIKit.
    open var edges: UIRectEdge = []

    /// How close to an edge a touch must go down: one terminal column (a row for `.top` and
    /// `.bottom`).
    static var edgeBand: CGSize { CGSize(width: CellGrid.current.cellWidth, height: CellGrid.current.cellHeight) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, trackedTouches.count == touches.count else { return }
        if !startsAtEdge(location(in: nil)) { state = .failed }
    }

    private func startsAtEdge(_ point: CGPoint) -> Bool {
        guard let bounds = view?.window?.bounds else { return false }
        let band = Self.edgeBand
        return (edges.contains(.left) && point.x < bounds.minX + band.width)
            || (edges.contains(.right) && point.x >= bounds.maxX - band.width)
            || (edges.contains(.top) && point.y < bounds.minY + band.height)
            || (edges.contains(.bottom) && point.y >= bounds.maxY - band.height)
    }
}
