import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

@MainActor
@Suite("UIActivityIndicatorView")
struct UIActivityIndicatorViewTests {
    @Test func itSpinsOnTheWindowsClockOnlyWhileAnimatingInAWindow() {
        let host = makeHost(columns: 3, rows: 1)
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden, "hidesWhenStopped hides a new indicator")
        #expect(spinner.frame.size == CGSize(width: 11, height: 22))
        spinner.frame.origin.x = 11
        host.window.addSubview(spinner)
        #expect(!spinner.isTurning, "a stopped spinner asks for no frames")
        spinner.startAnimating()
        #expect(spinner.isAnimating && !spinner.isHidden)
        #expect(spinner.isTurning)
        // The turn starts at the first display frame.
        host.advance(by: 1.0 / 60)
        var frames: [String] = []
        for _ in 0..<9 {
            frames.append(host.text)
            host.advance(by: 1.0 / 8)
        }
        #expect(frames == [" ⣾", " ⣽", " ⣻", " ⢿", " ⡿", " ⣟", " ⣯", " ⣷", " ⣾"])
        // Hidden, or off screen, the link stops; shown on screen again, it turns again.
        spinner.isHidden = true
        #expect(!spinner.isTurning)
        spinner.isHidden = false
        #expect(spinner.isTurning)
        spinner.removeFromSuperview()
        #expect(!spinner.isTurning)
        host.window.addSubview(spinner)
        #expect(spinner.isTurning)
        spinner.stopAnimating()
        #expect(!spinner.isTurning)
        #expect(spinner.isHidden)
        #expect(host.text == "")
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
        spinner.color = .red
        #expect(spinner.color == .red)
        spinner.color = nil
        #expect(spinner.color == .secondaryLabel)
    }
}
