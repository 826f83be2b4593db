@testable import Tessera
import Foundation
import Testing

/// Layout passes that only shift constants inside the solver, and the changes that must
/// still make the engine collect every constraint again.
@MainActor
@Suite("Auto Layout incremental passes")
struct IncrementalLayoutTests {
    /// A root with a chain of `count` views: pinned to the sides, 44 pt tall, 4 pt apart.
    func makeChain(_ count: Int, width: CGFloat = 320) -> (root: UIView, views: [UIView]) {
        let root = makeRoot(width: width, height: 480)
        var views: [UIView] = []
        for index in 0..<count {
            let view = constrained(UIView(), in: root)
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                view.heightAnchor.constraint(equalToConstant: 44),
                index == 0
                    ? view.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
                    : view.topAnchor.constraint(equalTo: views[index - 1].bottomAnchor, constant: 4),
            ])
            views.append(view)
        }
        root.layoutIfNeeded()
        return (root, views)
    }

    @Test func resizingTheRootShiftsItsSizeWithoutCollectingConstraints() throws {
        let (root, views) = makeChain(20)
        let engine = try #require(root._layoutStorage?.engine)
        let synchronizations = engine.synchronizationCount
        for width in [375.0, 1000, 321.5, 320] as [CGFloat] {
            root.frame.size.width = width
            root.layoutIfNeeded()
            #expect(views.allSatisfy { $0.frame.width == width - 16 }, "width \(width)")
        }
        let lastTop: CGFloat = 8 + 19 * 48
        #expect(views[19].frame.minY == lastTop)
        #expect(engine.synchronizationCount == synchronizations)
    }

    @Test func aNewConstantReSolvesInPlace() throws {
        let (root, views) = makeChain(5)
        let engine = try #require(root._layoutStorage?.engine)
        let synchronizations = engine.synchronizationCount
        let height = try #require(views[2].constraints.first { $0.firstAttribute == .height })
        height.constant = 100
        root.layoutIfNeeded()
        #expect(views[2].frame.height == 100)
        let tallerTop: CGFloat = 8 + 4 * 48 + 56
        #expect(views[4].frame.minY == tallerTop)
        height.priority = .defaultHigh  // another strength: removed and added inside the solver
        height.constant = 10
        root.layoutIfNeeded()
        let shorterTop: CGFloat = 8 + 3 * 48 + 14
        #expect(views[4].frame.minY == shorterTop)
        #expect(engine.synchronizationCount == synchronizations)
    }

    @Test func aRequiredConstantThatConflictsIsBrokenAndRetriedLater() throws {
        let root = makeRoot(width: 320, height: 480)
        let view = constrained(UIView(), in: root)
        let leading = view.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let fits = view.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor)
        NSLayoutConstraint.activate([leading, width, fits, view.topAnchor.constraint(equalTo: root.topAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let reports = collectingLayoutReports {
            width.constant = 400
            root.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("Unable to simultaneously satisfy constraints.") == true)
        width.constant = 200
        root.layoutIfNeeded()
        #expect(view.frame.width == 200)
    }

    @Test func removingAViewWithoutDeactivatingCollectsConstraintsAgain() throws {
        let (root, views) = makeChain(4)
        let engine = try #require(root._layoutStorage?.engine)
        let synchronizations = engine.synchronizationCount
        views[3].removeFromSuperview()
        let extra = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            extra.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            extra.widthAnchor.constraint(equalToConstant: 30),
            extra.topAnchor.constraint(equalTo: views[2].bottomAnchor),
            extra.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(extra.frame == CGRect(x: 0, y: 8 + 3 * 48 - 4, width: 30, height: 5))
        #expect(engine.synchronizationCount == synchronizations + 1)
        // A view moved away without any constraint change is noticed too.
        let holder = UIView(frame: root.bounds)
        holder.addSubview(views[2])
        root.frame.size.width = 400
        root.layoutIfNeeded()
        #expect(engine.synchronizationCount == synchronizations + 2)
        #expect(views[1].frame.width == 384)
    }

    @Test func wrappingLabelsAndMarginsFollowEveryPass() throws {
        let root = makeRoot(width: 220, height: 480)
        let label = constrained(makeLabel("one two three four five six seven"), in: root)
        label.numberOfLines = 0
        let box = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            box.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: label.bottomAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let engine = try #require(root._layoutStorage?.engine)
        let synchronizations = engine.synchronizationCount
        let narrowHeight = label.frame.height
        root.frame.size.width = 880
        root.layoutIfNeeded()
        #expect(label.frame.height < narrowHeight)
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 880, height: CGFloat.greatestFiniteMagnitude)).height)
        #expect(box.frame.minY == label.frame.maxY)
        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 20 && box.frame.width == 830)
        #expect(engine.synchronizationCount == synchronizations)
    }

    @Test func aLayoutRootKeepsItsFittingEngineAndItFollowsChanges() throws {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let label = constrained(makeLabel("one two three four five six seven eight"), in: cell)
        label.numberOfLines = 0
        let bottom = label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -8)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8), bottom,
        ])
        func wrapped(_ width: CGFloat) -> CGFloat {
            label.sizeThatFits(CGSize(width: width - 16, height: CGFloat.greatestFiniteMagnitude)).height + 16
        }
        let narrow = cell.layoutHeight(fittingWidth: 120)
        let engine = try #require(cell._layoutStorage?.fittingEngine)
        let synchronizations = engine.synchronizationCount
        let wide = cell.layoutHeight(fittingWidth: 880)
        #expect(narrow == wrapped(120) && wide == wrapped(880) && wide < narrow)
        #expect(cell.layoutHeight(fittingWidth: 120) == narrow)
        #expect(engine.synchronizationCount == synchronizations)
        #expect(cell._layoutStorage?.fittingEngine === engine)
        label.text = "short"
        let oneLine: CGFloat = 22 + 16
        #expect(cell.layoutHeight(fittingWidth: 120) == oneLine)
        bottom.constant = -20
        let taller: CGFloat = 22 + 28
        #expect(cell.layoutHeight(fittingWidth: 120) == taller)
    }
    @Test func settingAnUnchangedFrameDoesNotCollectConstraintsAgain() throws {
        let root = makeRoot(width: 320, height: 480)
        let badge = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        root.addSubview(badge)
        let follower = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            follower.topAnchor.constraint(equalTo: badge.topAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        let engine = try #require(root._layoutStorage?.engine)
        let synchronizations = engine.synchronizationCount
        badge.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        root.layoutIfNeeded()
        #expect(engine.synchronizationCount == synchronizations)
        badge.frame = CGRect(x: 12, y: 20, width: 30, height: 40)
        root.layoutIfNeeded()
        #expect(engine.synchronizationCount == synchronizations + 1)
        #expect(follower.frame == CGRect(x: 42, y: 20, width: 5, height: 5))
    }
}
