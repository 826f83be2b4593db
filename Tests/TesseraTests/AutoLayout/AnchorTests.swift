@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite("Auto Layout anchors")
struct AnchorTests {
    @Test func pinsEdgesToTheSuperview() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -8),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 20, width: 304, height: 450))
    }

    @Test func leftRightAndCentresAndDimensions() {
        let root = makeRoot()
        let a = constrained(UIView(), in: root)
        let b = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.rightAnchor.constraint(equalTo: root.centerXAnchor),
            a.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            a.heightAnchor.constraint(equalToConstant: 44),
            b.centerXAnchor.constraint(equalTo: a.centerXAnchor),
            b.topAnchor.constraint(equalTo: a.bottomAnchor, constant: 4),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: 2, constant: 1),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 218, width: 150, height: 44))
        #expect(b.frame == CGRect(x: 47.5, y: 266, width: 75, height: 89))
    }

    @Test func baselinesAndSystemSpacing() {
        let root = makeRoot()
        let title = constrained(makeLabel("Title"), in: root)
        let detail = constrained(makeLabel("Detail"), in: root)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            title.topAnchor.constraint(equalTo: root.topAnchor, constant: 11),
            detail.leadingAnchor.constraint(equalToSystemSpacingAfter: title.trailingAnchor, multiplier: 1),
            detail.firstBaselineAnchor.constraint(equalTo: title.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 11, width: 55, height: 22))
        // Single-line labels: first baseline == last baseline == bottom.
        #expect(detail.frame == CGRect(x: 63, y: 11, width: 66, height: 22))

        let below = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            below.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 2),
            below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(below.frame.minY == 49)
    }

    @Test func legacyInitialiserAndProperties() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        let width = NSLayoutConstraint(
            item: child, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width, multiplier: 0.25,
            constant: 5)
        let fixed = NSLayoutConstraint(
            item: child, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: 30)
        root.addConstraints([width, fixed])
        root.addConstraint(NSLayoutConstraint(
            item: child, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leadingMargin, multiplier: 1,
            constant: 0))
        root.addConstraint(NSLayoutConstraint(
            item: child, attribute: .top, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1,
            constant: 0))
        #expect(width.isActive && fixed.isActive)
        #expect(width.firstItem === child && width.secondItem === root)
        #expect(width.firstAttribute == .width && width.secondAttribute == .width && width.multiplier == 0.25)
        #expect(fixed.secondItem == nil && fixed.secondAttribute == .notAnAttribute)
        #expect(root.constraints.count == 4)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 8, width: 85, height: 30))
        root.removeConstraint(width)
        #expect(!width.isActive)
        #expect(root.constraints.count == 3)
    }

    @Test func constantChangesReSolve() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            leading, width, child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 8, y: 0, width: 100, height: 10))
        leading.constant = 40
        width.constant = 60
        #expect(child.frame.minX == 8)  // not before the next layout pass
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 40, y: 0, width: 60, height: 10))
        width.isActive = false
        child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5).isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 160)
        root.frame.size.width = 200
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func descriptionsFollowUIKit() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        let constraint = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8)
        constraint.identifier = "pin"
        let text = constraint.description
        #expect(text.hasPrefix("<NSLayoutConstraint:0x"))
        #expect(text.contains(" 'pin' UIView:0x"))
        #expect(text.hasSuffix(".leading == UIView:0x\(String(UInt(bitPattern: Unmanaged.passUnretained(root).toOpaque()), radix: 16)).leading + 8   (inactive)>"))
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        width.priority = .defaultHigh
        width.isActive = true
        #expect(width.description.hasSuffix(".width == 50 @750   (active)>"))
    }

    @Test func deactivatingAndReactivating() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        let narrow = child.widthAnchor.constraint(equalToConstant: 40)
        let wide = child.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 1),
            narrow,
        ])
        root.layoutIfNeeded()
        #expect(child.frame.width == 40)
        NSLayoutConstraint.deactivate([narrow])
        NSLayoutConstraint.activate([wide])
        root.layoutIfNeeded()
        #expect(child.frame.width == 200)
        wide.isActive = false
        narrow.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 40)
        #expect(!wide.isActive && narrow.isActive)
    }

    @Test func marginsOfANestedViewAndMultipliedPositions() {
        let root = makeRoot(width: 400, height: 200)
        let card = constrained(UIView(), in: root)
        card.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let title = constrained(makeLabel("Card"), in: card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 50),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -50),
            card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -20),
            title.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
        ])
        // A divider at a third of the card's width: centerX == 2/3 × card.centerX.
        let divider = constrained(UIView(), in: card)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: divider, attribute: .centerX, relatedBy: .equal, toItem: card, attribute: .centerX,
                multiplier: 2.0 / 3.0, constant: 0),
            divider.widthAnchor.constraint(equalToConstant: 2),
            divider.topAnchor.constraint(equalTo: card.topAnchor),
            divider.bottomAnchor.constraint(equalTo: card.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(card.frame == CGRect(x: 50, y: 20, width: 300, height: 160))
        #expect(title.frame == CGRect(x: 20, y: 10, width: 44, height: 22))
        #expect(card.layoutMarginsGuide.layoutFrame == CGRect(x: 20, y: 10, width: 260, height: 140))
        // Card coordinates: the card's centre is 150, two thirds of it 100.
        #expect(divider.frame == CGRect(x: 99, y: 0, width: 2, height: 160))
    }

    @Test func viewsAndConstraintsAreReleased() {
        weak var weakRoot: UIView?
        weak var weakChild: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let root = makeRoot()
            let child = constrained(makeLabel("Gone"), in: root)
            let constraint = child.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor)
            NSLayoutConstraint.activate([constraint, child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor)])
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
            weakConstraint = constraint
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakConstraint == nil)
    }
}
