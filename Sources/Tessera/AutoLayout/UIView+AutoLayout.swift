import Cassowary
import Foundation

// MARK: Anchors

extension UIView {
    /// The leading edge (the left edge: Tessera lays out left to right).
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge (the right edge).
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the first line of text (the bottom of a label's first row), through
    /// `viewForFirstBaselineLayout`; the bottom edge for views without text.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the last line of text (a label's bottom edge), through
    /// `viewForLastBaselineLayout`; the bottom edge for views without text.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

// MARK: Guides

extension UIView {
    /// UIKit's standard spacing between sibling views, in points.
    static let systemSpacing: CGFloat = 8
    /// The widest a `readableContentGuide` gets, in points.
    static let readableWidth: CGFloat = 672

    /// The part of the view not covered by bars or other content: follows `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = layoutStorage.safeAreaGuide { return guide }
        let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
        layoutStorage.safeAreaGuide = guide
        return guide
    }

    /// The view's bounds inset by its layout margins (measured from the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is true).
    public var layoutMarginsGuide: UILayoutGuide {
        if let guide = layoutStorage.marginsGuide { return guide }
        let guide = UILayoutGuide(kind: .margins, owningView: self, identifier: "UIViewLayoutMarginsGuide")
        layoutStorage.marginsGuide = guide
        return guide
    }

    /// A column of readable width (at most 672 points) centred within the layout margins.
    public var readableContentGuide: UILayoutGuide {
        if let guide = layoutStorage.readableGuide { return guide }
        let guide = UILayoutGuide(kind: .readableContent, owningView: self, identifier: "UIViewReadableContentGuide")
        layoutStorage.readableGuide = guide
        return guide
    }

    /// The guides added with ``addLayoutGuide(_:)``.
    public var layoutGuides: [UILayoutGuide] { _layoutStorage?.layoutGuides ?? [] }

    /// Adds a guide whose anchors you can then constrain; the guide's owning view becomes this view.
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.owningView = self
        layoutStorage.layoutGuides.append(layoutGuide)
        autoLayoutStructureDidChange()
    }

    /// Removes a guide added with ``addLayoutGuide(_:)``.
    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.owningView === self else { return }
        layoutStorage.layoutGuides.removeAll { $0 === layoutGuide }
        layoutGuide.owningView = nil
        autoLayoutStructureDidChange()
    }

    /// The margins the margins guide applies: `layoutMargins`, plus the safe area when
    /// `insetsLayoutMarginsFromSafeArea` is true.
    var effectiveLayoutMargins: UIEdgeInsets {
        guard insetsLayoutMarginsFromSafeArea else { return layoutMargins }
        let safe = safeAreaInsets
        return UIEdgeInsets(
            top: layoutMargins.top + safe.top, left: layoutMargins.left + safe.left,
            bottom: layoutMargins.bottom + safe.bottom, right: layoutMargins.right + safe.right)
    }
}

// MARK: Legacy constraint API

extension UIView {
    /// The active constraints installed on this view: those whose closest common ancestor it is.
    public var constraints: [NSLayoutConstraint] { _layoutStorage?.installedConstraints ?? [] }

    /// Installs and activates a constraint on this view, which must contain both of its items.
    /// Prefer `isActive = true`, which finds the view itself.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.install(on: self)
    }

    /// Installs and activates several constraints on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedView === self else { return }
        constraint.isActive = false
    }

    /// Deactivates several constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}

// MARK: Content priorities

extension UIView {
    /// How strongly the view resists growing beyond its intrinsic size along `axis`
    /// (`.defaultLow`, 250, by default, also for labels and image views created in code).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = _layoutStorage else { return .defaultLow }
        return axis == .horizontal ? storage.hugging.horizontal : storage.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutStorage.hugging.horizontal = priority } else { layoutStorage.hugging.vertical = priority }
        intrinsicLayoutDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis`
    /// (`.defaultHigh`, 750, by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let storage = _layoutStorage else { return .defaultHigh }
        return axis == .horizontal ? storage.compressionResistance.horizontal : storage.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size along `axis`.
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal {
            layoutStorage.compressionResistance.horizontal = priority
        } else {
            layoutStorage.compressionResistance.vertical = priority
        }
        intrinsicLayoutDidChange()
    }
}

// MARK: Update-constraints pass

extension UIView {
    /// Whether `updateConstraints()` is due before the next layout pass.
    public func needsUpdateConstraints() -> Bool {
        _layoutStorage?.needsUpdateConstraints ?? false
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    public func setNeedsUpdateConstraints() {
        layoutStorage.needsUpdateConstraints = true
        let root = isLayoutBoundary ? self : enclosingLayoutRoot ?? self
        root.layoutEnginesNeedSynchronize()
        root.setNeedsLayout()
    }

    /// Runs `updateConstraints()` now on this view and its constrained descendants where it is due.
    public func updateConstraintsIfNeeded() {
        updateConstraintsIfNeeded(descendingIntoSubviews: true)
    }

    func updateConstraintsIfNeeded(descendingIntoSubviews: Bool) {
        if descendingIntoSubviews {
            for subview in subviews { subview.updateConstraintsIfNeeded(descendingIntoSubviews: true) }
        }
        guard let storage = _layoutStorage, storage.needsUpdateConstraints else { return }
        storage.needsUpdateConstraints = false
        if let viewController { viewController.updateViewConstraints() } else { updateConstraints() }
    }
}

// MARK: Fitting

extension UIView {
    /// The smallest size Auto Layout can give a view: pass it to `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size Auto Layout can give a view.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size closest to `targetSize` that the view's constraints allow, both dimensions
    /// pulled at `.fittingSizeLevel`.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each dimension
    /// pulled towards the target with the given priority.
    ///
    /// Pass `.required` horizontally and `.fittingSizeLevel` vertically to get the height for a
    /// fixed width, as a self-sizing table cell does. The view's own frame is not changed.
    ///
    /// A view that holds no constraints but has one subview that fills it with an autoresizing
    /// mask (a cell and its `contentView`) is measured through that subview.
    ///
    /// - Complexity: The first measurement builds a solver for the view's constraints: linear in
    ///   their number for the usual cell layouts. Later ones with the same priorities, on a
    ///   layout root whose constraints were not activated or deactivated since, cost a walk over
    ///   its views plus the rows that move.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        // Implementation note: a layout root keeps the engine of its last measurement; the next
        // one with the same priorities shifts the target size inside that solver instead of
        // building a new one.
        let fitting = _LayoutEngine.Fitting(
            size: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
        let engine: _LayoutEngine
        if let cached = _layoutStorage?.fittingEngine, cached.fitting?.horizontal == horizontalFittingPriority,
            cached.fitting?.vertical == verticalFittingPriority
        {
            // The same kind of measurement again (a self-sizing cell at a new width).
            engine = cached
            engine.fitting = fitting
            engine.synchronizeForFitting()
        } else {
            engine = _LayoutEngine(root: self, fitting: fitting)
            engine.synchronize()
            // Only a layout root hears about every change to its constraints, so only its
            // engine can be kept.
            if isLayoutBoundary { layoutStorage.fittingEngine = engine }
        }
        if engine.itemCount <= 1 {
            if let content = subviews.first(where: {
                $0.translatesAutoresizingMaskIntoConstraints
                    && $0.autoresizingMask.contains([.flexibleWidth, .flexibleHeight])
            }) {
                let extra = CGSize(width: bounds.width - content.bounds.width, height: bounds.height - content.bounds.height)
                let inner = content.systemLayoutSizeFitting(
                    CGSize(width: targetSize.width - extra.width, height: targetSize.height - extra.height),
                    withHorizontalFittingPriority: horizontalFittingPriority,
                    verticalFittingPriority: verticalFittingPriority)
                return CGSize(width: inner.width + extra.width, height: inner.height + extra.height)
            }
        }
        for _ in 0..<4 where engine.remeasureAtSolvedWidths() {}
        return engine.rectangle(layoutStorage.variables).size
    }

    /// The height of a cell-like view at `width`, from its constraints: what a self-sizing
    /// table row (`UITableView.automaticDimension`) or collection cell
    /// (`preferredLayoutAttributesFitting(_:)`) asks.
    ///
    /// The width is required and the height is pulled towards 0 at `.fittingSizeLevel`, so the
    /// result is the smallest height the constraints and intrinsic sizes allow (a multi-line
    /// label wraps at the width it gets). The table engine calls this on the cell (which
    /// forwards to its content view) for each row it sizes, and caches the result per row.
    ///
    /// - Complexity: Linear in the number of constraints in the cell.
    func layoutHeight(fittingWidth width: CGFloat) -> CGFloat {
        systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}

// MARK: Debugging

extension UIView {
    /// Whether the constraints leave this view's frame undetermined.
    ///
    /// Lays out the view's layout root first, then probes each edge and size of the view with a
    /// constraint weaker than any other; if one moves, more than one layout is optimal.
    public var hasAmbiguousLayout: Bool {
        guard !translatesAutoresizingMaskIntoConstraints, let root = enclosingLayoutRoot,
            let engine = root._layoutStorage?.engine
        else { return false }
        engine.synchronize()
        return engine.isAmbiguous(layoutStorage.variables)
    }

    /// Moves an ambiguous view to another valid layout in UIKit; does nothing in Tessera.
    public func exerciseAmbiguityInLayout() {}
}

// MARK: Engine plumbing

extension UIView {
    /// The view's Auto Layout state, created on first use.
    var layoutStorage: _ViewLayoutStorage {
        if let storage = _layoutStorage { return storage }
        let storage = _ViewLayoutStorage()
        _layoutStorage = storage
        return storage
    }

    /// Whether constraints stop here: the view's own frame is not set by constraints of its
    /// ancestors' engine, so it lays out its constrained descendants with its own engine.
    var isLayoutBoundary: Bool {
        translatesAutoresizingMaskIntoConstraints || superview == nil
    }

    /// The nearest strict ancestor that is a layout boundary.
    var enclosingLayoutRoot: UIView? {
        var candidate = superview
        while let view = candidate {
            if view.isLayoutBoundary { return view }
            candidate = view.superview
        }
        return nil
    }

    /// The engine of the subtree this view is the layout root of, created on demand.
    func layoutEngineForRoot() -> _LayoutEngine {
        if let engine = layoutStorage.engine { return engine }
        let engine = _LayoutEngine(root: self)
        layoutStorage.engine = engine
        return engine
    }

    /// The engine that lays out this view's frame, if any.
    var layoutEngine: _LayoutEngine? {
        enclosingLayoutRoot?._layoutStorage?.engine
    }

    /// The layout pass hook, called before `layoutSubviews()`: a layout root solves its
    /// constraints and writes the frames of the views they place.
    func autoLayoutWillLayoutSubviews() {
        if isLayoutBoundary {
            _layoutStorage?.engine?.layout()
        } else if let root = enclosingLayoutRoot, root.needsLayout, let engine = root._layoutStorage?.engine {
            engine.layout()
        }
    }

    /// Something the engine derives from this view (intrinsic size, priorities) changed.
    func intrinsicLayoutDidChange() {
        guard !translatesAutoresizingMaskIntoConstraints, let root = enclosingLayoutRoot,
            let storage = root._layoutStorage, storage.engine != nil || storage.fittingEngine != nil
        else { return }
        storage.engine?.setNeedsSynchronize()
        storage.fittingEngine?.setNeedsSynchronize()
        root.setNeedsLayout()
    }

    /// The view's frame changed: if constraints read it (autoresizing-mask constraints), the
    /// engine that holds them lays out again.
    func autoLayoutFrameDidChange() {
        guard translatesAutoresizingMaskIntoConstraints, let root = enclosingLayoutRoot,
            let storage = root._layoutStorage,
            storage.engine?.contains(self) == true || storage.fittingEngine?.contains(self) == true
        else { return }
        storage.engine?.setNeedsSynchronize()
        storage.fittingEngine?.setNeedsSynchronize()
        root.setNeedsLayout()
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed: the view moves between engines.
    func autoLayoutTranslatesAutoresizingMaskDidChange() {
        if let root = enclosingLayoutRoot {
            root.layoutEnginesNeedSynchronize()
            root.setNeedsLayout()
        }
        if _layoutStorage?.installedConstraints.isEmpty == false { _ = layoutEngineForRoot() }
        _layoutStorage?.engine?.setNeedsSynchronize()
        // Whether the view is a layout root changed: a kept measurement no longer applies.
        _layoutStorage?.fittingEngine = nil
        setNeedsLayout()
    }

    /// Tells this layout root's engines (the live one, created if needed, and a kept fitting
    /// one) to collect every constraint and item at their next pass.
    func layoutEnginesNeedSynchronize() {
        layoutEngineForRoot().setNeedsSynchronize()
        _layoutStorage?.fittingEngine?.setNeedsSynchronize()
    }

    /// Guides were added or removed: the engines that may solve them collect their items again.
    private func autoLayoutStructureDidChange() {
        _layoutStorage?.engine?.setNeedsSynchronize()
        _layoutStorage?.fittingEngine?.setNeedsSynchronize()
        if let root = enclosingLayoutRoot, root._layoutStorage?.engine != nil {
            root.layoutEnginesNeedSynchronize()
            root.setNeedsLayout()
        }
    }
}

// MARK: Hierarchy changes

extension UIView {
    /// A subview was added, removed or reordered: the engines whose domain holds this view,
    /// and the moved view's own (whether it is a layout root may have changed), collect their
    /// views again. Engines learn of hierarchy changes only here, so a layout pass does not
    /// walk its views to look for them.
    func autoLayoutSubviewsDidChange(moving subview: UIView) {
        if let storage = (isLayoutBoundary ? self : enclosingLayoutRoot)?._layoutStorage {
            storage.engine?.setNeedsSynchronize()
            storage.fittingEngine?.setNeedsSynchronize()
        }
        if let storage = subview._layoutStorage {
            storage.engine?.setNeedsSynchronize()
            storage.fittingEngine?.setNeedsSynchronize()
        }
    }

    /// Deactivates, as UIKit does when a view leaves its superview, the constraints that refer
    /// to the view or a view of its subtree (or their layout guides) and are installed on an
    /// ancestor, that is, those that tie the subtree to views outside it. Constraints within
    /// the subtree stay active.
    ///
    /// - Complexity: O(*c* · *d*) for the *c* constraints installed on the *d* ancestors.
    func autoLayoutWillRemoveFromSuperview() {
        var ancestor = superview
        while let view = ancestor {
            if let installed = view._layoutStorage?.installedConstraints, !installed.isEmpty {
                NSLayoutConstraint.deactivate(installed.filter { $0.refersToSubtree(of: self) })
            }
            ancestor = view.superview
        }
    }
}
