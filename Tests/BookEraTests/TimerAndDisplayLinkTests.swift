// Timers and display links as an XCTest suite in Swift 5 mode uses them: XCTest runs each test
// method on the main thread and `wait(for:timeout:)` runs the main run loop, so Foundation's
// timers and Tessera's display links fire while the test waits, as on iOS.
import XCTest
import Tessera

final class TimerAndDisplayLinkTests: XCTestCase {
    func testAScheduledTimerFiresWhenTheMainRunLoopRuns() {
        let counter = FireCounter()
        let firedTwice = expectation(description: "the timer fired twice")
        let timer = Timer.scheduledTimer(withTimeInterval: 0.01, repeats: true) { _ in
            counter.fires += 1
            if counter.fires == 2 { firedTwice.fulfill() }
        }
        defer { timer.invalidate() }
        XCTAssertEqual(counter.fires, 0, "a timer fires only when its run loop runs")
        wait(for: [firedTwice], timeout: 10)
        XCTAssertGreaterThanOrEqual(counter.fires, 2)
    }

    func testADisplayLinkWithoutAHostFiresWhileTheTestWaits() {
        let stepper = Stepper()
        let thirdFrame = expectation(description: "three frames")
        stepper.onFrame = { if stepper.timestamps.count == 3 { thirdFrame.fulfill() } }
        let link = CADisplayLink(target: stepper, selector: Stepper.step)
        link.add(to: .main, forMode: .common)
        wait(for: [thirdFrame], timeout: 10)
        link.invalidate()
        XCTAssertEqual(stepper.timestamps, stepper.timestamps.sorted())
        XCTAssertEqual(link.targetTimestamp - link.timestamp, link.duration, accuracy: 1e-9)
    }
}

private final class FireCounter {
    var fires = 0
}

/// A book-style display link target: a plain class, not isolated to the main actor.
private final class Stepper {
    var timestamps: [TimeInterval] = []
    var onFrame: (() -> Void)?

    func step(_ link: CADisplayLink) {
        timestamps.append(link.timestamp)
        onFrame?()
    }
}
