@testable import Tessera
import Foundation
import Testing

/// Views added, removed and moved: UIKit's removal of the constraints that tie a removed
/// subtree to the rest, and engines that hear of hierarchy changes from `UIView`.
@MainActor
@Suite("Auto Layout hierarchy changes")
struct HierarchyChangeTests {
    /// A root holding a constrained container with a constrained child, and a sibling.
    @MainActor
    struct Scene {
        let root: UIView
        let container: UIView
        let child: UIView
        let sibling: UIView
        /// Installed on the root, tying the container's subtree to the root or the sibling.
        let crossing: [NSLayoutConstraint]
        /// Within the container's subtree (installed on the container or the child).
        let inner: [NSLayoutConstraint]
        /// Between the root and the sibling only.
        let outer: [NSLayoutConstraint]

        init() {
            root = makeRoot(width: 320, height: 480)
            container = constrained(UIView(), in: root)
            child = constrained(UIView(), in: container)
            sibling = constrained(UIView(), in: root)
            crossing = [
                container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
                container.widthAnchor.constraint(equalToConstant: 200),
                child.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor),
                // A guide of a view of the subtree counts as that view.
                child.layoutMarginsGuide.bottomAnchor.constraint(lessThanOrEqualTo: sibling.topAnchor),
            ]
            inner = [
                child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 5),
                child.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
                child.widthAnchor.constraint(equalToConstant: 50),
                child.heightAnchor.constraint(equalToConstant: 30),
                container.bottomAnchor.constraint(equalTo: child.bottomAnchor, constant: 5),
            ]
            outer = [
                sibling.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                sibling.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                sibling.bottomAnchor.constraint(equalTo: root.bottomAnchor),
                sibling.heightAnchor.constraint(equalToConstant: 40),
            ]
            NSLayoutConstraint.activate(crossing + inner + outer)
            root.layoutIfNeeded()
        }
    }

    @Test func removeFromSuperviewDeactivatesTheConstraintsThatLeaveTheSubtree() {
        let scene = Scene()
        #expect(scene.container.frame == CGRect(x: 10, y: 20, width: 200, height: 40))
        // The width constraint refers only to the container but is installed on the container.
        #expect(scene.crossing[2].isActive)

        scene.container.removeFromSuperview()

        #expect(scene.crossing.map { $0.isActive } == [false, false, true, false, false])
        #expect(scene.inner.allSatisfy { $0.isActive })
        #expect(scene.outer.allSatisfy { $0.isActive })
        #expect(scene.root.constraints.allSatisfy { !scene.crossing.contains($0) })
        // The rest lays out without reports, and the removed subtree keeps its own constraints.
        let reports = collectingLayoutReports {
            scene.root.layoutIfNeeded()
            scene.container.layoutIfNeeded()
        }
        #expect(reports.isEmpty)
        #expect(scene.sibling.frame == CGRect(x: 0, y: 440, width: 320, height: 40))
        #expect(scene.child.frame == CGRect(x: 5, y: 5, width: 50, height: 30))
    }

    @Test func removingAChildDeactivatesOnlyItsOwnCrossingConstraints() {
        let scene = Scene()
        scene.child.removeFromSuperview()
        // Every constraint naming the child (or its guide) is installed on the container or
        // the root, outside the child's subtree, except its own width and height.
        #expect(scene.crossing.map { $0.isActive } == [true, true, true, false, false])
        #expect(scene.inner.map { $0.isActive } == [false, false, true, true, false])
        #expect(scene.outer.allSatisfy { $0.isActive })
    }

    @Test func movingAViewToAnotherSuperviewDeactivatesItsCrossingConstraints() {
        let scene = Scene()
        let elsewhere = makeRoot()
        elsewhere.addSubview(scene.container)
        #expect(scene.crossing.map { $0.isActive } == [false, false, true, false, false])
        #expect(scene.inner.allSatisfy { $0.isActive })
        // Reordering within the same superview keeps everything.
        scene.root.addSubview(scene.sibling)
        scene.root.sendSubviewToBack(scene.sibling)
        #expect(scene.outer.allSatisfy { $0.isActive })
    }

    @Test func removingAViewThatIsNotInAnyConstraintChangesNothing() {
        let scene = Scene()
        let plain = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        scene.child.addSubview(plain)
        plain.removeFromSuperview()
        #expect((scene.crossing + scene.inner + scene.outer).allSatisfy { $0.isActive })
    }

    @Test func enginesHearOfViewsAddedDeepInsideTheirDomain() throws {
        let scene = Scene()
        let engine = try #require(scene.root._layoutStorage?.engine)
        let synchronizations = engine.synchronizationCount
        scene.root.frame.size.width = 400
        scene.root.layoutIfNeeded()
        #expect(engine.synchronizationCount == synchronizations)

        // A view that translates its autoresizing mask, added to a constrained view of the
        // domain: its frame becomes constraints of the root's engine.
        let badge = UIView(frame: CGRect(x: 2, y: 3, width: 10, height: 10))
        scene.child.addSubview(badge)
        let follower = constrained(UIView(), in: scene.root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            follower.topAnchor.constraint(equalTo: badge.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 1),
            follower.heightAnchor.constraint(equalToConstant: 1),
        ])
        scene.root.layoutIfNeeded()
        #expect(engine.synchronizationCount == synchronizations + 1)
        // Child at (15, 25) in the root; the badge at (2, 3) in the child.
        #expect(follower.frame == CGRect(x: 27, y: 38, width: 1, height: 1))

        // Moving the badge within the child is a frame change; removing it from the domain
        // deactivates the follower's constraints, which the next pass drops.
        badge.frame.origin = CGPoint(x: 4, y: 5)
        scene.root.layoutIfNeeded()
        #expect(follower.frame == CGRect(x: 29, y: 40, width: 1, height: 1))
        badge.removeFromSuperview()
        #expect(follower.constraints.count == 2)
        #expect(scene.root.constraints.allSatisfy { $0.firstItem !== badge && $0.secondItem !== badge })
    }

    @Test func updateConstraintsStillRunsForViewsThatJoinLater() {
        final class Counting: UIView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let scene = Scene()
        scene.root.frame.size.width = 400
        scene.root.layoutIfNeeded()
        let late = Counting()
        late.translatesAutoresizingMaskIntoConstraints = false
        scene.container.addSubview(late)
        NSLayoutConstraint.activate([
            late.leadingAnchor.constraint(equalTo: scene.container.leadingAnchor),
            late.topAnchor.constraint(equalTo: scene.container.topAnchor),
        ])
        // Passes that change nothing in the hierarchy still run the update-constraints pass
        // for a view that joined Auto Layout, once.
        for width in [380, 360, 340] as [CGFloat] {
            scene.root.frame.size.width = width
            scene.root.layoutIfNeeded()
        }
        #expect(late.updates == 1)
        late.setNeedsUpdateConstraints()
        scene.root.layoutIfNeeded()
        #expect(late.updates == 2)
    }
}
