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
/// At each layout pass of the root, ``layout()`` runs UIKit's update-constraints pass over the
/// root's domain, collects the active constraints, and brings the solver in line with them
/// incrementally: unchanged constraints stay, new ones are added, removed or edited ones
/// (a new `constant` or `priority`) are removed or replaced. It adds the constraints UIKit
/// generates itself: the root's size, frames of views that translate their autoresizing mask,
/// intrinsic content sizes with hugging and compression resistance, and the system guides.
/// Then it writes the solved frames into the views (parents first).
@MainActor
package final class _LayoutEngine {
    /// The size the root is fitted to, for `systemLayoutSizeFitting`; `nil` for the live engine.
    package struct Fitting {
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
        var key: [Double]
        var generated: [Constraint]
    }

    package weak var root: UIView?
    private let fitting: Fitting?
    package let solver = Solver()
    private var userEntries: [ObjectIdentifier: UserEntry] = [:]
    private var itemEntries: [ObjectIdentifier: ItemEntry] = [:]
    /// Items in the order they were wanted: a view after its superview, a guide after its owner.
    private var itemOrder: [ObjectIdentifier] = []
    /// A generated constraint: the item, the key it was made from and its place in the list;
    /// enough to describe it again when a report needs it.
    private struct GeneratedOrigin {
        weak var item: AnyObject?
        let key: [Double]
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

    package init(root: UIView, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    /// The number of constraints in this engine's solver (user and generated).
    package var solverConstraintCount: Int { origins.count }

    /// The number of items (views and guides) this engine lays out.
    package var itemCount: Int { itemOrder.count }

    /// Whether `item` is one of this engine's items.
    package func contains(_ item: AnyObject) -> Bool { itemEntries[ObjectIdentifier(item)] != nil }

    // MARK: Layout

    /// Brings the solver up to date and writes the solved frames into the views.
    package func layout() {
        synchronize()
        for _ in 0..<4 {
            apply()
            if !refreshItems() { break }
        }
    }

    /// Brings the solver up to date with the root's constraints, without touching frames.
    package func synchronize() {
        guard let root else { return }
        runUpdateConstraintsPass(root)
        let collected = collectConstraints(root)

        // Items, parents first.
        var wanted: [AnyObject] = []
        var wantedSet: Set<ObjectIdentifier> = []
        func want(_ item: AnyObject) {
            let id = ObjectIdentifier(item)
            guard !wantedSet.contains(id) else { return }
            if let view = item as? UIView {
                if view !== root, let superview = view.superview { want(superview) }
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
            if let entry = itemEntries.removeValue(forKey: id) { entry.generated.forEach(remove) }
        }
        var itemsChanged = itemOrder.count != wanted.count
        itemOrder = wanted.map(ObjectIdentifier.init)
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

    /// Re-measures wrapping labels at their solved widths; returns whether anything changed.
    package func refreshWrappingLabels() -> Bool {
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
    private func apply() {
        guard let root else { return }
        solver.updateVariables()
        for id in itemOrder {
            guard let item = itemEntries[id]?.item else { continue }
            if let view = item as? UIView {
                guard view !== root, !view.translatesAutoresizingMaskIntoConstraints,
                    let superview = view.superview
                else { continue }
                let rect = rectangle(view.layoutStorage.variables)
                let origin = superview === root ? .zero : rectangle(superview.layoutStorage.variables).origin
                let frame = CGRect(
                    x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
                if view.frame != frame { view.frame = frame }
            } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
                let rect = rectangle(guide.variables)
                let origin = owner === root ? .zero : rectangle(owner.layoutStorage.variables).origin
                guide.layoutFrame = CGRect(
                    x: rect.minX - origin.x, y: rect.minY - origin.y, width: rect.width, height: rect.height)
            }
        }
    }

    /// The solved rectangle of an item, rounded to a millionth of a point to drop solver noise.
    package func rectangle(_ variables: _LayoutVariables) -> CGRect {
        func value(_ variable: Variable) -> CGFloat {
            CGFloat((solver.value(of: variable) * 1_000_000).rounded() / 1_000_000)
        }
        return CGRect(x: value(variables.left), y: value(variables.top), width: value(variables.width),
                      height: value(variables.height))
    }

    // MARK: Collecting constraints

    /// Calls `updateConstraints()` where it is due, children before parents, as UIKit does.
    private func runUpdateConstraintsPass(_ root: UIView) {
        func visit(_ view: UIView, descend: Bool) {
            if descend {
                for subview in view.subviews { visit(subview, descend: !subview.isLayoutBoundary) }
            }
            view.updateConstraintsIfNeeded(descendingIntoSubviews: false)
        }
        visit(root, descend: true)
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
    @discardableResult
    private func refresh(_ item: AnyObject) -> Bool {
        let id = ObjectIdentifier(item)
        let key = generatedKey(for: item)
        if let entry = itemEntries[id], entry.key == key { return false }
        if let entry = itemEntries[id] { entry.generated.forEach(remove) }
        var generated: [Constraint] = []
        for (index, (constraint, _)) in makeGenerated(for: item, key: key, describing: false).enumerated()
        where add(constraint, origin: .generated(GeneratedOrigin(item: item, key: key, index: index))) {
            generated.append(constraint)
        }
        itemEntries[id] = ItemEntry(item: item, key: key, generated: generated)
        return true
    }

    /// The numbers an item's generated constraints depend on.
    private func generatedKey(for item: AnyObject) -> [Double] {
        if let view = item as? UIView {
            if view === root {
                guard let fitting else { return [0, Double(view.bounds.width), Double(view.bounds.height)] }
                return [
                    1, Double(fitting.size.width), Double(fitting.size.height), Double(fitting.horizontal.rawValue),
                    Double(fitting.vertical.rawValue),
                ]
            }
            if view.translatesAutoresizingMaskIntoConstraints {
                let frame = view.frame
                return [2, Double(frame.minX), Double(frame.minY), Double(frame.width), Double(frame.height)]
            }
            var size = view.intrinsicContentSize
            if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth <= 0,
                size.height >= 0, let entry = itemEntries[ObjectIdentifier(view)], !entry.generated.isEmpty
            {
                // A wrapping label's height depends on the width it was given: measure it at
                // the solved width (UIKit does the same in its second pass).
                let width = rectangle(view.layoutStorage.variables).width
                if width > 0 { size.height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height }
            }
            let storage = view.layoutStorage
            return [
                3, Double(size.width), Double(size.height), Double(storage.hugging.horizontal.rawValue),
                Double(storage.hugging.vertical.rawValue), Double(storage.compressionResistance.horizontal.rawValue),
                Double(storage.compressionResistance.vertical.rawValue),
            ]
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            let insets: UIEdgeInsets
            switch guide.kind {
            case .custom: return [6]
            case .safeArea: insets = owner.safeAreaInsets
            case .margins, .readableContent: insets = owner.effectiveLayoutMargins
            }
            return [
                guide.kind == .readableContent ? 5 : 4, Double(insets.top), Double(insets.left), Double(insets.bottom),
                Double(insets.right),
            ]
        }
        return [6]
    }

    /// The constraints UIKit generates for an item, with their descriptions when `describing`.
    private func makeGenerated(for item: AnyObject, key: [Double], describing: Bool) -> [(Constraint, String)] {
        let name = describing ? NSLayoutConstraint.itemName(item) : ""
        func number(_ value: Double) -> String { NSLayoutConstraint.number(CGFloat(value)) }
        func label(_ text: @autoclosure () -> String) -> String { describing ? text() : "" }
        if let view = item as? UIView {
            let v = view.layoutStorage.variables
            switch key[0] {
            case 0, 1:
                let (horizontal, vertical): (Strength, Strength) =
                    key[0] == 0 ? (.required, .required) : (Self.strength(Float(key[3])), Self.strength(Float(key[4])))
                return [
                    (Expression(v.left) == 0, label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Left' \(name).minX == 0>")),
                    (Expression(v.top) == 0, label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Top' \(name).minY == 0>")),
                    (
                        (Expression(v.width) == key[1]) | horizontal,
                        label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' \(name).width == \(number(key[1]))>")
                    ),
                    (
                        (Expression(v.height) == key[2]) | vertical,
                        label("<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' \(name).height == \(number(key[2]))>")
                    ),
                ]
            case 2:
                guard let superview = view.superview else { return [] }
                let p = superview.layoutStorage.variables
                let prefix = label("<NSAutoresizingMaskLayoutConstraint h=--& v=--& \(name)")
                return [
                    (Expression(v.left) - Expression(p.left) == key[1], label(prefix + ".minX == \(number(key[1]))>")),
                    (Expression(v.top) - Expression(p.top) == key[2], label(prefix + ".minY == \(number(key[2]))>")),
                    (Expression(v.width) == key[3], label(prefix + ".width == \(number(key[3]))>")),
                    (Expression(v.height) == key[4], label(prefix + ".height == \(number(key[4]))>")),
                ]
            default:
                var result: [(Constraint, String)] = []
                for (variable, size, hug, resist, axis) in [
                    (v.width, key[1], key[3], key[5], "width"), (v.height, key[2], key[4], key[6], "height"),
                ] where size >= 0 {
                    let text = label("<NSContentSizeLayoutConstraint \(name).\(axis) == \(number(size))"
                        + " Hug:\(number(hug)) CompressionResistance:\(number(resist))>")
                    result.append(((Expression(variable) >= size) | Self.strength(Float(resist)), text))
                    result.append(((Expression(variable) <= size) | Self.strength(Float(hug)), text))
                }
                return result
            }
        }
        guard let guide = item as? UILayoutGuide, let owner = guide.owningView, key[0] == 4 || key[0] == 5 else {
            return []
        }
        let g = guide.variables, o = owner.layoutStorage.variables
        let (top, left, bottom, right) = (key[1], key[2], key[3], key[4])
        let prefix = label("<NSLayoutConstraint '\(guide.identifier)' \(name)")
        var result: [(Constraint, String)] = [
            (Expression(g.top) - Expression(o.top) == top, label(prefix + ".top == owner.top + \(number(top))>")),
            (
                Expression(g.height) - Expression(o.height) == -(top + bottom),
                label(prefix + ".height == owner.height - \(number(top + bottom))>")
            ),
        ]
        if key[0] == 4 {
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
    }

    // MARK: User constraints

    private func makeSolverConstraint(_ constraint: NSLayoutConstraint) -> Constraint {
        var expression = Self.expression(constraint.firstItem, constraint.firstAttribute)
        if constraint.secondItem != nil {
            expression = expression - Double(constraint.multiplier) * Self.expression(constraint.secondItem, constraint.secondAttribute)
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
    static func expression(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> Cassowary.Expression {
        guard var target = item else { return Expression(constant: 0) }
        let (plain, isMargin) = attribute.withoutMargin
        if isMargin, let view = target as? UIView { target = view.layoutMarginsGuide }
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
        case .bottom, .lastBaseline: return Expression([Term(v.top), Term(v.height)])
        case .width: return Expression(v.width)
        case .height: return Expression(v.height)
        case .centerX: return Expression([Term(v.left), Term(v.width, coefficient: 0.5)])
        case .centerY: return Expression([Term(v.top), Term(v.height, coefficient: 0.5)])
        case .firstBaseline:
            if let label = target as? UILabel { return Expression([Term(v.top)], constant: Double(label.font.lineHeight)) }
            return Expression([Term(v.top), Term(v.height)])
        default: return Expression(constant: 0)
        }
    }

    /// A solver strength for a UIKit priority (1000 is required; priorities are kept above 0).
    package static func strength(_ priority: Float) -> Strength {
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
            let broken = describe(origin)
            let listed = conflicts.compactMap { origins[ObjectIdentifier($0)].map(describe) } + [broken]
            _AutoLayoutDiagnostics.report(Self.unsatisfiableReport(listed: listed, broken: broken))
            return false
        } catch {
            return false
        }
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
    package static func unsatisfiableReport(listed: [String], broken: String) -> String {
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
    package func isAmbiguous(_ variables: _LayoutVariables) -> Bool {
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
