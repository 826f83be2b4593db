@testable import Cassowary

/// The view layouts of `kiwi_ui_bench.py`, shared by the scenario tests.
///
/// *n* views inside a container whose width is an edit variable; each view has
/// a leading edge, a trailing edge (`==` for even, `<=` for odd views), a top,
/// height ≥ 20, compression resistance (750), hugging (250), width bounds at 750
/// and 500 and a preferred width at priority 1.
struct UILayoutScenario {
    enum Kind: CaseIterable, Sendable { case chain, independent }

    struct View {
        let left, top, width, height: Variable
    }

    static let inset = 8.0, gap = 4.0, rowHeight = 44.0
    static let editStrength: Strength = 999

    let kind: Kind
    let containerWidth = Variable("container.width")
    let containerHeight = Variable("container.height")
    var views: [View] = []
    var constraints: [Constraint] = []
    var compressionResistance: [Constraint] = []

    init(kind: Kind, viewCount: Int) {
        self.kind = kind
        let containerLeft = Variable("container.left"), containerTop = Variable("container.top")
        constraints = [containerLeft == 0, containerTop == 0, containerWidth >= 0, containerHeight >= 0]
        for index in 0..<viewCount {
            let view = View(
                left: Variable("v\(index).left"), top: Variable("v\(index).top"),
                width: Variable("v\(index).width"), height: Variable("v\(index).height"))
            constraints.append(view.left == containerLeft + Self.inset)
            if index % 2 == 0 {
                constraints.append(view.left + view.width == containerLeft + containerWidth - Self.inset)
            } else {
                constraints.append(view.left + view.width <= containerLeft + containerWidth - Self.inset)
            }
            switch kind {
            case .chain:
                if let previous = views.last {
                    constraints.append(view.top == previous.top + previous.height + Self.gap)
                } else {
                    constraints.append(view.top == containerTop + Self.inset)
                }
            case .independent:
                constraints.append(view.top == containerTop + Self.inset + Double(index % 50) * 2)
                constraints.append(containerHeight >= view.top + view.height + Self.inset)
            }
            constraints.append(view.height >= 20)
            let resistance = (view.height >= Self.rowHeight) | 750
            compressionResistance.append(resistance)
            constraints.append(resistance)
            constraints.append((view.height <= Self.rowHeight) | 250)
            constraints.append((view.width >= 100) | 750)
            constraints.append((view.width <= 600) | 500)
            constraints.append((view.width == 320) | 1)
            views.append(view)
        }
        if kind == .chain, let last = views.last {
            constraints.append(containerHeight == last.top + last.height + Self.inset)
        } else {
            constraints.append((containerHeight == 0) | 1)
        }
    }

    /// The number of views whose frame differs from the closed-form layout at
    /// container width `width`, plus one if the container height is wrong.
    func mismatches(in solver: Solver, containerWidth width: Double) -> Int {
        var bad = 0
        let available = width - 2 * Self.inset
        for (index, view) in views.enumerated() {
            let expectedWidth = index % 2 == 0 ? available : min(available, 320)
            var ok = abs(solver.value(of: view.left) - Self.inset) < 1e-6
                && abs(solver.value(of: view.width) - expectedWidth) < 1e-6
                && abs(solver.value(of: view.height) - Self.rowHeight) < 1e-6
            if kind == .chain {
                ok = ok && abs(solver.value(of: view.top) - (Self.inset + Double(index) * (Self.rowHeight + Self.gap))) < 1e-6
            }
            if !ok { bad += 1 }
        }
        let expectedHeight: Double
        switch kind {
        case .chain:
            expectedHeight = Self.inset + Double(views.count) * (Self.rowHeight + Self.gap) - Self.gap + Self.inset
        case .independent:
            expectedHeight = Self.inset + Double(min(views.count, 50) - 1) * 2 + Self.rowHeight + Self.inset
        }
        if abs(solver.value(of: containerHeight) - expectedHeight) > 1e-6 { bad += 1 }
        return bad
    }
}
