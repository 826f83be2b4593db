@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite("Auto Layout priorities and intrinsic sizes")
struct PriorityTests {
    @Test func priorityConstantsMatchUIKit() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect(UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        let label = UILabel()
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func inequalitiesAndPrioritiesDecideTheLayout() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            child.widthAnchor.constraint(greaterThanOrEqualToConstant: 120),
            child.widthAnchor.constraint(lessThanOrEqualTo: root.widthAnchor, constant: -100),
        ])
        let wish = child.widthAnchor.constraint(equalToConstant: 400)
        wish.priority = .defaultLow
        wish.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 220)  // as wide as the ≤ allows
        let weaker = child.widthAnchor.constraint(equalToConstant: 10)
        weaker.priority = UILayoutPriority(249)
        weaker.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 220)  // 249 never outweighs 250
        weaker.priority = .defaultHigh
        root.layoutIfNeeded()
        #expect(child.frame.width == 120)  // now 750 wins, down to the required minimum
    }

    @Test func labelsSizeThemselves() {
        let root = makeRoot()
        let label = constrained(makeLabel("Hello"), in: root)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 132.5, y: 229, width: 55, height: 22))
        label.text = "Hello, world"
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 132, height: 22))
    }

    /// Two labels in a row: the one with lower hugging stretches, the one with lower
    /// compression resistance is truncated.
    @Test func huggingAndCompressionResistanceSettleTwoLabelsInARow() {
        let root = makeRoot(width: 330)
        let name = constrained(makeLabel("Anna"), in: root)  // 44 pt
        let phone = constrained(makeLabel("555-0100"), in: root)  // 88 pt
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            phone.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 11),
            phone.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            name.topAnchor.constraint(equalTo: root.topAnchor),
            phone.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        name.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        root.layoutIfNeeded()
        // The phone label hugs less, so it takes the extra space.
        #expect(name.frame.width == 44)
        #expect(phone.frame == CGRect(x: 55, y: 0, width: 275, height: 22))

        name.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(phone.frame.width == 88)
        #expect(name.frame.width == 231)

        // Too narrow for both: the one with less compression resistance gives way.
        name.text = "Anna Haro of Sausalito"  // 242 pt
        phone.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(phone.frame.width == 88)
        #expect(name.frame.width == 231)
        phone.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        root.layoutIfNeeded()
        #expect(name.frame.width == 242)
        #expect(phone.frame.width == 77)
    }

    @Test func translatesAutoresizingMaskIntoConstraintsBothWays() {
        let root = makeRoot()
        // A view placed in code keeps its frame, and constrained views can relate to it.
        let manual = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 60))
        root.addSubview(manual)
        let follower = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: manual.trailingAnchor, constant: 5),
            follower.topAnchor.constraint(equalTo: manual.topAnchor),
            follower.widthAnchor.constraint(equalTo: manual.widthAnchor),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(manual.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(follower.frame == CGRect(x: 85, y: 40, width: 50, height: 10))
        manual.frame.origin.x = 100
        root.layoutIfNeeded()
        #expect(follower.frame.minX == 155)

        // A frame-fixed view cannot also be resized by constraints: UIKit reports the conflict.
        let reports = collectingLayoutReports {
            manual.widthAnchor.constraint(equalToConstant: 10).isActive = true
            root.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("\"<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView:0x") == true)
        #expect(reports.first?.contains(".width == 50>\"") == true)
        #expect(reports.first?.contains("refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints") == true)
        #expect(manual.frame.width == 50)

        // Opting out hands the frame to constraints.
        let free = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        root.addSubview(free)
        NSLayoutConstraint.activate([
            free.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 9),
            free.topAnchor.constraint(equalTo: root.topAnchor, constant: 9),
        ])
        root.layoutIfNeeded()
        #expect(free.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        free.translatesAutoresizingMaskIntoConstraints = false
        free.widthAnchor.constraint(equalToConstant: 20).isActive = true
        free.heightAnchor.constraint(equalToConstant: 20).isActive = true
        root.layoutIfNeeded()
        #expect(free.frame == CGRect(x: 9, y: 9, width: 20, height: 20))
    }

    @Test func safeAreaMarginsAndReadableGuides() {
        let controller = UIViewController()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 22, right: 0)
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 880, height: 528)
        let content = constrained(UIView(), in: root)
        let margined = constrained(UIView(), in: root)
        let readable = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalToConstant: 10),
            margined.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            margined.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            margined.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            margined.heightAnchor.constraint(equalToConstant: 10),
            readable.leadingAnchor.constraint(equalTo: root.readableContentGuide.leadingAnchor),
            readable.trailingAnchor.constraint(equalTo: root.readableContentGuide.trailingAnchor),
            readable.bottomAnchor.constraint(equalTo: root.readableContentGuide.bottomAnchor),
            readable.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 44, width: 10, height: 462))
        #expect(root.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 44, width: 880, height: 462))
        // Margins are measured from the safe area (insetsLayoutMarginsFromSafeArea).
        #expect(margined.frame == CGRect(x: 8, y: 52, width: 864, height: 10))
        // Readable width is capped at 672 and centred in the margins.
        #expect(readable.frame == CGRect(x: 104, y: 488, width: 672, height: 10))

        root.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        root.layoutIfNeeded()
        #expect(margined.frame == CGRect(x: 20, y: 44, width: 840, height: 10))
    }

    @Test func customLayoutGuidesSpaceViews() {
        let root = makeRoot(width: 300)
        let a = constrained(UIView(), in: root), b = constrained(UIView(), in: root)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root && root.layoutGuides.count == 1)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.trailingAnchor.constraint(equalTo: b.leadingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            b.widthAnchor.constraint(equalToConstant: 50),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 1),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 150, height: 1))
        #expect(b.frame.minX == 250)
    }

    /// A view placed by constraints resizes, and its autoresizing subview follows its mask.
    @Test func autoresizingSubviewsOfConstrainedViewsFollowTheirMask() {
        let root = makeRoot(width: 440, height: 220)
        let container = constrained(UIView(), in: root)
        let fill = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let width = container.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100),
            width,
        ])
        root.layoutIfNeeded()
        container.addSubview(fill)
        width.constant = 300
        root.layoutIfNeeded()
        #expect(container.frame.width == 300)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 300, height: 100))
    }

    @Test func aStackViewFitsItsContent() {
        let stack = UIStackView(arrangedSubviews: [makeLabel("Anna Haro"), makeLabel("Sausalito, California")])
        stack.axis = .vertical
        stack.spacing = 11
        stack.alignment = .leading
        #expect(stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 231, height: 55))
    }
}
