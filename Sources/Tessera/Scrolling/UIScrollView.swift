import Foundation

/// A view that scrolls and zooms its content.
///
/// The content offset is the bounds origin, as in UIKit. Programmatic offsets are taken as
/// given; dragging, the mouse wheel and the keyboard keep the offset within the content plus
/// `adjustedContentInset` (a terminal does not rubber-band). A drag that ends with speed keeps
/// moving and slows down at `decelerationRate` per millisecond, with UIKit's delegate calls:
/// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` may change where it stops.
/// Time comes from the window's animation clock, so tests drive motion with
/// `HeadlessHost.advance(by:)`.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How safe-area insets add to `contentInset`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// How quickly a fling slows down: the fraction of speed kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The delegate told about scrolling.
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        didSet {
            guard contentSize != oldValue else { return }
            updateIndicators()
            setNeedsLayout()
        }
    }

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetMayHaveChanged() }
    }

    /// `contentInset` plus the safe area, per `contentInsetAdjustmentBehavior`.
    open var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        let scrollsVertically = contentSize.height > bounds.height || alwaysBounceVertical
        let scrollsHorizontally = contentSize.width > bounds.width || alwaysBounceHorizontal
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .scrollableAxes: (scrollsVertically, scrollsHorizontally)
            case .automatic: (true, scrollsHorizontally)
            }
        // A refreshing refresh control's row opens above the content.
        let refreshRow = refreshControl?.revealedHeight ?? 0
        return UIEdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0) + refreshRow, left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0), right: contentInset.right + (horizontal ? safe.right : 0))
    }

    private var lastAdjustedContentInset: UIEdgeInsets?

    private func adjustedContentInsetMayHaveChanged() {
        let adjusted = adjustedContentInset
        if lastAdjustedContentInset != adjusted {
            // Content resting at the top stays at the top: under a navigation bar that appears,
            // the first row starts below the bar, as in UIKit.
            let previousTop = -(lastAdjustedContentInset?.top ?? 0)
            if !isDragging, !isDecelerating, contentOffset.y == previousTop {
                bounds.origin.y = -adjusted.top
            }
            lastAdjustedContentInset = adjusted
            adjustedContentInsetDidChange()
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
        setNeedsLayout()
    }

    /// Called when `adjustedContentInset` changes.
    open func adjustedContentInsetDidChange() {}

    /// The refresh control shown above the content while it refreshes (see
    /// `UIScrollView+Refresh.swift`).
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let refreshControl { addSubview(refreshControl) }
            setNeedsLayout()
            adjustedContentInsetMayHaveChanged()
        }
    }

    /// The refresh control's row opened or closed a step.
    func refreshControlInsetDidChange() {
        adjustedContentInsetMayHaveChanged()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        adjustedContentInsetMayHaveChanged()
    }

    /// The point of the content shown at the top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    open override var bounds: CGRect {
        didSet {
            if bounds.origin != oldValue.origin {
                updateIndicators()
                delegate?.scrollViewDidScroll(self)
                contentOffsetObserver?.setNeedsLayout()
            }
        }
    }

    /// A view that lays out again when the content offset changes (a navigation controller
    /// whose search bar scrolls away with this content).
    weak var contentOffsetObserver: UIView?

    /// Whether the person can scroll.
    open var isScrollEnabled = true
    /// Whether scrolling stops at multiples of the bounds.
    open var isPagingEnabled = false
    /// Kept for compatibility: a terminal does not bounce.
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether a tap on the status bar scrolls to the top (the Home key does here).
    open var scrollsToTop = true
    /// How fast a fling slows down.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the vertical indicator shows (while the content is taller than the view).
    open var showsVerticalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Whether the horizontal indicator shows (while the content is wider than the view).
    open var showsHorizontalScrollIndicator = true {
        didSet { updateIndicators() }
    }

    /// Insets of the vertical indicator's track.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }

    /// Insets of the horizontal indicator's track.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero {
        didSet { updateIndicators() }
    }

    /// Both indicators' insets.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether a finger (mouse button) is on the content.
    open private(set) var isTracking = false
    /// Whether the content is being dragged.
    open private(set) var isDragging = false
    /// Whether the content moves on after a drag.
    open private(set) var isDecelerating = false

    // MARK: Zooming

    /// The smallest zoom scale; 1. Zooming is possible when `maximumZoomScale` exceeds it.
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// The largest zoom scale; 1.
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// Whether a pinch may zoom past the limits, springing back to them when it ends; `true`.
    open var bouncesZoom = true
    /// Whether a pinch is zooming the content.
    open internal(set) var isZooming = false
    /// Whether the zoom is springing back to `minimumZoomScale` or `maximumZoomScale`.
    open internal(set) var isZoomBouncing = false
    /// The recognizer for pinches that zoom; `nil` unless zooming is possible.
    open private(set) var pinchGestureRecognizer: UIPinchGestureRecognizer?

    /// The scale of the view returned by `viewForZooming(in:)`.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    var storedZoomScale: CGFloat = 1
    var unzoomedContentSize: CGSize?
    /// The zoom scale when the pinch in progress began.
    var pinchStartScale: CGFloat = 1

    /// Scales the zooming view (clamped to the minimum and maximum) and the content size;
    /// animated, over a quarter second on the window's clock.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let target = zoomScaleWithinLimits(scale)
        guard target != storedZoomScale else { return }
        delegate?.scrollViewWillBeginZooming(self, with: view)
        animateZoom(of: view, to: target, offset: nil, animated: animated)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds, centred.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard let view = delegate?.viewForZooming(in: self), rect.width > 0, rect.height > 0 else { return }
        let target = zoomScaleWithinLimits(min(bounds.width / rect.width, bounds.height / rect.height))
        let offset = CGPoint(x: rect.midX * target - bounds.width / 2, y: rect.midY * target - bounds.height / 2)
        delegate?.scrollViewWillBeginZooming(self, with: view)
        animateZoom(of: view, to: target, offset: offset, animated: animated)
    }

    private func updatePinchGestureRecognizer() {
        let zooms = maximumZoomScale > minimumZoomScale
        if zooms, pinchGestureRecognizer == nil {
            let pinch = UIPinchGestureRecognizer { [weak self] recognizer in
                guard let self, let pinch = recognizer as? UIPinchGestureRecognizer else { return }
                self.handlePinch(pinch)
            }
            pinchGestureRecognizer = pinch
            addGestureRecognizer(pinch)
        } else if !zooms, let pinch = pinchGestureRecognizer {
            removeGestureRecognizer(pinch)
            pinchGestureRecognizer = nil
        }
    }

    // MARK: Scrolling options

    /// The colours of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable {
        case `default`, black, white
    }

    /// The style of the scroll indicators; `.default`. `.black` suits light content and
    /// `.white` dark content; the default is grey on either.
    open var indicatorStyle: IndicatorStyle = .default {
        didSet {
            verticalIndicator.style = indicatorStyle
            horizontalIndicator.style = indicatorStyle
        }
    }
    /// Whether a drag scrolls along one axis only, the one it mostly moves along first; `false`.
    open var isDirectionalLockEnabled = false

    // MARK: Indicators

    private let verticalIndicator = ScrollIndicatorView(isVertical: true)
    private let horizontalIndicator = ScrollIndicatorView(isVertical: false)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addIndicators()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
        addIndicators()
    }

    private func addIndicators() {
        addSubview(verticalIndicator)
        addSubview(horizontalIndicator)
    }

    /// Whether a view is one of the scroll view's own indicators.
    func isIndicator(_ view: UIView) -> Bool {
        view === verticalIndicator || view === horizontalIndicator
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRefreshControl()
        updateIndicators()
        if lastAdjustedContentInset != adjustedContentInset { adjustedContentInsetMayHaveChanged() }
    }

    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        // Indicators stay above the content.
        if !isIndicator(subview) {
            bringSubviewToFront(horizontalIndicator)
            bringSubviewToFront(verticalIndicator)
        }
    }

    /// Places the indicator thumbs on the right and bottom edges, sized by the visible fraction.
    private func updateIndicators() {
        let grid = CellGrid.current
        let inset = adjustedContentInset
        let viewport = bounds
        let contentHeight = contentSize.height + inset.top + inset.bottom
        let contentWidth = contentSize.width + inset.left + inset.right
        let showsVertical = showsVerticalScrollIndicator && contentHeight > viewport.height + 0.5
        verticalIndicator.isHidden = !showsVertical
        if showsVertical {
            let track = viewport.inset(by: UIEdgeInsets(
                top: inset.top + verticalScrollIndicatorInsets.top, left: 0,
                bottom: inset.bottom + verticalScrollIndicatorInsets.bottom, right: 0))
            let length = max(grid.cellHeight, track.height * viewport.height / contentHeight)
            let progress = (contentOffset.y + inset.top) / max(1, contentHeight - viewport.height)
            let y = track.minY + (track.height - length) * min(max(progress, 0), 1)
            verticalIndicator.frame = CGRect(x: viewport.maxX - grid.cellWidth, y: y, width: grid.cellWidth, height: length)
        }
        let showsHorizontal = showsHorizontalScrollIndicator && contentWidth > viewport.width + 0.5
        horizontalIndicator.isHidden = !showsHorizontal
        if showsHorizontal {
            let track = viewport.inset(by: UIEdgeInsets(
                top: 0, left: inset.left + horizontalScrollIndicatorInsets.left,
                bottom: 0, right: inset.right + horizontalScrollIndicatorInsets.right + (showsVertical ? grid.cellWidth : 0)))
            let length = max(grid.cellWidth, track.width * viewport.width / contentWidth)
            let progress = (contentOffset.x + inset.left) / max(1, contentWidth - viewport.width)
            let x = track.minX + (track.width - length) * min(max(progress, 0), 1)
            horizontalIndicator.frame = CGRect(x: x, y: viewport.maxY - grid.cellHeight, width: length, height: grid.cellHeight)
        }
    }

    /// UIKit flashes the indicators; they are always shown while scrollable here.
    open func flashScrollIndicators() {}

    // MARK: Offsets

    /// The smallest and largest offsets the person can scroll to.
    var offsetRange: (min: CGPoint, max: CGPoint) {
        offsetRange(for: contentSize)
    }

    /// The offset range there would be with `contentSize`.
    func offsetRange(for contentSize: CGSize) -> (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - bounds.width),
            y: max(minimum.y, contentSize.height + inset.bottom - bounds.height))
        return (minimum, maximum)
    }

    /// `offset` kept within `offsetRange`.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let range = offsetRange
        return CGPoint(x: min(max(offset.x, range.min.x), range.max.x), y: min(max(offset.y, range.min.y), range.max.y))
    }

    /// Moves the content; animated moves take a quarter second and end with
    /// `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let clock = window?.animationClock else {
            self.contentOffset = contentOffset
            return
        }
        let start = self.contentOffset
        let startTime = clock.startTime()
        let duration = 0.25
        clock.run("scroll", for: self) { [weak self] now in
            guard let self else { return false }
            let t = min(1, (now - startTime) / duration)
            let eased = 1 - pow(1 - t, 3)
            self.contentOffset = CGPoint(x: start.x + (contentOffset.x - start.x) * eased, y: start.y + (contentOffset.y - start.y) * eased)
            if t >= 1 {
                self.delegate?.scrollViewDidEndScrollingAnimation(self)
                return false
            }
            return true
        }
    }

    /// Scrolls the least distance that makes `rect` (content coordinates) visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let visible = bounds.inset(by: inset)
        var offset = contentOffset
        if rect.maxY > visible.maxY { offset.y += rect.maxY - visible.maxY }
        if rect.minY < visible.minY + (offset.y - contentOffset.y) { offset.y = rect.minY - inset.top }
        if rect.maxX > visible.maxX { offset.x += rect.maxX - visible.maxX }
        if rect.minX < visible.minX + (offset.x - contentOffset.x) { offset.x = rect.minX - inset.left }
        let target = clamped(offset)
        if target != contentOffset { setContentOffset(target, animated: animated) }
    }

    /// Scrolls to the top, as a tap on the status bar does; asks the delegate first.
    func scrollToTop() {
        guard scrollsToTop, delegate?.scrollViewShouldScrollToTop(self) ?? true else { return }
        setContentOffset(CGPoint(x: contentOffset.x, y: -adjustedContentInset.top), animated: false)
        delegate?.scrollViewDidScrollToTop(self)
    }

    func stopMotion() {
        guard let clock = window?.animationClock else { return }
        clock.cancel("scroll", for: self)
        if isDecelerating {
            clock.cancel("decelerate", for: self)
            isDecelerating = false
            delegate?.scrollViewDidEndDecelerating(self)
        }
    }

    // MARK: Dragging

    private var dragStart: (touch: CGPoint, offset: CGPoint)?
    /// The axis a directionally locked drag keeps to, once it moved: `true` for vertical.
    private var lockedVertical: Bool?
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isScrollEnabled, let touch = touches.first else { return super.touchesBegan(touches, with: event) }
        stopMotion()
        isTracking = true
        let point = touch.location(in: superview)
        dragStart = (point, contentOffset)
        lockedVertical = nil
        samples = [(touch.timestamp, point)]
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let start = dragStart else { return super.touchesMoved(touches, with: event) }
        let point = touch.location(in: superview)
        if !isDragging {
            isDragging = true
            delegate?.scrollViewWillBeginDragging(self)
        }
        var delta = CGPoint(x: point.x - start.touch.x, y: point.y - start.touch.y)
        if isDirectionalLockEnabled {
            if lockedVertical == nil, delta != .zero { lockedVertical = abs(delta.y) >= abs(delta.x) }
            if lockedVertical == true { delta.x = 0 } else if lockedVertical == false { delta.y = 0 }
        }
        // Samples follow the locked movement, so a fling keeps to the axis too.
        samples.append((touch.timestamp, CGPoint(x: start.touch.x + delta.x, y: start.touch.y + delta.y)))
        if samples.count > 4 { samples.removeFirst(samples.count - 4) }
        refreshIfPulled(toOffsetY: start.offset.y - delta.y)
        contentOffset = clamped(CGPoint(x: start.offset.x - delta.x, y: start.offset.y - delta.y))
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer {
            isTracking = false
            dragStart = nil
        }
        guard isDragging else { return super.touchesEnded(touches, with: event) }
        isDragging = false
        // Velocity in points per millisecond, against the drag (content moves opposite the finger).
        var velocity = CGPoint.zero
        if let first = samples.first, let last = samples.last, last.time > first.time {
            let milliseconds = (last.time - first.time) * 1000
            velocity = CGPoint(x: -(last.point.x - first.point.x) / milliseconds, y: -(last.point.y - first.point.y) / milliseconds)
        }
        var target = projectedOffset(for: velocity)
        withUnsafeMutablePointer(to: &target) { pointer in
            delegate?.scrollViewWillEndDragging(self, withVelocity: velocity, targetContentOffset: pointer)
        }
        let willDecelerate = target != contentOffset
        delegate?.scrollViewDidEndDragging(self, willDecelerate: willDecelerate)
        if willDecelerate { decelerate(to: target) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        isDragging = false
        dragStart = nil
    }

    /// Where a fling with `velocity` (points per millisecond) comes to rest, clamped and, with
    /// paging, snapped to a page.
    private func projectedOffset(for velocity: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let distance = CGPoint(x: velocity.x * rate / (1 - rate), y: velocity.y * rate / (1 - rate))
        var target = clamped(CGPoint(x: contentOffset.x + distance.x, y: contentOffset.y + distance.y))
        if isPagingEnabled, bounds.width > 0, bounds.height > 0 {
            target = clamped(CGPoint(
                x: (target.x / bounds.width).rounded() * bounds.width, y: (target.y / bounds.height).rounded() * bounds.height))
        }
        return target
    }

    /// Moves towards `target`, slowing exponentially at `decelerationRate`, then reports the end.
    private func decelerate(to target: CGPoint) {
        guard let clock = window?.animationClock else {
            contentOffset = target
            return
        }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        let start = contentOffset
        let startTime = clock.startTime()
        let rate = decelerationRate.rawValue
        clock.run("decelerate", for: self) { [weak self] now in
            guard let self else { return false }
            let remaining = pow(rate, (now - startTime) * 1000)
            var offset = CGPoint(x: target.x + (start.x - target.x) * remaining, y: target.y + (start.y - target.y) * remaining)
            let done = abs(offset.x - target.x) < 0.5 && abs(offset.y - target.y) < 0.5
            if done { offset = target }
            self.contentOffset = offset
            if done {
                self.isDecelerating = false
                self.delegate?.scrollViewDidEndDecelerating(self)
            }
            return !done
        }
    }

    // MARK: Wheel and keyboard

    /// Scrolls by whole rows for a mouse wheel notch or a key, within the content.
    func scroll(byRows rows: Int, columns: Int = 0) {
        guard isScrollEnabled else { return }
        stopMotion()
        let grid = CellGrid.current
        let target = clamped(CGPoint(
            x: contentOffset.x + CGFloat(columns) * grid.cellWidth, y: contentOffset.y + CGFloat(rows) * grid.cellHeight))
        if target != contentOffset { contentOffset = target }
    }

    /// Handles the scrolling keys: arrows, Page Up/Down, Space, Home, End. Returns whether it did.
    func handleScrollKey(_ key: UIKey) -> Bool {
        guard isScrollEnabled else { return false }
        if key.charactersIgnoringModifiers == UIRefreshControl.refreshKeyInput, let refreshControl {
            refreshControl.beginRefreshingFromUser()
            return true
        }
        let page = max(1, Int((bounds.height - adjustedContentInset.top - adjustedContentInset.bottom) / CellGrid.current.cellHeight) - 1)
        switch key.keyCode {
        case .keyboardDownArrow: scroll(byRows: 1)
        case .keyboardUpArrow: scroll(byRows: -1)
        case .keyboardRightArrow: scroll(byRows: 0, columns: 1)
        case .keyboardLeftArrow: scroll(byRows: 0, columns: -1)
        case .keyboardPageDown: scroll(byRows: page)
        case .keyboardSpacebar: scroll(byRows: key.modifierFlags.contains(.shift) ? -page : page)
        case .keyboardPageUp: scroll(byRows: -page)
        case .keyboardHome: scrollToTop()
        case .keyboardEnd: setContentOffset(CGPoint(x: contentOffset.x, y: offsetRange.max.y), animated: false)
        default: return false
        }
        return true
    }
}

/// A scroll indicator's thumb: a thin bar on the right or bottom edge.
@MainActor
private final class ScrollIndicatorView: UIView {
    private let isVertical: Bool
    var style: UIScrollView.IndicatorStyle = .default {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    init(isVertical: Bool) {
        self.isVertical = isVertical
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isHidden = true
    }

    required init?(coder: NSCoder) {
        fatalError("ScrollIndicatorView is created in code only")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        let color = switch style {
        case .default: UIColor.systemGray3.components()
        case .black: UIColor.black.components()
        case .white: UIColor.white.components()
        }
        if isVertical {
            for row in area.minRow..<max(area.minRow, area.maxRow) {
                context.drawText("┃", column: area.maxColumn - 1, row: row, color: color, attributes: [])
            }
        } else if area.height > 0 {
            context.drawText(String(repeating: "━", count: area.width), column: area.minColumn, row: area.maxRow - 1, color: color, attributes: [])
        }
    }
}
