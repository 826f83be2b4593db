import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

/// A completion that removes other animations in the middle of a clock tick.
@MainActor
@Suite("Animation clock cancellation")
struct AnimationClockCancellationTests {
    /// Regression: the clock stepped every animation it had at the start of a tick, so one
    /// removed (and freed) by an earlier completion in the same tick was stepped after its end.
    @Test func aCompletionThatRemovesAnotherAnimationInTheSameTickEndsIt() {
        let (host, first) = animationScene()
        let second = UIView(frame: CGRect(x: 0, y: 44, width: 110, height: 22))
        host.window.addSubview(second)
        var completions: [String] = []
        UIView.animate(withDuration: 0.5, animations: { first.alpha = 0 }) { finished in
            completions.append("first \(finished)")
            second.layer.removeAllAnimations()
        }
        UIView.animate(withDuration: 0.5, animations: { second.alpha = 0 }) { completions.append("second \($0)") }
        host.advance(by: 0.5)
        #expect(completions == ["first true", "second false"])
        #expect(!host.window.animationClock.isAnimating)
    }
}
