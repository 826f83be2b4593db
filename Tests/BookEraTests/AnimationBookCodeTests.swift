// Animation code as the CS193P notes write it, compiled in Swift 5 mode from nonisolated XCTest
// methods. The window has no host, so its clock runs in real time and completions arrive while
// the test waits, as on iOS.
import XCTest
import Tessera

final class AnimationBookCodeTests: XCTestCase {
    func testAFadeChangesTheModelAtOnceAndCompletesLater() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 880, height: 528))
        let myView = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(myView)
        let removed = expectation(description: "faded out and removed")
        if myView.alpha == 1.0 {
            UIView.animate(withDuration: 0.05, delay: 0.0, options: [.allowUserInteraction], animations: {
                myView.alpha = 0.0
            }) { finished in
                if finished { myView.removeFromSuperview() }
                removed.fulfill()
            }
            XCTAssertEqual(myView.alpha, 0.0)
            XCTAssertEqual(myView.layer.presentation()?.opacity, 1.0)
        }
        wait(for: [removed], timeout: 5)
        XCTAssertNil(myView.superview)
    }

    func testTrailingClosureFormsAndSpringsCompile() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let done = expectation(description: "spring done")
        UIView.animate(withDuration: 0.02) { view.center.x += 10 }
        UIView.animate(withDuration: 0.02, animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) }) { _ in }
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(withDuration: 0.03, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
            card.frame.origin.y = 20
        }, completion: { _ in done.fulfill() })
        XCTAssertEqual(card.frame.origin.y, 20)
        wait(for: [done], timeout: 5)
    }
}
