import Foundation

/// The presentation side of a view: what is on screen now, while animations play. Rendering
/// reads these; code reads the model values (the view's own properties), as in UIKit.
extension UIView {
    /// Turns a change made inside an animation block into an animation.
    func recordAnimatedChange(_ property: _AnimatedProperty, from old: _AnimationVector, to new: _AnimationVector) {
        guard old != new, let transaction = _AnimationContext.current else { return }
        transaction.record(self, property, from: old, to: new)
    }

    func removeActiveAnimation(_ animation: _PropertyAnimation) {
        activeAnimations.removeAll { $0 === animation }
        requestFrame()
    }

    /// The model value of `property`.
    func modelVector(for property: _AnimatedProperty) -> _AnimationVector {
        switch property {
        case .center: _AnimationVector(center)
        case .bounds: _AnimationVector(bounds)
        case .transform: _AnimationVector(transform)
        case .alpha: _AnimationVector(alpha)
        case .backgroundColor: _AnimationVector(backgroundColor?.components())
        case .cornerRadius: _AnimationVector(loadedLayer?.cornerRadius ?? 0)
        case .borderWidth: _AnimationVector(loadedLayer?.borderWidth ?? 0)
        case .borderColor: _AnimationVector((loadedLayer?.borderColor ?? .black)?.rgba)
        }
    }

    /// Sets the model value of `property` without animating (an animator stopped part-way
    /// keeps what is on screen).
    func setModelVector(_ value: _AnimationVector, for property: _AnimatedProperty) {
        UIView.performWithoutAnimation {
            switch property {
            case .center: center = value.point
            case .bounds: bounds = value.rect
            case .transform: transform = value.affineTransform
            case .alpha: alpha = value.scalar
            case .backgroundColor: backgroundColor = value.colorComponents.map(UIColor.init(components:))
            case .cornerRadius: layer.cornerRadius = value.scalar
            case .borderWidth: layer.borderWidth = value.scalar
            case .borderColor: layer.borderColor = value.colorComponents.map { UIColor(components: $0).cgColor }
            }
        }
    }

    /// The value of `property` on screen now: the model value (or `model`) with the running
    /// animations applied. O(animations on this view).
    func presentedVector(for property: _AnimatedProperty, model: _AnimationVector? = nil) -> _AnimationVector {
        let model = model ?? modelVector(for: property)
        guard !activeAnimations.isEmpty else { return model }
        var shown: _PropertyAnimation?
        var offset = _AnimationVector.zero
        for animation in activeAnimations where animation.property == property {
            if animation.isAdditive {
                offset += animation.currentValue
            } else if let current = shown, current.timeline === animation.timeline, !animation.hasStarted {
                // A later keyframe of the same property waits for its start time.
                continue
            } else {
                shown = animation
            }
        }
        return (shown?.currentValue ?? model) + offset
    }

    var presentedCenter: CGPoint {
        activeAnimations.isEmpty ? center : presentedVector(for: .center).point
    }

    var presentedBounds: CGRect {
        activeAnimations.isEmpty ? bounds : presentedVector(for: .bounds).rect
    }

    var presentedTransform: CGAffineTransform {
        activeAnimations.isEmpty ? transform : presentedVector(for: .transform).affineTransform
    }

    var presentedAlpha: CGFloat {
        activeAnimations.isEmpty ? alpha : min(1, max(0, presentedVector(for: .alpha).scalar))
    }

    /// The background on screen; the model colour itself when it does not animate, so dynamic
    /// colours keep following the traits.
    var presentedBackgroundColor: UIColor? {
        guard activeAnimations.contains(where: { $0.property == .backgroundColor }) else { return backgroundColor }
        return presentedVector(for: .backgroundColor).colorComponents.map(UIColor.init(components:))
    }

    /// Maps points in the presented bounds to the superview's presented coordinates.
    var presentedTransformToSuperview: CGAffineTransform {
        if activeAnimations.isEmpty { return transformToSuperview }
        let b = presentedBounds
        let c = presentedCenter
        let t = presentedTransform
        if t.isIdentity { return CGAffineTransform(translationX: c.x - b.midX, y: c.y - b.midY) }
        return CGAffineTransform(translationX: -b.midX, y: -b.midY)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }
}

extension UIColor {
    /// A fixed colour from components.
    convenience init(components c: UIColor.Components) {
        self.init(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
