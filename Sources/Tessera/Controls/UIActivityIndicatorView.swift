import Foundation

/// A view that shows that a task is in progress: a spinner.
///
/// The terminal draws it as one cell turning through the frames `⣾⣽⣻⢿⡿⣟⣯⣷`, one turn a
/// second (a large indicator is bold). It turns only while it is animating, not hidden, and
/// in a window:
/// a display link on the window's clock redraws it when the frame changes, so a screen
/// without a running spinner asks for no frames at all.
///
/// As in UIKit, `hidesWhenStopped` is `true` by default, so a new indicator is hidden until
/// `startAnimating()`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The spinner's frames, drawn in turn.
    static let frames: [Character] = ["⣾", "⣽", "⣻", "⢿", "⡿", "⣟", "⣯", "⣷"]
    /// Frames a second: one turn a second.
    static let framesPerSecond: Double = 8

    /// The indicator's look.
    open var style: Style = .medium {
        didSet { setNeedsDisplay() }
    }

    /// The spinner's colour; setting `nil` restores the style's default.
    open var color: UIColor! {
        get { customColor ?? .secondaryLabel }
        set {
            customColor = newValue
            setNeedsDisplay()
        }
    }

    private var customColor: UIColor?

    /// Whether the indicator hides while it is not animating; `true` by default.
    /// Changing it while stopped shows or hides the indicator at once, as in UIKit.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }

    /// Whether the indicator is animating.
    open private(set) var isAnimating = false

    /// The link that turns the spinner while it animates in a window.
    private var link: CADisplayLink?
    /// When the current animation began, by the display's clock (the first frame's time).
    private var startTime: TimeInterval?
    /// The frame drawn now.
    private(set) var frameIndex = 0

    /// Whether the display link runs: the display gets frames for this spinner.
    var isTurning: Bool { link != nil }

    /// Creates an indicator of `style`.
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        frame.size = intrinsicContentSize
        commonInit()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        commonInit()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        commonInit()
    }

    isolated deinit {
        link?.invalidate()
    }

    private func commonInit() {
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// Starts the spinner (it shows, if `hidesWhenStopped` hid it).
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        startTime = nil
        frameIndex = 0
        updateHidden()
        updateLink()
        setNeedsDisplay()
    }

    /// Stops the spinner (it hides when `hidesWhenStopped`).
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        updateHidden()
        updateLink()
        setNeedsDisplay()
    }

    open override var isHidden: Bool {
        didSet { updateLink() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateLink()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }

    /// Runs the display link exactly while the spinner animates, shown, in a window.
    private func updateLink() {
        let wanted = isAnimating && !isHidden && window != nil
        if wanted, link == nil {
            let link = CADisplayLink(target: _WeakSpinner(self), selector: _WeakSpinner.tick)
            link.add(to: .main, forMode: .common)
            self.link = link
        } else if !wanted, let link {
            link.invalidate()
            self.link = nil
        }
    }

    /// A display frame: redraws when the spinner's frame changed. The turn starts at the
    /// first frame after `startAnimating()`.
    fileprivate func tick(_ link: CADisplayLink) {
        let start = startTime ?? link.timestamp
        startTime = start
        let index = Int(((link.timestamp - start) * Self.framesPerSecond + 1e-6).rounded(.down)) % Self.frames.count
        guard index != frameIndex else { return }
        frameIndex = index
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: CellGrid.current.cellWidth, height: CellGrid.current.cellHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let glyph = isAnimating ? Self.frames[frameIndex] : Self.frames[0]
        var color = color.components(for: traitCollection)
        if !isAnimating { color.alpha *= 0.4 }
        context.drawText(
            String(glyph), column: area.minColumn + (area.width - 1) / 2, row: area.minRow + (area.height - 1) / 2,
            color: color, attributes: style == .large ? [.bold] : [])
    }
}

/// The display link's target: it holds the indicator weakly, so a spinner that leaves memory
/// while animating does not keep itself alive through the run loop.
@MainActor
private final class _WeakSpinner {
    weak var indicator: UIActivityIndicatorView?

    init(_ indicator: UIActivityIndicatorView) {
        self.indicator = indicator
    }

    func tick(_ link: CADisplayLink) {
        guard let indicator else {
            link.invalidate()
            return
        }
        indicator.tick(link)
    }
}
