@testable import Tessera
import Foundation
import Testing

/// Words that wrap at the width Auto Layout gives the view, one 11 × 22 pt cell per
/// character, as a multi-line label's do; not a `UILabel`, so it reaches the engine only
/// through the view hooks.
@MainActor
private final class WrappingWordsView: UIView {
    let words: [String]

    init(_ text: String) {
        words = text.split(separator: " ").map(String.init)
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    required init?(coder: NSCoder) { nil }

    /// The lengths of the lines, greedily wrapped at `columns` (unlimited when `nil`).
    private func lines(columns: Int?) -> [Int] {
        var lines: [Int] = []
        for word in words {
            if let last = lines.last, columns.map({ last + 1 + word.count <= $0 }) ?? true {
                lines[lines.count - 1] = last + 1 + word.count
            } else {
                lines.append(word.count)
            }
        }
        return lines
    }

    override var intrinsicContentSize: CGSize {
        let lines = lines(columns: nil)
        return CGSize(width: CGFloat(lines.max() ?? 0) * 11, height: CGFloat(lines.count) * 22)
    }

    override var _needsDoubleUpdateConstraintsPass: Bool { true }

    override func _intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize {
        let columns = Int((width / 11 + 1e-9).rounded(.down))
        return CGSize(width: intrinsicContentSize.width, height: CGFloat(lines(columns: columns).count) * 22)
    }
}

/// A fixed-size view with its own baselines, like a two-line 66 × 44 label's (the first at the
/// bottom of its first row), or at `lastBaselineOffset` above its bottom.
@MainActor
private final class BaselineBadge: UIView {
    var lastBaselineOffset: CGFloat = 0

    convenience init() {
        self.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { CGSize(width: 66, height: 44) }
    override var _firstBaselineOffsetFromTop: CGFloat? { 22 }
    override var _baselineOffsetFromBottom: CGFloat { lastBaselineOffset }
}

/// A container whose baselines are those of a view inside it, as UIKit's
/// `viewForFirstBaselineLayout` / `viewForLastBaselineLayout` allow.
@MainActor
private final class Captioned: UIView {
    let caption: UIView

    /// `caption` sits 11 pt inside the container on every side; when `framed`, it is placed by
    /// its frame (an autoresizing mask) instead of constraints.
    init(_ caption: UIView, framed: Bool = false) {
        self.caption = caption
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        addSubview(caption)
        if framed {
            caption.translatesAutoresizingMaskIntoConstraints = true
            caption.frame = CGRect(origin: CGPoint(x: 11, y: 11), size: caption.intrinsicContentSize)
            NSLayoutConstraint.activate([
                widthAnchor.constraint(equalToConstant: caption.frame.width + 22),
                heightAnchor.constraint(equalToConstant: caption.frame.height + 22),
            ])
        } else {
            caption.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                caption.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 11),
                caption.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -11),
                caption.topAnchor.constraint(equalTo: topAnchor, constant: 11),
                caption.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -11),
            ])
        }
    }

    required init?(coder: NSCoder) { nil }

    override var viewForFirstBaselineLayout: UIView { caption }
    override var viewForLastBaselineLayout: UIView { caption }
}

@MainActor
@Suite("Auto Layout view hooks: what UILabel does, for any view")
struct LayoutHookTests {
    static let text = "one two three four five six seven eight nine ten"

    private func wrappingLabel() -> UILabel {
        let label = makeLabel(Self.text)
        label.numberOfLines = 0
        return label
    }

    /// A vertical stack pinned to the sides of a `width`-point root: a title, then `body`.
    private func stackedFrames(_ body: UIView, widths: [CGFloat]) -> [[CGRect]] {
        let root = makeRoot(width: widths[0])
        let title = makeLabel("Title")
        let stack = constrained(UIStackView(arrangedSubviews: [title, body]), in: root)
        stack.axis = .vertical
        stack.spacing = 11
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 11),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -11),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 22),
        ])
        return widths.map { width in
            root.frame.size.width = width
            root.layoutIfNeeded()
            return [stack.frame, title.frame, body.frame]
        }
    }

    @Test func aWrappingCustomViewInAStackViewIsLaidOutAsAWrappingLabel() {
        let widths: [CGFloat] = [220, 880, 330, 132]
        let label = stackedFrames(wrappingLabel(), widths: widths)
        let custom = stackedFrames(WrappingWordsView(Self.text), widths: widths)
        #expect(custom == label)
        // 198 pt (18 columns): "one two three four" / "five six seven" / "eight nine ten".
        #expect(custom[0][2] == CGRect(x: 0, y: 33, width: 198, height: 66))
        // 858 pt: one line. 110 pt (10 columns): six lines.
        #expect(custom[1][2].height == 22 && custom[3][2].height == 132)
    }

    /// The height a self-sizing table cell with `body` under a title takes at `width`.
    private func cellHeights(_ body: UIView, widths: [CGFloat]) -> [CGFloat] {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let title = makeLabel("Anna Haro")
        body.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(title)
        cell.contentView.addSubview(body)
        let content = cell.contentView
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: content.topAnchor, constant: 11),
            title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 11),
            body.topAnchor.constraint(equalTo: title.bottomAnchor),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -11),
            body.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -11),
        ])
        // What `UITableView.automaticDimension` asks of the cell.
        return widths.map { cell._preferredHeight(fittingWidth: $0) }
    }

    @Test func aWrappingCustomViewSizesASelfSizingCellAsAWrappingLabel() {
        let widths: [CGFloat] = [220, 880, 132, 220]
        let label = cellHeights(wrappingLabel(), widths: widths)
        let custom = cellHeights(WrappingWordsView(Self.text), widths: widths)
        #expect(custom == label)
        // 11 + a 22 pt title + 22 pt per line + 11: three lines at 198 pt, one at 858, six at 110.
        let expected: [CGFloat] = [110, 66, 176, 110]
        #expect(custom == expected)
    }

    @Test func theHooksDefaultsKeepAViewOutOfTheSecondPass() {
        let view = UIView()
        #expect(!view._needsDoubleUpdateConstraintsPass)
        #expect(view._intrinsicContentSize(forLayoutWidth: 100) == view.intrinsicContentSize)
        #expect(view.viewForFirstBaselineLayout === view && view.viewForLastBaselineLayout === view)
        #expect(view._firstBaselineOffsetFromTop == nil && view._baselineOffsetFromBottom == 0)
        let label = UILabel()
        #expect(!label._needsDoubleUpdateConstraintsPass)
        label.numberOfLines = 0
        #expect(label._needsDoubleUpdateConstraintsPass)
        label.preferredMaxLayoutWidth = 100
        #expect(!label._needsDoubleUpdateConstraintsPass)
        #expect(label._firstBaselineOffsetFromTop == label.font.lineHeight && label._baselineOffsetFromBottom == 0)
    }

    /// The frames of a `.firstBaseline` or `.lastBaseline` row of `view` and a 44 × 44 box.
    private func baselineRow(_ view: UIView, alignment: UIStackView.Alignment) -> (CGRect, CGRect) {
        let box = UIView()
        NSLayoutConstraint.activate([
            box.widthAnchor.constraint(equalToConstant: 44), box.heightAnchor.constraint(equalToConstant: 44),
        ])
        let stack = UIStackView(arrangedSubviews: [box, view])
        stack.frame = CGRect(x: 0, y: 0, width: 330, height: 110)
        stack.alignment = alignment
        stack.distribution = .equalSpacing
        stack.layoutIfNeeded()
        return (view.frame, box.frame)
    }

    @Test func aCustomBaselineAlignsInAStackViewAsALabelsDoes() {
        let label = makeLabel("abcdef\nghijkl")
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 66, height: 44))
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let (labelFrame, labelBox) = baselineRow(label, alignment: alignment)
            let (badgeFrame, badgeBox) = baselineRow(BaselineBadge(), alignment: alignment)
            #expect(badgeFrame == labelFrame && badgeBox == labelBox, "\(alignment)")
        }
        // The first baselines meet 22 pt below the badge's top: the box's bottom.
        let (badge, box) = baselineRow(BaselineBadge(), alignment: .firstBaseline)
        #expect(badge.minY + 22 == box.maxY)
    }

    @Test func aLastBaselineAboveTheBottomEdge() {
        let badge = BaselineBadge()
        badge.lastBaselineOffset = 11
        let (frame, box) = baselineRow(badge, alignment: .lastBaseline)
        #expect(frame.maxY - 11 == box.maxY)
        let root = makeRoot()
        let other = constrained(BaselineBadge(), in: root)
        let line = constrained(UIView(), in: root)
        other.lastBaselineOffset = 5.5
        NSLayoutConstraint.activate([
            other.topAnchor.constraint(equalTo: root.topAnchor, constant: 11),
            other.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            line.topAnchor.constraint(equalTo: other.lastBaselineAnchor),
            line.bottomAnchor.constraint(equalTo: other.firstBaselineAnchor, constant: 44),
            line.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            line.widthAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        // From the last baseline (5.5 pt above the bottom) to 44 pt below the first (22 pt down).
        #expect(line.frame == CGRect(x: 0, y: 49.5, width: 10, height: 27.5))
    }

    @Test func baselinesThroughViewForFirstAndLastBaselineLayout() {
        let root = makeRoot()
        let label = makeLabel("abcdef\nghijkl")
        label.numberOfLines = 0
        let container = constrained(Captioned(label), in: root)
        let first = constrained(UIView(), in: root)
        let last = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 22),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            first.topAnchor.constraint(equalTo: container.firstBaselineAnchor),
            last.topAnchor.constraint(equalTo: container.lastBaselineAnchor),
        ])
        for view in [first, last] {
            NSLayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: container.trailingAnchor),
                view.widthAnchor.constraint(equalToConstant: 11), view.heightAnchor.constraint(equalToConstant: 11),
            ])
        }
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 0, y: 22, width: 88, height: 66))
        // The label's first baseline is the bottom of its first row; its last, its bottom.
        #expect(first.frame.minY == 55, "\(first.frame.minY.native - 55)")
        #expect(last.frame.minY == 77)
    }

    @Test func aStackAlignsBaselinesThroughViewForFirstBaselineLayout() {
        let captionLabel = makeLabel("Caption")
        let (captioned, capBox) = baselineRow(Captioned(captionLabel), alignment: .firstBaseline)
        // The caption's baseline (its bottom, 11 + 22 pt below the container's top) meets the
        // box's (its bottom).
        #expect(captioned.minY + 33 == capBox.maxY)
        // A custom baseline view inside a custom container: the same layout as a label there.
        let (badgeContainer, badgeBox) = baselineRow(Captioned(BaselineBadge()), alignment: .firstBaseline)
        let label = makeLabel("abcdef\nghijkl")
        label.numberOfLines = 0
        let (labelContainer, labelBox) = baselineRow(Captioned(label), alignment: .firstBaseline)
        #expect(badgeContainer == labelContainer && badgeBox == labelBox)
        #expect(badgeContainer.minY + 11 + 22 == badgeBox.maxY)
    }

    @Test func aBaselineViewPlacedByItsFrame() {
        let (container, box) = baselineRow(Captioned(BaselineBadge(), framed: true), alignment: .firstBaseline)
        #expect(container.size == CGSize(width: 88, height: 66))
        #expect(container.minY + 11 + 22 == box.maxY)
    }

    @Test func aContainerPlacedByItsFrameKeepsItsOwnBaseline() {
        // The caption is laid out by the container's own engine, so the container's own
        // baseline (its bottom) stands in for the caption's.
        let root = makeRoot()
        let container = Captioned(BaselineBadge())
        container.translatesAutoresizingMaskIntoConstraints = true
        container.frame = CGRect(x: 0, y: 22, width: 88, height: 66)
        root.addSubview(container)
        let follower = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            follower.topAnchor.constraint(equalTo: container.firstBaselineAnchor),
            follower.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            follower.widthAnchor.constraint(equalToConstant: 11), follower.heightAnchor.constraint(equalToConstant: 11),
        ])
        root.layoutIfNeeded()
        #expect(follower.frame.minY == 88)
        #expect(container.caption.frame == CGRect(x: 11, y: 11, width: 66, height: 44))
    }
}

@MainActor
@Suite("Auto Layout view hooks: labels as layout roots")
struct LabelLayoutRootTests {
    /// A single-line label is no longer special to the engine: as a layout root it follows its
    /// own size at every pass, as any view does (it used to keep the size of its first pass).
    @Test func aSingleLineLabelThatLaysOutSubviewsFollowsItsSize() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 110, height: 22))
        label.text = "Badge"
        let dot = constrained(UIView(), in: label)
        NSLayoutConstraint.activate([
            dot.trailingAnchor.constraint(equalTo: label.trailingAnchor),
            dot.topAnchor.constraint(equalTo: label.topAnchor),
            dot.widthAnchor.constraint(equalToConstant: 11), dot.heightAnchor.constraint(equalToConstant: 11),
        ])
        label.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 99, y: 0, width: 11, height: 11))
        label.frame.size.width = 220
        label.layoutIfNeeded()
        #expect(dot.frame == CGRect(x: 209, y: 0, width: 11, height: 11))
    }
}
