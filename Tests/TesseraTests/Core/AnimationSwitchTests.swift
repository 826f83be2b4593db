import Foundation
import Testing

@testable import Tessera

/// The app-wide animation switch and the reduce-motion setting.
@MainActor
@Suite("Animation switch and reduced motion", .serialized)
struct AnimationSwitchTests {
    @Test func performWithoutAnimationTurnsAnimationsOffForItsBlockOnly() {
        #expect(UIView.areAnimationsEnabled)
        var inside: [Bool] = []
        UIView.performWithoutAnimation {
            inside.append(UIView.areAnimationsEnabled)
            UIView.performWithoutAnimation { inside.append(UIView.areAnimationsEnabled) }
            inside.append(UIView.areAnimationsEnabled)
        }
        #expect(inside == [false, false, false])
        #expect(UIView.areAnimationsEnabled, "the setting comes back afterwards")
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.performWithoutAnimation {}
        #expect(!UIView.areAnimationsEnabled, "a block restores what was set before it")
        UIView.setAnimationsEnabled(true)
    }

    @Test(arguments: [(nil, false), ("1", true), ("true", true), ("YES", true), ("0", false), ("no", false)] as [(String?, Bool)])
    func reduceMotionComesFromTheEnvironment(value: String?, on: Bool) {
        #expect(UIAccessibility.isOn(value) == on)
    }
}
