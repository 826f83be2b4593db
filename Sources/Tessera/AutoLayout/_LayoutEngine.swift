import Cassowary
import Foundation

private typealias Expression = Cassowary.Expression

/// The bridge between one layout root's constraints and a Cassowary ``Solver``.
///
/// Each *layout root* (a view whose own frame is not set by constraints: one with
/// `translatesAutoresizingMaskIntoConstraints == true`, or without a superview) owns one
/// engine for the constraints among its descendants down to the next layout roots. A table
/// cell's content view, a stack in a container, an unrelated panel: each gets its own small
/// tableau, so layout cost grows linearly with the number of independent subtrees instead of
/// with the square of one shared tableau.
///
/// A layout pass of the root (``layout()``) runs UIKit's update-constraints pass over the
/// root's domain and brings the solver in line with its constraints incrementally. When
/// constraints were activated or deactivated, views moved, or something the generated
/// constraints are made from changed (``setNeedsSynchronize()``), the engine collects every
/// active constraint: unchanged ones stay, new ones are added, removed ones removed. Otherwise,
/// as in a live resize, it only shifts the constants that changed (``constraintDidChange(_:)``,
/// the root's size, the system guides, wrapping labels) inside the solver, and the pass costs
/// the rows that move plus writing the frames. `UIView` reports subviews added, removed or
/// reordered (``setNeedsSynchronize()``), so a pass walks the domain's views only to run the
/// update-constraints pass after a view asked for it. The engine adds the constraints UIKit
/// generates itself: the root's size, frames of views that translate their autoresizing mask,
/// intrinsic content sizes with hugging and compression resistance, and the system guides.
/// Then it writes the solved frames into the views (parents first).
@MainActor
final class _LayoutEngine {
    /// The size the root is fitted to, for `systemLayoutSizeFitting`; `nil` for the live engine.
    struct Fitting {
        var size: CGSize
        var horizontal: UILayoutPriority
        var vertical: UILayoutPriority
    }

    private struct UserEntry {
        let constraint: NSLayoutConstraint
        /// `nil` when the constraint was broken to recover from a conflict.
        var solverConstraint: Constraint?
        var version: Int
    }

    private struct ItemEntry {
        weak var item: AnyObject?
        var key: GeneratedKey
        /// The constraints made from `key`, in order; `nil` where one could not be added.
        var generated: [Constraint?]
    }

    /// Where an item's solved rectangle goes. The views are held strongly (they are the root's
    /// descendants, so this makes no cycle) until the next full synchronization: reading weak
    /// references for every view of every frame would cost more than solving.
    private enum Placement {
        case view(UIView, parent: Int)
        case guide(UILayoutGuide, parent: Int)
        /// The root, or an item whose rectangle goes nowhere.
        case none
    }

    weak var root: UIView?
    /// The size and priorities the root is fitted to; a cached fitting engine gets new ones
    /// for each measurement.
    var fitting: Fitting?
    let solver = Solver()
    private var userEntries: [ObjectIdentifier: UserEntry] = [:]
    private var itemEntries: [ObjectIdentifier: ItemEntry] = [:]
    /// Items in the order they were wanted: a view after its superview, a guide after its owner.
    private var itemOrder: [ObjectIdentifier] = []
    /// A generated constraint: the item, the key it was made from and its place in the list;
    /// enough to describe it again when a report needs it.
    private struct GeneratedOrigin {
        weak var item: AnyObject?
        let key: GeneratedKey
        let index: Int
    }

    /// What a solver constraint stands for. Descriptions are built only for reports: formatting
    /// one per constraint would cost more than solving.
    private enum ConstraintOrigin {
        case user(NSLayoutConstraint)
        case generated(GeneratedOrigin)
    }

    /// What each solver constraint stands for, for the unsatisfiable-constraints report.
    private var origins: [ObjectIdentifier: ConstraintOrigin] = [:]

    /// Whether the next pass collects every constraint and item again.
    private var needsSynchronize = true
    /// `_ViewLayoutStorage.updateConstraintsRequestCount` when the domain was last walked;
    /// hierarchy changes arrive through `setNeedsSynchronize()`, so an incremental pass walks
    /// the domain only for the update-constraints pass.
    private var seenUpdateConstraintsRequests = -1
    /// How many times the engine collected every constraint and item, for tests.
    private(set) var synchronizationCount = 0
    /// User constraints whose constant or priority changed since the last pass.
    private var changedConstraints: [NSLayoutConstraint] = []
    /// The views of the domain in update-constraints order at the last synchronization.
    private var domain: [ObjectIdentifier] = []
    /// Items whose generated constraints can change without notice (the root's size, the system
    /// guides, wrapping labels), refreshed at every pass.
    private var volatileItems: [ObjectIdentifier] = []
    /// Where the solved rectangles go, in `itemOrder`; rebuilt when items or variables changed.
    private var placements: [Placement] = []
    /// The solver slots of each placement's left, top, width and height (-1 where unknown).
    private var placementSlots: [Int] = []
    private var placementsAreStale = true
    /// Scratch space for `apply()`: the values in `placementSlots`, and each solved rectangle.
    private var solvedValues: [Double] = []
    private var solvedRectangles: [CGRect] = []

    init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// The number of constraints in this engine's solver (user and generated).
    var solverConstraintCount: Int { origins.count }

    /// The number of items (views and guides) this engine lays out.
    var itemCount: Int { itemOrder.count }

    /// Whether `item` is one of this engine's items.
    func contains(_ item: AnyObject) -> Bool { itemEntries[ObjectIdentifier(item)] != nil }

    // MARK: Layout

    /// Brings the solver up to date and writes the solved frames into the views.
    ///
    /// - Complexity: O(*n*) for writing the engine's *n* items plus the solver's work for what
    ///   changed, when no constraint was activated or deactivated and no view moved; otherwise
    ///   O(*c* log *c*) for the domain's *c* constraints, plus the solver's work.
    func layout() {
        let incremental = synchronizeIncrementally()
        if !incremental { synchronize() }
        for _ in 0..<4 {
            apply()
            if !(incremental ? refreshVolatileItems() : refreshItems()) { break }
        }
    }

    /// Asks the next pass to collect every constraint and item again: constraints were
    /// activated or deactivated, or something generated constraints are made from changed.
    func setNeedsSynchronize() {
        needsSynchronize = true
    }

    /// Notes that a user constraint's `constant` or `priority` changed: the next pass shifts
    /// it inside the solver.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        changedConstraints.append(constraint)
    }

    /// Brings the solver up to date without collecting constraints, if nothing but constants,
    /// the root's size, guides and wrapping labels changed; returns whether it could.
    private func synchronizeIncrementally() -> Bool {
        guard !needsSynchronize, let root else { return false }
        let requests = _ViewLayoutStorage.updateConstraintsRequestCount
        if requests != seenUpdateConstraintsRequests {
            // Some view may need `updateConstraints()`: run the pass over the domain.
            guard visitDomain(root, recording: false), !needsSynchronize else { return false }
            seenUpdateConstraintsRequests = requests
        }
        let changed = changedConstraints
        changedConstraints.removeAll()
        for constraint in changed {
            let id = ObjectIdentifier(constraint)
            guard let entry = userEntries[id], constraint.installedView != nil else { return false }
            if entry.version == constraint.version { continue }
            // A broken constraint gets its next try from a full synchronization.
            guard let old = entry.solverConstraint else { return false }
            let new = makeSolverConstraint(constraint)
            let replaced = replace(old, with: new, origin: .user(constraint))
            userEntries[id] = UserEntry(constraint: constraint, solverConstraint: replaced ? new : nil, version: constraint.version)
        }
        refreshVolatileItems()
        return true
    }

    /// Re-derives the generated constraints of the items that can change without notice;
    /// returns whether any changed.
    @discardableResult
    private func refreshVolatileItems() -> Bool {
        var changed = false
        for id in volatileItems {
            if let item = itemEntries[id]?.item, refresh(item) { changed = true }
        }
        return changed
    }

    /// Brings the solver up to date for a measurement: incrementally when nothing but constants
    /// changed since the last one.
    func synchronizeForFitting() {
        if !synchronizeIncrementally() { synchronize() }
    }

    /// Brings the solver up to date with the root's constraints, without touching frames.
    func synchronize() {
        guard let root else { return }
        seenUpdateConstraintsRequests = _ViewLayoutStorage.updateConstraintsRequestCount
        _ = visitDomain(root, recording: true)
        synchronizationCount += 1
        needsSynchronize = false
        changedConstraints.removeAll()
        placementsAreStale = true
        let collected = collectConstraints(root)

        // Items, parents first.
        var wanted: [AnyObject] = []
        var wantedSet: Set<ObjectIdentifier> = []
        func want(_ item: AnyObject) {
            let id = ObjectIdentifier(item)
            guard !wantedSet.contains(id) else { return }
            if let view = item as? UIView {
                // Views that translate their autoresizing mask keep their frames (changing that
                // flag makes the engine synchronize, which rebuilds the placements).
                if view !== root, !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview { want(superview) }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                want(owner)
            }
            wantedSet.insert(id)
            wanted.append(item)
        }
        func want(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) {
            guard let item else { return }
            if attribute.withoutMargin.isMargin, let view = item as? UIView {
                want(view.layoutMarginsGuide)
            } else if attribute == .firstBaseline || attribute == .lastBaseline, let view = item as? UIView {
                want(view)
                want(baselineView(of: view, last: attribute == .lastBaseline))
            } else {
                want(item)
            }
        }
        want(root)
        for constraint in collected {
            want(constraint.firstItem, constraint.firstAttribute)
            want(constraint.secondItem, constraint.secondAttribute)
        }

        // Remove what went away or changed.
        let collectedIDs = Set(collected.map(ObjectIdentifier.init))
        for (id, entry) in userEntries where !collectedIDs.contains(id) || entry.version != entry.constraint.version {
            if let solverConstraint = entry.solverConstraint { remove(solverConstraint) }
            userEntries[id] = nil
        }
        for id in itemOrder where !wantedSet.contains(id) {
            if let entry = itemEntries.removeValue(forKey: id) { entry.generated.forEach { $0.map(remove) } }
        }
        var itemsChanged = itemOrder.count != wanted.count
        itemOrder = wanted.map(ObjectIdentifier.init)
        volatileItems = wanted.filter(Self.isVolatile).map(ObjectIdentifier.init)
        for item in wanted where refresh(item) { itemsChanged = true }
        if itemsChanged {
            // What UIKit's generated constraints say changed: give broken constraints another try.
            for (id, entry) in userEntries where entry.solverConstraint == nil { userEntries[id] = nil }
        }

        // Add what is new, in activation order.
        for constraint in collected where userEntries[ObjectIdentifier(constraint)] == nil {
            let solverConstraint = makeSolverConstraint(constraint)
            let added = add(solverConstraint, origin: .user(constraint))
            userEntries[ObjectIdentifier(constraint)] = UserEntry(
                constraint: constraint, solverConstraint: added ? solverConstraint : nil, version: constraint.version)
        }
    }

    /// Whether an item's generated constraints can change without a notification: the root's
    /// (its size), a system guide's (margins and safe area) or those of a view whose height
    /// depends on the width it gets (a wrapping label's, `_needsDoubleUpdateConstraintsPass`).
    private static func isVolatile(_ item: AnyObject) -> Bool {
        if let guide = item as? UILayoutGuide { return guide.kind != .custom }
        guard let view = item as? UIView else { return false }
        return view._needsDoubleUpdateConstraintsPass || view.isLayoutBoundary
    }

    /// Re-measures the views whose height depends on their width (wrapping labels) at their
    /// solved widths; returns whether anything changed.
    func remeasureAtSolvedWidths() -> Bool {
        solver.updateVariables()
        return refreshItems()
    }

    /// Re-derives every item's generated constraints; returns whether any changed.
    @discardableResult
    private func refreshItems() -> Bool {
        var changed = false
        for id in itemOrder {
            if let item = itemEntries[id]?.item, refresh(item) { changed = true }
        }
        return changed
    }

    /// Writes solved rectangles into views whose frames come from constraints, and into guides.
    ///
    /// - Complexity: O(*n*) for the engine's *n* items, without hashing.
    private func apply() {
        guard let root else { return }
        if placementsAreStale { makePlacements(root) }
        solver.readValues(atSlots: placementSlots, into: &solvedValues)
        let values = solvedValues
        func rounded(_ value: Double) -> CGFloat {
            // A millionth of a point drops solver noise.
            CGFloat((value * 1_000_000).rounded() / 1_000_000)
        }
        for index in placements.indices {
            let rect = CGRect(
                x: rounded(values[4 * index]), y: rounded(values[4 * index + 1]), width: rounded(values[4 * index + 2]),
                height: rounded(values[4 * index + 3]))
            solvedRectangles[index] = rect
            switch placements[index] {
            case .view(let view, let parent):
                let frame = relative(rect, to: parent)
                if view.frame != frame { view.frame = frame }
            case .guide(let guide, let parent):
                guide.layoutFrame = relative(rect, to: parent)
            case .none:
                continue
            }
        }
    }

    private func relative(_ rect: CGRect, to parent: Int) -> CGRect {
        guard parent >= 0 else { return rect }
        let origin = solvedRectangles[parent].origin
        return CGRect(x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
    }

    /// Finds, for every item, the solver slots of its variables and the placement of the view
    /// its frame is relative to (parents come first in `itemOrder`).
    private func makePlacements(_ root: UIView) {
        placementsAreStale = false
        placements.removeAll(keepingCapacity: true)
        placementSlots.removeAll(keepingCapacity: true)
        var indices: [ObjectIdentifier: Int] = [:]
        func appendSlots(_ variables: _LayoutVariables?) {
            for variable in variables.map({ [$0.left, $0.top, $0.width, $0.height] }) ?? [] {
                placementSlots.append(solver.valueSlot(for: variable) ?? -1)
            }
            if variables == nil { placementSlots.append(contentsOf: [-1, -1, -1, -1]) }
        }
        func parentIndex(_ parent: UIView) -> Int {
            parent === root ? -1 : indices[ObjectIdentifier(parent)] ?? -1
        }
        for id in itemOrder {
            let item = itemEntries[id]?.item
            if let view = item as? UIView {
                indices[id] = placements.count
                appendSlots(view.layoutStorage.variables)
                if view !== root, let superview = view.superview {
                    placements.append(.view(view, parent: parentIndex(superview)))
                } else {
                    placements.append(.none)
                }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                appendSlots(guide.variables)
                placements.append(.guide(guide, parent: parentIndex(owner)))
            } else {
                appendSlots(nil)
                placements.append(.none)
            }
        }
        solvedRectangles = Array(repeating: .zero, count: placements.count)
    }

    /// The solved rectangle of an item, rounded to a millionth of a point to drop solver noise.
    func rectangle(_ variables: _LayoutVariables) -> CGRect {
        func value(_ variable: Variable) -> CGFloat {
            CGFloat((solver.value(of: variable) * 1_000_000).rounded() / 1_000_000)
        }
        return CGRect(x: value(variables.left), y: value(variables.top), width: value(variables.width),
                      height: value(variables.height))
    }

    // MARK: Collecting constraints

    /// Calls `updateConstraints()` where it is due, children before parents, as UIKit does, and
    /// compares the domain's views (in that order) with those of the last synchronization, or
    /// records them.
    ///
    /// - Returns: Whether the domain has the same views as when it was recorded.
    /// - Complexity: O(*v*) for the *v* views of the domain.
    private func visitDomain(_ root: UIView, recording: Bool) -> Bool {
        if recording { domain.removeAll(keepingCapacity: true) }
        var position = 0
        var unchanged = true
        visit(root, descend: true, recording: recording, position: &position, unchanged: &unchanged)
        return recording || (unchanged && position == domain.count)
    }

    private func visit(_ view: UIView, descend: Bool, recording: Bool, position: inout Int, unchanged: inout Bool) {
        if descend {
            for subview in view.subviews {
                // `isLayoutBoundary`, knowing the subview has a superview.
                let descendIntoSubview = !subview.translatesAutoresizingMaskIntoConstraints
                visit(subview, descend: descendIntoSubview, recording: recording, position: &position, unchanged: &unchanged)
            }
        }
        view.updateConstraintsIfNeeded(descendingIntoSubviews: false)
        let id = ObjectIdentifier(view)
        if recording {
            domain.append(id)
        } else if unchanged {
            unchanged = position < domain.count && domain[position] == id
            position += 1
        }
    }

    /// The active constraints this engine solves, in activation order.
    private func collectConstraints(_ root: UIView) -> [NSLayoutConstraint] {
        var result: [NSLayoutConstraint] = []
        if let installed = root._layoutStorage?.installedConstraints {
            for constraint in installed where fitting != nil || !constraint.involvesOnly(root) {
                result.append(constraint)
            }
        }
        func visit(_ view: UIView) {
            let installed = view._layoutStorage?.installedConstraints ?? []
            if view.isLayoutBoundary {
                // A nested layout root: only constraints on the view itself are ours.
                for constraint in installed where constraint.involvesOnly(view) { result.append(constraint) }
                return
            }
            result.append(contentsOf: installed)
            for subview in view.subviews { visit(subview) }
        }
        for subview in root.subviews { visit(subview) }
        result.removeAll { constraint in
            let (first, second) = constraint.itemViews
            guard let first, first.isDescendant(of: root) else { return true }
            if constraint.secondItem != nil {
                guard let second, second.isDescendant(of: root) else { return true }
            }
            return false
        }
        result.sort { $0.activationSequence < $1.activationSequence }
        return result
    }

    // MARK: Generated constraints

    /// Brings an item's generated constraints up to date; returns whether they changed.
    ///
    /// When only numbers changed (a size, an inset), each constraint is replaced by its new
    /// version inside the solver, which shifts the constant in place.
    @discardableResult
    private func refresh(_ item: AnyObject) -> Bool {
        let id = ObjectIdentifier(item)
        let key = generatedKey(for: item)
        let old = itemEntries[id]
        if let old, old.key == key { return false }
        let made = makeGenerated(for: item, key: key, describing: false)
        var generated: [Constraint?] = []
        generated.reserveCapacity(made.count)
        let inPlace = old.map { $0.key.hasTheSameShape(as: key) && $0.generated.count == made.count } ?? false
        if !inPlace {
            old?.generated.forEach { if let constraint = $0 { remove(constraint) } }
            placementsAreStale = true
        }
        for (index, (constraint, _)) in made.enumerated() {
            let origin = ConstraintOrigin.generated(GeneratedOrigin(item: item, key: key, index: index))
            let added: Bool
            if inPlace, let previous = old!.generated[index] {
                added = replace(previous, with: constraint, origin: origin)
            } else {
                added = add(constraint, origin: origin)
                placementsAreStale = true
            }
            generated.append(added ? constraint : nil)
        }
        itemEntries[id] = ItemEntry(item: item, key: key, generated: generated)
        return true
    }

    /// The numbers an item's generated constraints depend on.
    private func generatedKey(for item: AnyObject) -> GeneratedKey {
        if let view = item as? UIView {
            if view === root {
                guard let fitting else {
                    return .rootSize(width: Double(view.bounds.width), height: Double(view.bounds.height))
                }
                return .fittingSize(
                    width: Double(fitting.size.width), height: Double(fitting.size.height),
                    priorities: .init(horizontal: fitting.horizontal.rawValue, vertical: fitting.vertical.rawValue))
            }
            if view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.frame
                return .autoresizingMask(
                    x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
            }
            let storage = view.layoutStorage
            var size: CGSize?
            if view._needsDoubleUpdateConstraintsPass, itemEntries[ObjectIdentifier(view)]?.generated.isEmpty == false {
                // The view's height depends on the width it was given: measure it at the solved
                // width (UIKit does the same in its second pass).
                let width = rectangle(storage.variables).width
                if width > 0 { size = view._intrinsicContentSize(forLayoutWidth: width) }
            }
            let intrinsic = size ?? view.intrinsicContentSize
            return .intrinsicContentSize(
                width: Double(intrinsic.width), height: Double(intrinsic.height),
                hugging: .init(horizontal: storage.hugging.horizontal.rawValue, vertical: storage.hugging.vertical.rawValue),
                compressionResistance: .init(
                    horizontal: storage.compressionResistance.horizontal.rawValue,
                    vertical: storage.compressionResistance.vertical.rawValue))
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            let insets: UIEdgeInsets
            switch guide.kind {
            case .custom: return .noConstraints
            case .safeArea: insets = owner.safeAreaInsets
            case .margins, .readableContent: insets = owner.effectiveLayoutMargins
            }
            let values = GeneratedKey.Insets(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom), right: Double(insets.right))
            return guide.kind == .readableContent ? .readableContentInsets(values) : .guideInsets(values)
        }
        return .noConstraints
    }

    /// The constraints UIKit generates for an item, with their descriptions when `describing`.
    private func makeGenerated(for item: AnyObject, key: GeneratedKey, describing: Bool) -> [(Constraint, String)] {
        let name = describing ? NSLayoutConstraint.itemName(item) : ""
        func number(_ value: Double) -> String { NSLayoutConstraint.number(CGFloat(value)) }
        func number(_ value: Float) -> String { NSLayoutConstraint.number(CGFloat(value)) }
        func label(_ text: @autoclosure () -> String) -> String { describing ? text() : "" }
        switch key {
        case .rootSize(let width, let height), .fittingSize(let width, let height, _):
            guard let view = item as? UIView else { return [] }
            let v = view.layoutStorage.variables
            var (horizontal, vertical) = (Strength.required, Strength.required)
            if case .fittingSize(_, _, let priorities) = key {
                (horizontal, vertical) = (Self.strength(priorities.horizontal), Self.strength(priorities.vertical))
            }
            return [
                (Expression(v.left) == 0, label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Left' \(name).minX == 0>")),
                (Expression(v.top) == 0, label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Top' \(name).minY == 0>")),
                (
                    (Expression(v.width) == width) | horizontal,
                    label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' \(name).width == \(number(width))>")
                ),
                (
                    (Expression(v.height) == height) | vertical,
                    label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' \(name).height == \(number(height))>")
                ),
            ]
        case .autoresizingMask(let x, let y, let width, let height):
            guard let view = item as? UIView, let superview = view.superview else { return [] }
            let v = view.layoutStorage.variables, p = superview.layoutStorage.variables
            let prefix = label("<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name)")
            return [
                (Expression(v.left) - Expression(p.left) == x, label(prefix + ".minX == \(number(x))>")),
                (Expression(v.top) - Expression(p.top) == y, label(prefix + ".minY == \(number(y))>")),
                (Expression(v.width) == width, label(prefix + ".width == \(number(width))>")),
                (Expression(v.height) == height, label(prefix + ".height == \(number(height))>")),
            ]
        case .intrinsicContentSize(let width, let height, let hugging, let resistance):
            guard let view = item as? UIView else { return [] }
            let v = view.layoutStorage.variables
            var result: [(Constraint, String)] = []
            for (variable, size, hug, resist, axis) in [
                (v.width, width, hugging.horizontal, resistance.horizontal, "width"),
                (v.height, height, hugging.vertical, resistance.vertical, "height"),
            ] where size >= 0 {
                let text = label("<NSContentSizeLayoutConstraint \(name).\(axis) == \(number(size))"
                    + " Hug:\(number(hug)) CompressionResistance:\(number(resist))>")
                result.append(((Expression(variable) >= size) | Self.strength(resist), text))
                result.append(((Expression(variable) <= size) | Self.strength(hug), text))
            }
            return result
        case .guideInsets(let insets), .readableContentInsets(let insets):
            guard let guide = item as? UILayoutGuide, let owner = guide.owningView else { return [] }
            let g = guide.variables, o = owner.layoutStorage.variables
            let (top, left, bottom, right) = (insets.top, insets.left, insets.bottom, insets.right)
            let prefix = label("<NSLayoutConstraint '\(guide.identifier)' \(name)")
            var result: [(Constraint, String)] = [
                (Expression(g.top) - Expression(o.top) == top, label(prefix + ".top == owner.top + \(number(top))>")),
                (
                    Expression(g.height) - Expression(o.height) == -(top + bottom),
                    label(prefix + ".height == owner.height - \(number(top + bottom))>")
                ),
            ]
            if case .guideInsets = key {
                result.append((Expression(g.left) - Expression(o.left) == left, label(prefix + ".left == owner.left + \(number(left))>")))
                result.append((
                    Expression(g.width) - Expression(o.width) == -(left + right),
                    label(prefix + ".width == owner.width - \(number(left + right))>")
                ))
            } else {
                // Readable content: centred in the margins, at most `readableWidth` wide.
                let centre = Expression([Term(g.left), Term(g.width, coefficient: 0.5), Term(o.left, coefficient: -1),
                                         Term(o.width, coefficient: -0.5)], constant: -(left - right) / 2)
                result.append((Constraint(centre, .equal), label(prefix + ".centerX == owner.centerXWithinMargins>")))
                result.append((Expression(g.width) <= Double(UIView.readableWidth), label(prefix + ".width <= \(number(Double(UIView.readableWidth)))>")))
                result.append((
                    Expression(g.width) - Expression(o.width) <= -(left + right),
                    label(prefix + ".width <= owner.width - \(number(left + right))>")
                ))
                result.append((
                    (Expression(g.width) - Expression(o.width) == -(left + right)) | Strength(999),
                    label(prefix + ".width == owner.width - \(number(left + right)) @999>")
                ))
            }
            return result
        case .noConstraints:
            return []
        }
    }

    // MARK: User constraints

    private func makeSolverConstraint(_ constraint: NSLayoutConstraint) -> Constraint {
        var expression = self.expression(constraint.firstItem, constraint.firstAttribute)
        if constraint.secondItem != nil {
            expression = expression - Double(constraint.multiplier) * self.expression(constraint.secondItem, constraint.secondAttribute)
        }
        expression.constant -= Double(constraint.constant)
        // UIKit evaluates a constraint in the coordinates of the view it is installed on, which
        // matters for multiplied positions (`centerX == 2/3 × superview.centerX`): with the
        // container's origin `o`, `(first - o) = m × (second - o) + c`.
        if constraint.secondItem != nil, constraint.multiplier != 1, let container = constraint.installedView,
            container !== root, let axis = constraint.firstAttribute.positionAxis,
            axis == constraint.secondAttribute.positionAxis
        {
            let origin = axis == .horizontal ? container.layoutStorage.variables.left : container.layoutStorage.variables.top
            expression = expression - (1 - Double(constraint.multiplier)) * Expression(origin)
        }
        let relation: Relation =
            switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(expression, relation, strength: Self.strength(constraint.priority.rawValue))
    }

    /// The linear expression of an attribute of a view or guide.
    private func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Cassowary.Expression {
        guard var target = item else { return Expression(constant: 0) }
        let (plain, isMargin) = attribute.withoutMargin
        if isMargin, let view = target as? UIView { target = view.layoutMarginsGuide }
        if plain == .firstBaseline || plain == .lastBaseline, let view = target as? UIView {
            return baselineExpression(of: view, last: plain == .lastBaseline)
        }
        let v: _LayoutVariables
        if let view = target as? UIView {
            v = view.layoutStorage.variables
        } else if let guide = target as? UILayoutGuide {
            v = guide.variables
        } else {
            return Expression(constant: 0)
        }
        switch plain {
        case .left, .leading: return Expression(v.left)
        case .right, .trailing: return Expression([Term(v.left), Term(v.width)])
        case .top: return Expression(v.top)
        // A guide's baselines are its bottom edge.
        case .bottom, .lastBaseline, .firstBaseline: return Expression([Term(v.top), Term(v.height)])
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .centerX: return Expression([Term(v.left), Term(v.width, coefficient: 0.5)])
        case .centerY: return Expression([Term(v.top), Term(v.height, coefficient: 0.5)])
        default: return Expression(constant: 0)
        }
    }

    /// A view's first or last baseline: that of its baseline view (`baselineView(of:last:)`)
    /// at the offset that view reports; the bottom edge for a view without text.
    private func baselineExpression(of view: UIView, last: Bool) -> Cassowary.Expression {
        var baselineView = baselineView(of: view, last: last)
        // A baseline view that was not collected with the constraints (the view returned
        // another since) is not solved here.
        if baselineView !== view, itemEntries[ObjectIdentifier(baselineView)] == nil { baselineView = view }
        let v = baselineView.layoutStorage.variables
        if last {
            let offset = Double(baselineView._baselineOffsetFromBottom)
            return Expression([Term(v.top), Term(v.height)], constant: offset == 0 ? 0 : -offset)
        }
        guard let offset = baselineView._firstBaselineOffsetFromTop else { return Expression([Term(v.top), Term(v.height)]) }
        return Expression([Term(v.top)], constant: Double(offset))
    }

    /// The view whose baseline stands for `view`'s: its `viewForFirstBaselineLayout` or
    /// `viewForLastBaselineLayout` when that is a descendant this engine lays out, else `view`.
    ///
    /// A descendant inside a nested layout root (a view between them, or `view` itself, that
    /// translates its autoresizing mask) gets its frame from another engine, so `view`'s own
    /// baseline stands in for it.
    private func baselineView(of view: UIView, last: Bool) -> UIView {
        let candidate = last ? view.viewForLastBaselineLayout : view.viewForFirstBaselineLayout
        guard candidate !== view else { return view }
        var ancestor = candidate.superview
        while let current = ancestor {
            let laysOutSubviewsHere = current === root || !current.translatesAutoresizingMaskIntoConstraints
            if current === view { return laysOutSubviewsHere ? candidate : view }
            if current === root || !laysOutSubviewsHere { return view }
            ancestor = current.superview
        }
        return view
    }

    /// A solver strength for a UIKit priority (1000 is required; priorities are kept above 0).
    static func strength(_ priority: Float) -> Strength {
        priority >= 1000 ? .required : Strength(min(max(priority, 0.001), 999.999))
    }

    // MARK: Solver access

    /// Adds a constraint; on a conflict, reports it as UIKit does and leaves it out.
    private func add(_ constraint: Constraint, origin: ConstraintOrigin) -> Bool {
        do {
            try solver.addConstraint(constraint)
            origins[ObjectIdentifier(constraint)] = origin
            return true
        } catch .unsatisfiableConstraint(_, let conflicts) {
            reportConflict(conflicts, breaking: origin)
            return false
        } catch {
            return false
        }
    }

    /// Replaces a constraint by its new version (shifting the constant in place when only that
    /// changed); on a conflict, reports it as UIKit does and leaves both out.
    private func replace(_ old: Constraint, with new: Constraint, origin: ConstraintOrigin) -> Bool {
        guard origins.removeValue(forKey: ObjectIdentifier(old)) != nil else { return add(new, origin: origin) }
        do {
            try solver.replaceConstraint(old, with: new)
            origins[ObjectIdentifier(new)] = origin
            return true
        } catch .unsatisfiableConstraint(_, let conflicts) {
            reportConflict(conflicts, breaking: origin)
            return false
        } catch {
            return false
        }
    }

    private func reportConflict(_ conflicts: [Constraint], breaking origin: ConstraintOrigin) {
        let broken = describe(origin)
        let listed = conflicts.compactMap { origins[ObjectIdentifier($0)].map(describe) } + [broken]
        _AutoLayoutDiagnostics.report(Self.unsatisfiableReport(listed: listed, broken: broken))
    }

    private func describe(_ origin: ConstraintOrigin) -> String {
        switch origin {
        case .user(let constraint):
            return constraint.layoutDescription
        case .generated(let generated):
            guard let item = generated.item else { return "<generated constraint of a deallocated item>" }
            let all = makeGenerated(for: item, key: generated.key, describing: true)
            return all.indices.contains(generated.index) ? all[generated.index].1 : "<generated constraint>"
        }
    }

    private func remove(_ constraint: Constraint) {
        guard origins.removeValue(forKey: ObjectIdentifier(constraint)) != nil else { return }
        try? solver.removeConstraint(constraint)
    }

    /// UIKit's "Unable to simultaneously satisfy constraints." message.
    static func unsatisfiableReport(listed: [String], broken: String) -> String {
        var text = "Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if listed.contains(where: { $0.contains("NSAutoresizingMaskLayoutConstraint") }) {
            text += "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to"
                + " the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n" + listed.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(broken)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text += "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in"
            + " <UIKitCore/UIView.h> may also be helpful."
        return text
    }

    // MARK: Ambiguity

    /// Whether some variable of `item` can move without changing how well any constraint holds.
    func isAmbiguous(_ variables: _LayoutVariables) -> Bool {
        let probe = Strength(0.0001)
        for variable in [variables.left, variables.top, variables.width, variables.height] {
            let before = solver.value(of: variable)
            guard (try? solver.addEditVariable(variable, strength: probe)) != nil else { continue }
            defer { try? solver.removeEditVariable(variable) }
            for delta in [97.0, -97.0] {
                try? solver.suggestValue(before + delta, for: variable)
                if abs(solver.value(of: variable) - before) > 1e-6 {
                    try? solver.suggestValue(before, for: variable)
                    return true
                }
            }
            try? solver.suggestValue(before, for: variable)
        }
        return false
    }
}
