import Foundation

/// Decides which items to prefetch and which prefetches to cancel as a list scrolls.
///
/// The window is one screenful (as many items as are visible) beyond the visible items in the
/// direction of scrolling. Items asked for stay outstanding until they are shown; when the
/// direction reverses, or an outstanding item falls out of the window unseen, it is cancelled.
/// Work per update is proportional to the window, never to the list.
struct _Prefetcher: Sendable {
    private enum Direction { case forward, backward }

    private var direction = Direction.forward
    private var lastOffset: CGFloat?
    /// Items asked for and not yet shown, in the order they were asked for.
    private var outstanding: [IndexPath] = []

    init() {}

    /// Forgets everything (after a reload).
    mutating func reset() {
        self = _Prefetcher()
    }

    /// The items to cancel and to prefetch now that `visible` (in list order) shows at scroll
    /// position `offset`; `next` and `previous` walk the list order.
    mutating func update(
        visible: [IndexPath], offset: CGFloat,
        next: (IndexPath) -> IndexPath?, previous: (IndexPath) -> IndexPath?
    ) -> (cancel: [IndexPath], prefetch: [IndexPath]) {
        defer { lastOffset = offset }
        if let lastOffset, offset != lastOffset {
            let now: Direction = offset > lastOffset ? .forward : .backward
            if now != direction {
                direction = now
                let cancelled = outstanding.filter { !visible.contains($0) }
                outstanding.removeAll()
                return (cancelled, window(visible: visible, next: next, previous: previous))
            }
        }
        let window = window(visible: visible, next: next, previous: previous)
        let wanted = Set(window)
        var cancel: [IndexPath] = []
        outstanding.removeAll { item in
            if visible.contains(item) { return true }
            if !wanted.contains(item) {
                cancel.append(item)
                return true
            }
            return false
        }
        let asked = Set(outstanding)
        let prefetch = window.filter { !asked.contains($0) }
        outstanding.append(contentsOf: prefetch)
        return (cancel, prefetch)
    }

    /// The screenful of items beyond `visible` in the scroll direction, nearest first.
    private mutating func window(
        visible: [IndexPath], next: (IndexPath) -> IndexPath?, previous: (IndexPath) -> IndexPath?
    ) -> [IndexPath] {
        guard let edge = direction == .forward ? visible.last : visible.first else { return [] }
        var items: [IndexPath] = []
        var cursor = edge
        while items.count < visible.count, let item = direction == .forward ? next(cursor) : previous(cursor) {
            items.append(item)
            cursor = item
        }
        return items
    }
}
