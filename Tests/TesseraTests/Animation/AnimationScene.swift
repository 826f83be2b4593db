import Foundation
@_spi(TerminalHost) @testable import Tessera

/// A 20 × 5-cell window with a 10 × 2-cell white view at the origin (centre x 55), drawn
/// once: the stage of the animation tests.
@MainActor
func animationScene() -> (HeadlessHost, UIView) {
    let window = UIWindow()
    window.isHidden = false
    let host = HeadlessHost(window: window, columns: 20, rows: 5)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 110, height: 44))
    view.backgroundColor = .white
    window.addSubview(view)
    _ = host.render()
    return (host, view)
}
