@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    /// A 330 × 66 horizontal stack of labels 11, 22 and 33 points wide.
    private func makeRow(_ distribution: UIStackView.Distribution, spacing: CGFloat = 0) -> (UIStackView, [UILabel]) {
        let labels = ["A", "BB", "CCC"].map(makeLabel)
        let stack = UIStackView(arrangedSubviews: labels)
        stack.frame = CGRect(x: 0, y: 0, width: 330, height: 66)
        stack.distribution = distribution
        stack.spacing = spacing
        return (stack, labels)
    }

    @Test func defaultsAndArrangedSubviews() {
        let (stack, labels) = makeRow(.fill)
        #expect(stack.axis == .horizontal)
        #expect(UIStackView().distribution == .fill && UIStackView().alignment == .fill && UIStackView().spacing == 0)
        #expect(stack.arrangedSubviews == labels && stack.subviews == labels)
        #expect(labels.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        stack.removeArrangedSubview(labels[1])
        #expect(stack.arrangedSubviews == [labels[0], labels[2]])
        #expect(stack.subviews.count == 3)  // still a subview, as in UIKit
        stack.insertArrangedSubview(labels[1], at: 0)
        #expect(stack.arrangedSubviews == [labels[1], labels[0], labels[2]])
        labels[0].removeFromSuperview()
        #expect(stack.arrangedSubviews == [labels[1], labels[2]])
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
    }

    @Test func fillGivesTheSpaceToTheViewThatHugsLeast() {
        let (stack, labels) = makeRow(.fill, spacing: 11)
        labels[2].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(labels.map(\.frame) == [
            CGRect(x: 0, y: 0, width: 11, height: 66), CGRect(x: 22, y: 0, width: 22, height: 66),
            CGRect(x: 55, y: 0, width: 275, height: 66),
        ])
    }

    @Test func fillEquallyAndProportionally() {
        let (equal, equalLabels) = makeRow(.fillEqually)
        equal.layoutIfNeeded()
        #expect(equalLabels.map(\.frame.width) == [110, 110, 110])
        #expect(equalLabels.map(\.frame.minX) == [0, 110, 220])

        let (proportional, proportionalLabels) = makeRow(.fillProportionally)
        proportional.layoutIfNeeded()
        #expect(proportionalLabels.map(\.frame.width) == [55, 110, 165])
    }

    @Test func equalSpacingAndEqualCentering() {
        let (spaced, spacedLabels) = makeRow(.equalSpacing, spacing: 5)
        spaced.layoutIfNeeded()
        #expect(spacedLabels.map(\.frame.minX) == [0, 143, 297])
        #expect(spacedLabels.map(\.frame.width) == [11, 22, 33])

        let (centred, centredLabels) = makeRow(.equalCentering)
        centred.layoutIfNeeded()
        #expect(centredLabels.map(\.frame.midX) == [5.5, 159.5, 313.5])
    }

    @Test func hiddenArrangedViewsCollapse() {
        let (stack, labels) = makeRow(.fillEqually, spacing: 10)
        stack.layoutIfNeeded()
        let third: CGFloat = ((310.0 / 3) * 1_000_000).rounded() / 1_000_000
        #expect(labels.map(\.frame.width) == [third, third, third])
        labels[1].isHidden = true
        stack.layoutIfNeeded()
        #expect(labels[0].frame == CGRect(x: 0, y: 0, width: 160, height: 66))
        #expect(labels[2].frame == CGRect(x: 170, y: 0, width: 160, height: 66))
        #expect(labels[1].frame.width == 0)
        labels[1].isHidden = false
        stack.layoutIfNeeded()
        #expect(labels[1].frame.width > 100)
    }

    @Test func alignmentsAcrossTheAxis() {
        let expectations: [(UIStackView.Alignment, CGFloat, CGFloat)] = [
            (.fill, 0, 66), (.top, 0, 22), (.center, 22, 22), (.bottom, 44, 22),
        ]
        for (alignment, y, height) in expectations {
            let (stack, labels) = makeRow(.fillEqually)
            stack.alignment = alignment
            stack.layoutIfNeeded()
            #expect(labels.allSatisfy { $0.frame.minY == y && $0.frame.height == height }, "\(alignment)")
        }
    }

    @Test func firstBaselineAlignment() {
        let label = makeLabel("Name")
        let box = UIView()
        box.heightAnchor.constraint(equalToConstant: 44).isActive = true
        box.widthAnchor.constraint(equalToConstant: 44).isActive = true
        let stack = UIStackView(arrangedSubviews: [label, box])
        stack.frame = CGRect(x: 0, y: 0, width: 330, height: 66)
        stack.alignment = .firstBaseline
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        // The box's baseline (its bottom) meets the label's (the bottom of its first row).
        #expect(label.frame.maxY == box.frame.maxY)
        #expect(box.frame.minY == 0)
    }

    @Test func verticalStackSizesItselfFromItsContentWithinMargins() {
        let root = makeRoot()
        let stack = constrained(UIStackView(arrangedSubviews: [makeLabel("Anna Haro"), makeLabel("Sausalito")]), in: root)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.spacing = 11
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = UIEdgeInsets(top: 11, left: 22, bottom: 11, right: 22)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 44),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 0, y: 44, width: 22 + 99 + 22, height: 11 + 22 + 11 + 22 + 11))
        #expect(stack.arrangedSubviews.map(\.frame) == [
            CGRect(x: 22, y: 11, width: 99, height: 22), CGRect(x: 22, y: 44, width: 99, height: 22),
        ])
        // Custom spacing after the first view.
        stack.setCustomSpacing(0, after: stack.arrangedSubviews[0])
        #expect(stack.customSpacing(after: stack.arrangedSubviews[0]) == 0)
        root.layoutIfNeeded()
        #expect(stack.arrangedSubviews[1].frame.minY == 33)
        #expect(!stack.arrangedSubviews[1].hasAmbiguousLayout)
    }

    @Test func nestedStacksShareTheirRootsEngine() {
        let root = makeRoot(width: 330, height: 110)
        let avatar = UIView()
        avatar.widthAnchor.constraint(equalToConstant: 44).isActive = true
        avatar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        let texts = UIStackView(arrangedSubviews: [makeLabel("Anna Haro"), makeLabel("555-0100")])
        texts.axis = .vertical
        texts.alignment = .leading
        let row = constrained(UIStackView(arrangedSubviews: [avatar, texts]), in: root)
        row.alignment = .center
        row.spacing = 11
        NSLayoutConstraint.activate([
            row.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 11),
            row.topAnchor.constraint(equalTo: root.topAnchor, constant: 22),
        ])
        root.layoutIfNeeded()
        #expect(row.frame == CGRect(x: 11, y: 22, width: 44 + 11 + 99, height: 44))
        #expect(avatar.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(texts.frame == CGRect(x: 55, y: 0, width: 99, height: 44))
        #expect(texts.arrangedSubviews.map(\.frame.minY) == [0, 22])
        #expect(root._layoutStorage?.engine?.contains(texts) == true)
        #expect(!texts.arrangedSubviews[0].hasAmbiguousLayout)
    }
}
