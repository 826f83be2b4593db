import Foundation

/// A run of items (or nested groups) laid out horizontally, vertically, or by a closure; a
/// section repeats its group until its items run out.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Arrangement {
        case horizontal, vertical
        case custom(@MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed count of repetitions of the one subitem (`horizontal(layoutSize:subitem:count:)`).
    let repeatCount: Int?
    /// The spacing between subitems: `.fixed` is exact, `.flexible` is a minimum that grows
    /// to share out the group's leftover length.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// Subitems side by side, each sized against the group.
    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` side by side, sharing the group's width (less the spacing).
    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: count)
    }

    /// Subitems one above another, each sized against the group.
    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// `count` copies of `subitem` stacked, sharing the group's height (less the spacing).
    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: count)
    }

    /// Items placed where `itemProvider` says, in the group's coordinates.
    open class func custom(
        layoutSize: NSCollectionLayoutSize,
        itemProvider: @escaping @MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]
    ) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }

    /// The environment custom groups receive, set by the layout before laying out.
    var _environment: (any NSCollectionLayoutEnvironment)?

    override var _leafCount: Int {
        if case .custom(let provider) = arrangement { return _environment.map { provider($0).count } ?? 0 }
        if let repeatCount { return repeatCount * (subitems.first?._leafCount ?? 0) }
        return subitems.reduce(0) { $0 + $1._leafCount }
    }

    override func _layout(_ pass: _CompositionalPass) -> _CompositionalPiece {
        var size = pass.resolvedSize(of: layoutSize)
        let inner = CGSize(
            width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        var piece = _CompositionalPiece(frames: [], axes: [], size: size)
        switch arrangement {
        case .custom(let provider):
            guard let environment = _environment else { return piece }
            for item in provider(environment).prefix(pass.limit) {
                piece.frames.append(item.frame.offsetBy(dx: contentInsets.leading, dy: contentInsets.top))
                piece.axes.append([])
            }
            return piece
        case .horizontal, .vertical:
            // A horizontal group lines its subitems up along x, a vertical one along y.
            let axis: _Axis = if case .horizontal = arrangement { .horizontal } else { .vertical }
            let children = lineUp(pass, inner: inner, along: axis)
            let used = place(children, into: &piece, inner: inner, along: axis)
            // An estimated group is as long as its subitems need, and as thick across as its thickest.
            let insetsAlong = contentInsets.along(axis)
            let insetsAcross = contentInsets.across(axis)
            if layoutSize.dimension(along: axis).isEstimated { size[along: axis] = used.along + insetsAlong.start + insetsAlong.end }
            if layoutSize.dimension(across: axis).isEstimated { size[across: axis] = used.across + insetsAcross.start + insetsAcross.end }
            piece.size = size
            return piece
        }
    }

    /// The subitems of one repetition, each laid out at the origin: `count` copies sharing the
    /// group's length for a repeating group; otherwise the subitems in turn, repeating while
    /// the next one still fits (as in UIKit).
    private func lineUp(_ pass: _CompositionalPass, inner: CGSize, along axis: _Axis) -> [(item: NSCollectionLayoutItem, piece: _CompositionalPiece)] {
        var children: [(item: NSCollectionLayoutItem, piece: _CompositionalPiece)] = []
        var taken = 0
        let spacing = interItemSpacing?.value ?? 0
        let length = inner[along: axis]
        if let repeatCount, let subitem = subitems.first, repeatCount > 0 {
            let share = (length - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount)
            for _ in 0..<repeatCount where taken < pass.limit {
                var child = pass.child(container: inner, offset: taken)
                child.fix(share, along: axis)
                let piece = subitem._layout(child)
                children.append((subitem, piece))
                taken += piece.frames.count
            }
            return children
        }
        var used: CGFloat = 0
        var index = 0
        while taken < pass.limit, !subitems.isEmpty {
            let subitem = subitems[index % subitems.count]
            let piece = subitem._layout(pass.child(container: inner, offset: taken))
            let edges = Self.edges(of: subitem, along: axis)
            let extent = piece.size[along: axis] + edges.leading.value + edges.trailing.value
            let gap = children.isEmpty ? 0 : spacing
            if index >= subitems.count, extent <= 0 || used + gap + extent > length + 0.0001 { break }
            children.append((subitem, piece))
            taken += piece.frames.count
            used += gap + extent
            index += 1
        }
        return children
    }

    /// Places the subitems along the group: fixed spacing is exact, flexible spacing (between
    /// items or on their edges) shares out the space left over. Returns the length the
    /// subitems take along the group and the largest extent across it.
    private func place(
        _ children: [(item: NSCollectionLayoutItem, piece: _CompositionalPiece)], into piece: inout _CompositionalPiece,
        inner: CGSize, along axis: _Axis
    ) -> (along: CGFloat, across: CGFloat) {
        let spacing = interItemSpacing?.value ?? 0
        let flexibleGaps = interItemSpacing?.isFlexible == true
        let edges = children.map { Self.edges(of: $0.item, along: axis) }
        var minimum = spacing * CGFloat(max(0, children.count - 1))
        var flexibleSlots = flexibleGaps ? max(0, children.count - 1) : 0
        for (child, edge) in zip(children, edges) {
            minimum += child.piece.size[along: axis] + edge.leading.value + edge.trailing.value
            flexibleSlots += (edge.leading.isFlexible ? 1 : 0) + (edge.trailing.isFlexible ? 1 : 0)
        }
        let leftover = max(0, inner[along: axis] - minimum)
        let share = flexibleSlots > 0 ? leftover / CGFloat(flexibleSlots) : 0
        var position: CGFloat = 0
        var across: CGFloat = 0
        for (index, (child, edge)) in zip(children, edges).enumerated() {
            if index > 0 { position += spacing + (flexibleGaps ? share : 0) }
            position += edge.leading.value + (edge.leading.isFlexible ? share : 0)
            let origin = CGPoint(axis, along: position, across: edge.acrossLeading)
            let dx = contentInsets.leading + origin.x
            let dy = contentInsets.top + origin.y
            piece.frames += child.piece.frames.map { $0.offsetBy(dx: dx, dy: dy) }
            piece.axes += child.piece.axes
            position += child.piece.size[along: axis] + edge.trailing.value + (edge.trailing.isFlexible ? share : 0)
            across = max(across, edge.acrossLeading + child.piece.size[across: axis] + edge.acrossTrailing)
        }
        return (position, across)
    }

    /// An item's edge spacing in a group's axes: before and after it along the group (nil
    /// counts as fixed zero), and the fixed space before and after it across.
    private static func edges(of item: NSCollectionLayoutItem, along axis: _Axis) -> (
        leading: (value: CGFloat, isFlexible: Bool), trailing: (value: CGFloat, isFlexible: Bool),
        acrossLeading: CGFloat, acrossTrailing: CGFloat
    ) {
        guard let spacing = item.edgeSpacing else { return ((0, false), (0, false), 0, 0) }
        func pair(_ spacing: NSCollectionLayoutSpacing?) -> (value: CGFloat, isFlexible: Bool) {
            (spacing?.value ?? 0, spacing?.isFlexible ?? false)
        }
        let along = spacing.along(axis)
        let across = spacing.across(axis)
        return (pair(along.start), pair(along.end), across.start?.value ?? 0, across.end?.value ?? 0)
    }
}

/// An item's frame in a custom group.
@preconcurrency @MainActor
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
