import Foundation

/// A run of items (or nested groups) laid out horizontally, vertically, or by a closure; a
/// section repeats its group until its items run out.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    package enum Arrangement {
        case horizontal, vertical
        case custom(@MainActor (any NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem])
    }

    package let arrangement: Arrangement
    public let subitems: [NSCollectionLayoutItem]
    /// A fixed count of repetitions of the one subitem (`horizontal(layoutSize:subitem:count:)`).
    package let repeatCount: Int?
    /// The spacing between subitems.
    open var interItemSpacing: NSCollectionLayoutSpacing?

    package init(layoutSize: NSCollectionLayoutSize, arrangement: Arrangement, subitems: [NSCollectionLayoutItem], count: Int?) {
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
    package var _environment: (any NSCollectionLayoutEnvironment)?

    package override var _leafCount: Int {
        if case .custom(let provider) = arrangement { return _environment.map { provider($0).count } ?? 0 }
        if let repeatCount { return repeatCount * (subitems.first?._leafCount ?? 0) }
        return subitems.reduce(0) { $0 + $1._leafCount }
    }

    package override func _layout(at origin: CGPoint, in container: CGSize, limit: Int) -> (frames: [CGRect], size: CGSize) {
        let size = layoutSize.resolved(in: container)
        let inner = CGRect(
            x: origin.x + contentInsets.leading, y: origin.y + contentInsets.top,
            width: max(0, size.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, size.height - contentInsets.top - contentInsets.bottom))
        var frames: [CGRect] = []
        switch arrangement {
        case .custom(let provider):
            guard let environment = _environment else { return ([], size) }
            for item in provider(environment).prefix(limit) {
                frames.append(item.frame.offsetBy(dx: inner.minX, dy: inner.minY))
            }
        case .horizontal, .vertical:
            let horizontal = if case .horizontal = arrangement { true } else { false }
            let spacing = interItemSpacing?.value ?? 0
            let children: [NSCollectionLayoutItem] = subitems
            let childContainer = inner.size
            if let repeatCount, let subitem = subitems.first, repeatCount > 0 {
                // Repeated subitems share the group's extent, less the spacing between them.
                let share = ((horizontal ? inner.width : inner.height) - spacing * CGFloat(repeatCount - 1)) / CGFloat(repeatCount)
                let fixed = CGSize(width: horizontal ? share : inner.width, height: horizontal ? inner.height : share)
                var position = horizontal ? inner.minX : inner.minY
                for _ in 0..<repeatCount where frames.count < limit {
                    let cell = CGRect(
                        x: horizontal ? position : inner.minX, y: horizontal ? inner.minY : position,
                        width: fixed.width, height: fixed.height)
                    frames.append(CGRect(
                        x: cell.minX + subitem.contentInsets.leading, y: cell.minY + subitem.contentInsets.top,
                        width: max(0, cell.width - subitem.contentInsets.leading - subitem.contentInsets.trailing),
                        height: max(0, cell.height - subitem.contentInsets.top - subitem.contentInsets.bottom)))
                    position += share + spacing
                }
                return (frames, size)
            }
            // As in UIKit, the subitems repeat while the next one still fits in the group.
            var position = horizontal ? inner.minX : inner.minY
            let end = horizontal ? inner.maxX : inner.maxY
            var index = 0
            while frames.count < limit, !children.isEmpty {
                let child = children[index % children.count]
                let extent = horizontal ? child.layoutSize.widthDimension.resolved(in: childContainer) : child.layoutSize.heightDimension.resolved(in: childContainer)
                if index >= children.count, extent <= 0 || position + extent > end + 0.0001 { break }
                let point = horizontal ? CGPoint(x: position, y: inner.minY) : CGPoint(x: inner.minX, y: position)
                let laid = child._layout(at: point, in: childContainer, limit: limit - frames.count)
                frames += laid.frames
                position += (horizontal ? laid.size.width : laid.size.height) + spacing
                index += 1
            }
        }
        return (frames, size)
    }
}

/// An item's frame in a custom group.
@MainActor
public final class NSCollectionLayoutGroupCustomItem {
    public let frame: CGRect
    public let zIndex: Int

    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
