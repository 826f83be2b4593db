import Foundation

/// UIKit's block-based view animation.
///
/// Inside `animations`, the model value of every animatable property (`frame`, `bounds`,
/// `center`, `transform`, `alpha`, `backgroundColor`, and the layer's `cornerRadius`,
/// `borderWidth`, `borderColor`) changes at once, as the code reads it back; what is on screen
/// (``CALayer/presentation()``) moves from the old value to the new one over `duration` on
/// the window's animation clock. `completion` runs when the animations end, with `true` when
/// they played to the end and `false` when other animations took them over or they were
/// removed.
extension UIView {
    /// Animates changes with a duration, a delay, options and a completion handler.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimations(duration: duration, delay: delay, curve: nil, options: options, animations: animations, completion: completion)
    }

    /// Animates changes over `duration` with the default ease-in-out curve.
    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runAnimations(duration: duration, delay: 0, curve: nil, options: [], animations: animations, completion: completion)
    }

    /// Animates changes over `duration` with the default ease-in-out curve.
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAnimations(duration: duration, delay: 0, curve: nil, options: [], animations: animations, completion: nil)
    }

    /// Animates changes with a spring that settles in `duration`: `dampingRatio` 1 stops without
    /// overshooting, lower values bounce; `velocity` is the starting speed in whole distances
    /// per second.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = _Spring(settlingIn: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        runAnimations(duration: duration, delay: delay, curve: .spring(spring), options: options, animations: animations, completion: completion)
    }

    /// Animates changes with a spring described as in SwiftUI (iOS 17): `duration` is the
    /// perceived duration, `bounce` 0 settles smoothly and values toward 1 bounce more. The
    /// animation lasts until the spring settles.
    public class func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0, initialSpringVelocity velocity: CGFloat = 0.0,
        delay: TimeInterval = 0, options: UIView.AnimationOptions = [], animations: () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = _Spring(perceptualDuration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        withoutActuallyEscaping(animations) { animations in
            runAnimations(
                duration: spring.settlingDuration, delay: delay, curve: .spring(spring), options: options,
                animations: animations, completion: completion)
        }
    }

    /// Animates keyframes: inside `animations`, each
    /// ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)`` plays its changes in
    /// part of `duration`. The whole animation eases in and out unless a curve is given in the
    /// options' raw value, as in UIKit.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let blockOptions = options.animationOptions
        guard duration > 0, _AnimationsEnabled.value else {
            runWithoutAnimation(animations, completion: completion)
            return
        }
        let transaction = _AnimationTransaction(
            duration: duration, delay: delay, curve: _TimingCurve(blockOptions.curve), options: blockOptions,
            isKeyframes: true, isDiscrete: options.isDiscrete, completion: completion)
        transaction.run(animations)
        transaction.commit()
    }

    /// Inside ``animateKeyframes(withDuration:delay:options:animations:completion:)``, plays the
    /// changes `animations` makes from `frameStartTime` for `frameDuration`, both fractions of
    /// the whole duration. Outside a keyframe block the changes apply at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: @escaping () -> Void
    ) {
        guard let parent = _AnimationContext.stack.last, parent.isKeyframes else {
            animations()
            return
        }
        let keyframeBlock = parent.parent ?? parent
        _AnimationTransaction(keyframeOf: keyframeBlock, start: frameStartTime, length: frameDuration).run(animations)
    }

    /// Makes the animations started in `animations` repeat `count` times, playing backwards
    /// every other time when `autoreverses`; used inside an animation block.
    public class func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = _AnimationContext.current else {
            animations()
            return
        }
        var options = outer.options.subtracting([.repeat, .autoreverse])
        if autoreverses { options.insert(.autoreverse) }
        let transaction = _AnimationTransaction(
            duration: outer.duration, delay: outer.delay, curve: outer.curve, options: options,
            repeatCount: Double(count), completion: nil)
        transaction.run(animations)
    }

    /// The duration of the animation block running now, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        _AnimationContext.current?.duration ?? 0
    }

    private class func runAnimations(
        duration: TimeInterval, delay: TimeInterval, curve: _TimingCurve?, options: UIView.AnimationOptions,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        guard duration > 0 || delay > 0, _AnimationsEnabled.value else {
            runWithoutAnimation(animations, completion: completion)
            return
        }
        // Nested blocks inherit the running block's duration and curve unless told otherwise.
        let outer = _AnimationContext.current
        let duration = outer.map { options.contains(.overrideInheritedDuration) ? duration : $0.duration } ?? duration
        let inheritedCurve = outer.flatMap { options.contains(.overrideInheritedCurve) || options.specifiesCurve ? nil : $0.curve }
        let transaction = _AnimationTransaction(
            duration: duration, delay: delay, curve: curve ?? inheritedCurve ?? _TimingCurve(options.curve), options: options,
            completion: completion)
        transaction.run(animations)
        transaction.commit()
    }

    /// Applies the changes at once; the completion still comes later, finished, as in UIKit.
    private class func runWithoutAnimation(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        performWithoutAnimation(animations)
        _AnimationTransaction(duration: 0, curve: .linear, completion: completion).commit()
    }
}
