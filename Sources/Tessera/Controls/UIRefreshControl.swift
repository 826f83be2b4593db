import Foundation

/// A control that starts refreshing a scroll view's content when the person pulls past its top.
///
/// Give it to a scroll view (``UIScrollView/refreshControl``, or
/// ``UITableViewController/refreshControl``) and handle `.valueChanged`: the control sends it
/// once when the person asks for a refresh, and shows a one-row spinner (`↻` and the
/// ``attributedTitle``) above the content, in the content inset, until ``endRefreshing()``.
///
/// The person asks for a refresh by dragging the content down past its top by
/// ``pullThreshold`` points (two rows), by turning the mouse wheel up two notches once the
/// content is at its top, or by pressing F5 while the scroll view takes the keys (it is the screen's primary scroll
/// view). ``beginRefreshing()`` shows the spinner without sending `.valueChanged`, as in UIKit.
/// The inset grows and shrinks over ``insetAnimationDuration`` on the window's animation
/// clock; content resting at its top follows it, so the spinner row comes into view.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// How far past the top of the content a pull must go to start a refresh, in points.
    public static let pullThreshold: CGFloat = 44

    /// How long the spinner row takes to open or close, in seconds.
    public static let insetAnimationDuration: TimeInterval = 0.25

    /// Whether a refresh is under way (from a pull, F5 or ``beginRefreshing()``).
    open private(set) var isRefreshing = false

    /// The text shown next to the spinner.
    open var attributedTitle: NSAttributedString? {
        didSet { setNeedsDisplay() }
    }

    /// How much of the spinner row is open, in points: what it adds to the scroll view's top
    /// inset (animated between 0 and the row's height).
    private(set) var revealedHeight: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    /// The scroll view the control belongs to.
    private var scrollView: UIScrollView? {
        (superview as? UIScrollView).flatMap { $0.refreshControl === self ? $0 : nil }
    }

    /// The height of the spinner row: one terminal row.
    var rowHeight: CGFloat { CellGrid.current.cellHeight }

    // MARK: Refreshing

    /// Shows the spinner: the refresh is under way. Sends no `.valueChanged`.
    open func beginRefreshing() {
        guard !isRefreshing else { return }
        isRefreshing = true
        setNeedsDisplay()
        reveal(rowHeight)
    }

    /// Hides the spinner: the refresh is over and the inset shrinks back.
    open func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        setNeedsDisplay()
        reveal(0)
    }

    /// The person asked for a refresh (a pull, the wheel, F5): shows the spinner, brings it
    /// into view and sends `.valueChanged`. Returns whether a refresh started.
    @discardableResult
    func beginRefreshingFromUser() -> Bool {
        guard isEnabled, !isRefreshing, let scrollView else { return false }
        beginRefreshing()
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top), animated: false)
        sendActions(for: .valueChanged)
        return true
    }

    /// Opens or closes the row to `height`, on the window's clock when there is one.
    private func reveal(_ height: CGFloat) {
        wheelNotchesAtTop = 0
        let clock = window?.animationClock
        clock?.cancel("refresh", for: self)
        guard let clock, scrollView != nil, UIView.areAnimationsEnabled else {
            setRevealedHeight(height)
            return
        }
        let start = revealedHeight
        let startTime = clock.startTime()
        let duration = Self.insetAnimationDuration
        clock.run("refresh", for: self) { [weak self] now in
            guard let self else { return false }
            let t = min(1, (now - startTime) / duration)
            self.setRevealedHeight(start + (height - start) * (1 - pow(1 - t, 3)))
            return t < 1
        }
    }

    /// The wheel notches up in a row while the content rested at its top (see
    /// `UIScrollView+Refresh.swift`).
    var wheelNotchesAtTop = 0

    private func setRevealedHeight(_ height: CGFloat) {
        guard height != revealedHeight else { return }
        revealedHeight = height
        scrollView?.refreshControlInsetDidChange()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard isRefreshing, let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        var text = "↻"
        if let title = attributedTitle?.string, !title.isEmpty { text += " " + title }
        let fitted = TextLayout(text, width: area.width, maximumLines: 1, lineBreakMode: .byTruncatingTail).lines.first ?? ""
        let column = area.minColumn + max(0, (area.width - columnWidth(of: fitted)) / 2)
        let row = area.minRow + (area.height - 1) / 2
        context.drawText(fitted, column: column, row: row, color: (tintColor ?? .secondaryLabel).components(), attributes: [])
    }
}
