@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

@MainActor
@Suite("Auto Layout engines per layout root")
struct EngineScalingTests {
    @Test func unrelatedSubtreesUseSeparateSolvers() {
        let root = makeRoot(width: 880, height: 528)
        var cells: [ContactCellLikeView] = []
        for index in 0..<50 {
            let cell = ContactCellLikeView(frame: CGRect(x: 0, y: CGFloat(index) * 66, width: 880, height: 66))
            cell.nameLabel.text = "Contact \(index)"
            root.addSubview(cell)
            cells.append(cell)
        }
        root.layoutIfNeeded()
        // Each content view is its own layout root with its own small solver.
        let engines = cells.compactMap { $0.contentView._layoutStorage?.engine }
        #expect(engines.count == 50)
        #expect(Set(engines.map(ObjectIdentifier.init)).count == 50)
        for engine in engines {
            #expect(engine.itemCount == 3)  // content view, avatar, label
            #expect(engine.solverConstraintCount == 4 + 7 + 4)  // root size, user, label's intrinsic size
        }
        #expect(root._layoutStorage?.engine == nil)
        #expect(cells[49].nameLabel.frame == CGRect(x: 66, y: 22, width: 110, height: 22))

        // Changing one cell re-solves only that cell's engine.
        cells[3].nameLabel.text = "Renamed contact"
        #expect(cells[3].contentView.needsLayout)
        #expect(!cells[4].contentView.needsLayout)
        root.layoutIfNeeded()
        #expect(cells[3].nameLabel.frame.width == 165)
    }

    @Test func theSameLayoutForEveryActivationOrder() {
        var frames: [[CGRect]] = []
        var generator = SplitMix64(seed: 5)
        for _ in 0..<12 {
            let root = makeRoot()
            let a = constrained(makeLabel("Left"), in: root), b = constrained(makeLabel("Right side"), in: root)
            var constraints = [
                a.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                b.leadingAnchor.constraint(greaterThanOrEqualTo: a.trailingAnchor, constant: 8),
                b.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
                a.topAnchor.constraint(equalTo: root.topAnchor),
                b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
                a.widthAnchor.constraint(equalTo: b.widthAnchor),
            ]
            constraints[5].priority = .defaultLow + 1
            constraints.shuffle(using: &generator)
            NSLayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            frames.append([a.frame, b.frame])
        }
        #expect(frames.allSatisfy { $0 == frames[0] })
        // Equal widths (251) beat hugging (250); hugging then keeps both at the wider label's 110.
        #expect(frames[0] == [CGRect(x: 8, y: 0, width: 110, height: 22), CGRect(x: 202, y: 0, width: 110, height: 22)])
    }
}
