import Foundation

/// A view that lays out a row or column of views with Auto Layout.
///
/// Add views with ``addArrangedSubview(_:)``; the stack view makes them subviews, turns off
/// their `translatesAutoresizingMaskIntoConstraints`, and constrains them according to
/// ``axis``, ``distribution``, ``alignment`` and ``spacing``. Hidden arranged views collapse:
/// they take no space and no spacing. As in UIKit, the stack view itself draws nothing.
///
/// The constraints are rebuilt in `updateConstraints()` after any change; their identifiers
/// start with `UISV-`, as UIKit's do, so they are recognisable in the unsatisfiable-constraints
/// report.
///
///     let stack = UIStackView(arrangedSubviews: [avatar, nameLabel])
///     stack.axis = .horizontal
///     stack.alignment = .center
///     stack.spacing = 8
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// The views the stack lays out, in order (a subset of `subviews`).
    open private(set) var arrangedSubviews: [UIView] = []

    /// The direction of the row or column; `.horizontal` by default.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How views are sized and spaced along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How views are placed across the axis; `.fill` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The gap between adjacent views (the least gap for the equal-spacing distributions).
    open var spacing: CGFloat = 0 {
        didSet { if spacing != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether the views are laid out within the layout margins instead of the bounds.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether vertical spacing is measured between baselines (kept for compatibility;
    /// Tessera measures between edges).
    open var isBaselineRelativeArrangement = false

    /// The system's spacing, for ``setCustomSpacing(_:after:)``.
    public static let spacingUseSystem: CGFloat = -Double.greatestFiniteMagnitude
    /// Use the stack view's `spacing`, for ``setCustomSpacing(_:after:)``.
    public static let spacingUseDefault: CGFloat = Double.greatestFiniteMagnitude

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    private var managedConstraints: [NSLayoutConstraint] = []
    private var managedGuides: [UILayoutGuide] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view laying out `views`.
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Arranged subviews

    /// Appends `view` to the arranged subviews (and the subviews).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `stackIndex` of the arranged subviews, adding it as a subview if needed.
    ///
    /// - Precondition: `stackIndex` is in `0...arrangedSubviews.count`; otherwise UIKit's
    ///   exception is raised.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        if let index = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: index)
        }
        guard stackIndex >= 0, stackIndex <= arrangedSubviews.count else {
            UIKitException.range("Index \(stackIndex) is out of bounds for arrangedSubviews [0..\(arrangedSubviews.count)]").raise()
            return
        }
        view.translatesAutoresizingMaskIntoConstraints = false
        arrangedSubviews.insert(view, at: stackIndex)
        if view.superview !== self { addSubview(view) }
        setNeedsUpdateConstraints()
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to hide it).
    open func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Sets the gap after `arrangedSubview`, instead of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsUpdateConstraints()
    }

    /// The gap after `arrangedSubview`: ``spacingUseDefault`` unless a custom one was set.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// An arranged subview was shown or hidden: rearrange.
    func arrangedSubviewVisibilityDidChange(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { setNeedsUpdateConstraints() }
    }

    // MARK: Constraints

    open override func updateConstraints() {
        rebuildArrangementConstraints()
        super.updateConstraints()
    }

    private func gap(after view: UIView) -> CGFloat {
        switch customSpacings[ObjectIdentifier(view)] {
        case nil, Self.spacingUseDefault?: spacing
        case Self.spacingUseSystem?: UIView.systemSpacing
        case let custom?: custom
        }
    }

    private func rebuildArrangementConstraints() {
        for constraint in managedConstraints { constraint.isActive = false }
        managedConstraints.removeAll()
        for guide in managedGuides { removeLayoutGuide(guide) }
        managedGuides.removeAll()

        let horizontal = axis == .horizontal
        let container: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let (start, end, size, centre): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let (crossStart, crossEnd, crossCentre): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)

        var made: [NSLayoutConstraint] = []
        func relate(
            _ tag: String, _ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
            _ b: AnyObject?, _ ba: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                item: a, attribute: aa, relatedBy: relation, toItem: b, attribute: b == nil ? .notAnAttribute : ba,
                multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.systemTag = tag
            made.append(constraint)
        }

        let visible = arrangedSubviews.filter { !$0.isHidden }
        // Hidden views collapse to nothing at the start of the stack.
        for view in arrangedSubviews where view.isHidden {
            relate("UISV-hiding", view, size, .equal, nil, .notAnAttribute)
            relate("UISV-hiding", view, start, .equal, container, start)
            relate("UISV-hiding", view, crossStart, .equal, container, crossStart)
            relate("UISV-hiding", view, horizontal ? .height : .width, .equal, nil, .notAnAttribute)
        }

        // Along the axis.
        if let first = visible.first, let last = visible.last {
            relate("UISV-canvas-connection", first, start, .equal, container, start)
            relate("UISV-canvas-connection", last, end, .equal, container, end)
        }
        var totalGaps: CGFloat = 0
        for (previous, next) in zip(visible, visible.dropFirst()) {
            let gap = gap(after: previous)
            totalGaps += gap
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                relate("UISV-spacing", next, start, .equal, previous, end, constant: gap)
            case .equalSpacing, .equalCentering:
                relate("UISV-spacing", next, start, .greaterThanOrEqual, previous, end, constant: gap)
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                managedGuides.append(guide)
                let (from, to) = distribution == .equalSpacing ? (end, start) : (centre, centre)
                relate("UISV-distributing-edge", guide, start, .equal, previous, from)
                relate("UISV-distributing-edge", guide, end, .equal, next, to)
                relate("UISV-distributing-edge", guide, crossStart, .equal, container, crossStart)
                relate("UISV-distributing-edge", guide, horizontal ? .height : .width, .equal, nil, .notAnAttribute)
            }
        }
        if let firstGuide = managedGuides.first {
            for guide in managedGuides.dropFirst() {
                relate("UISV-fill-equally", guide, size, .equal, firstGuide, size)
            }
        }
        switch distribution {
        case .fillEqually:
            if let first = visible.first {
                for view in visible.dropFirst() { relate("UISV-fill-equally", view, size, .equal, first, size) }
            }
        case .fillProportionally:
            let sizes = visible.map { view -> CGFloat in
                let intrinsic = view.intrinsicContentSize
                return max(0, horizontal ? intrinsic.width : intrinsic.height)
            }
            let total = sizes.reduce(0, +)
            if total > 0 {
                for (view, natural) in zip(visible, sizes) {
                    let share = natural / total
                    relate(
                        "UISV-fill-proportionally", view, size, .equal, container, size, multiplier: share,
                        constant: -share * totalGaps, priority: UILayoutPriority(999))
                }
            }
        default:
            break
        }

        // Across the axis.
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        for view in visible {
            switch alignment {
            case .fill:
                relate("UISV-alignment", view, crossStart, .equal, container, crossStart)
                relate("UISV-alignment", view, crossEnd, .equal, container, crossEnd)
            case .leading:
                relate("UISV-alignment", view, crossStart, .equal, container, crossStart)
                relate("UISV-spanning-boundary", view, crossEnd, .lessThanOrEqual, container, crossEnd)
            case .trailing:
                relate("UISV-alignment", view, crossEnd, .equal, container, crossEnd)
                relate("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, container, crossStart)
            case .center:
                relate("UISV-alignment", view, crossCentre, .equal, container, crossCentre)
                relate("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, container, crossStart)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if horizontal, let first = visible.first, view !== first {
                    relate("UISV-alignment", view, baseline, .equal, first, baseline)
                } else if !horizontal {
                    relate("UISV-alignment", view, crossStart, .equal, container, crossStart)
                }
                relate("UISV-spanning-boundary", view, crossStart, .greaterThanOrEqual, container, crossStart)
                relate("UISV-spanning-boundary", view, crossEnd, .lessThanOrEqual, container, crossEnd)
                relate(
                    "UISV-spanning-fit", view, crossStart, .equal, container, crossStart,
                    priority: UILayoutPriority(49))
            }
        }
        if alignment != .fill, !visible.isEmpty {
            // Hug the largest view across the axis when nothing else sets the stack's size.
            relate("UISV-canvas-fit", container, crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
        if visible.isEmpty {
            // An empty stack has no size of its own (UIKit's "UISV-canvas-connection" to nothing).
            relate("UISV-canvas-fit", container, size, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }

        for constraint in made { constraint.install(on: self) }
        managedConstraints = made
    }
}
