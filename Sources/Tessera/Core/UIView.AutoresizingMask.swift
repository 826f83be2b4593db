import Foundation

extension UIView {
    /// Which of a view's margins and dimensions stretch when its superview's size changes.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public var rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Applies each subview's autoresizing mask after this view's size changed from `oldSize`.
    ///
    /// The change in each dimension is shared among the flexible parts (margins and size) in
    /// proportion to their current lengths, as UIKit does.
    ///
    /// - Complexity: O(1) when no subview has a mask (`autoresizingSubviewCount`), else O(subviews).
    func resizeSubviews(withOldSize oldSize: CGSize) {
        let newSize = bounds.size
        let dx = newSize.width - oldSize.width
        let dy = newSize.height - oldSize.height
        guard dx != 0 || dy != 0, autoresizingSubviewCount > 0 else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            let mask = subview.autoresizingMask
            var frame = subview.frame
            let (x, width) = Self.distribute(
                dx, start: frame.minX, length: frame.width, end: oldSize.width - frame.maxX,
                flexibleStart: mask.contains(.flexibleLeftMargin), flexibleLength: mask.contains(.flexibleWidth),
                flexibleEnd: mask.contains(.flexibleRightMargin))
            let (y, height) = Self.distribute(
                dy, start: frame.minY, length: frame.height, end: oldSize.height - frame.maxY,
                flexibleStart: mask.contains(.flexibleTopMargin), flexibleLength: mask.contains(.flexibleHeight),
                flexibleEnd: mask.contains(.flexibleBottomMargin))
            frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
            subview.frame = frame
        }
    }

    /// Shares `delta` among the flexible segments of one axis; returns the new start and length.
    private static func distribute(
        _ delta: CGFloat, start: CGFloat, length: CGFloat, end: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        let segments = [(flexibleStart, start), (flexibleLength, length), (flexibleEnd, end)]
        let flexible = segments.filter(\.0)
        guard !flexible.isEmpty else { return (start, length) }
        let total = flexible.reduce(0) { $0 + max(0, $1.1) }
        func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return total > 0 ? delta * max(0, value) / total : delta / CGFloat(flexible.count)
        }
        return (start + share(flexibleStart, start), length + share(flexibleLength, length))
    }
}
