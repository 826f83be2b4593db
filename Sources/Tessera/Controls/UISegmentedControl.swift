import Foundation

/// A horizontal row of segments, one of which is selected.
///
/// Segments share the width equally, separated by `│`; the selected one draws its title
/// in brackets and inverted colours:
///
///     │ One │[Two]│Three│
///
/// A tap on a segment selects it and sends `.valueChanged`. With the focus, the left and
/// right arrows select the neighbouring segment and Space or Return the next one (wrapping).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    private struct Segment {
        var title: String?
        var image: UIImage?
        var isEnabled = true
        var width: CGFloat = 0
        var action: UIAction?
    }

    private var segments: [Segment] = []

    /// "No segment is selected."
    public static let noSegment = -1

    /// The index of the selected segment, or `noSegment`.
    open var selectedSegmentIndex: Int = UISegmentedControl.noSegment {
        didSet {
            if selectedSegmentIndex < UISegmentedControl.noSegment || selectedSegmentIndex >= segments.count {
                selectedSegmentIndex = UISegmentedControl.noSegment
            }
            setNeedsDisplay()
        }
    }

    /// Whether a selection is shown only while touched; `false` by default.
    open var isMomentary = false

    /// The colour of the selected segment.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether segment widths follow their content; `false` (equal widths) by default.
    open var apportionsSegmentWidthsByContent = false {
        didSet { setNeedsDisplay() }
    }

    // MARK: Initialisers

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with a segment for each item, a `String` title or a `UIImage`.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                segments.append(Segment(title: "\(item)"))
            }
        }
        frame.size = intrinsicContentSize
    }

    /// Creates a control with a segment for each action; selecting a segment performs its action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        if frame.size == .zero { self.frame.size = intrinsicContentSize }
    }

    // MARK: Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// Inserts a segment with a title at `segment` (clamped to the valid range).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment with an image at `segment` (clamped to the valid range).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for `action` at `segment` (clamped to the valid range).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(0, index), segments.count)
        segments.insert(segment, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Removes the segment at `segment`; an invalid index does nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = UISegmentedControl.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// Sets the title of a segment (and removes its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The title of a segment.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets the image of a segment (and removes its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        setNeedsDisplay()
    }

    /// The image of a segment.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        setNeedsDisplay()
    }

    /// Whether a segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets a fixed width for a segment (0: automatic). The terminal keeps equal widths.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    /// The fixed width of a segment.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    // MARK: Geometry

    private func label(of segment: Segment) -> String {
        if let title = segment.title { return title }
        if let glyph = segment.image?.symbol?.glyph { return String(glyph) }
        return segment.image == nil ? "" : "▣"
    }

    /// Columns per segment, without separators: the widest label plus a space on each side.
    private var segmentColumns: Int {
        (segments.map { columnWidth(of: label(of: $0)) }.max() ?? 0) + 2
    }

    open override var intrinsicContentSize: CGSize {
        let columns = segments.isEmpty ? 0 : segments.count * (segmentColumns + 1) + 1
        return CGSize(width: CGFloat(columns) * CellGrid.current.cellWidth, height: CellGrid.current.cellHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Column ranges of the segments within `width` columns (separators between them).
    private func segmentRanges(width: Int) -> [Range<Int>] {
        let count = segments.count
        guard count > 0 else { return [] }
        let inner = max(0, width - (count + 1))
        var ranges: [Range<Int>] = []
        var start = 1
        for index in 0..<count {
            let w = inner / count + (index < inner % count ? 1 : 0)
            ranges.append(start..<(start + w))
            start += w + 1
        }
        return ranges
    }

    private func segmentIndex(at point: CGPoint) -> Int? {
        let grid = CellGrid.current
        let width = Int((bounds.width / grid.cellWidth).rounded())
        let column = Int(((point.x - bounds.minX) / grid.cellWidth).rounded(.down))
        return segmentRanges(width: width).firstIndex { $0.contains(column) || $0.upperBound == column }
    }

    // MARK: Selection

    private func select(_ index: Int, with event: UIEvent?) {
        guard segments.indices.contains(index), segments[index].isEnabled else { return }
        let changed = index != selectedSegmentIndex
        selectedSegmentIndex = index
        if changed {
            segments[index].action.map { sendAction($0) }
            sendActions(for: .valueChanged, with: event)
        }
        if isMomentary { selectedSegmentIndex = UISegmentedControl.noSegment }
    }

    override var acceptsKeyboardFocus: Bool { true }

    override func touchUpInside(_ touch: UITouch, with event: UIEvent?) {
        if let index = segmentIndex(at: touch.location(in: self)) { select(index, with: event) }
        sendActions(for: .touchUpInside, with: event)
    }

    override func activateFromKeyboard(_ key: UIKey) -> Bool {
        guard !segments.isEmpty else { return false }
        let current = selectedSegmentIndex
        switch key.charactersIgnoringModifiers {
        case UIKey.inputLeftArrow: select(max(0, current - 1), with: nil)
        case UIKey.inputRightArrow: select(min(segments.count - 1, current + 1), with: nil)
        case " ", "\r": select((current + 1) % segments.count, with: nil)
        default: return false
        }
        return true
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let area = context.cells(for: bounds)
        guard area.width > 0, area.height > 0 else { return }
        let row = area.minRow + (area.height - 1) / 2
        let tint = drawingTint
        let focus: CellAttributes = isFocused ? [.underline] : []
        let ranges = segmentRanges(width: area.width)
        context.drawText("│", column: area.minColumn, row: row, color: tint, attributes: [])
        for (index, range) in ranges.enumerated() {
            let segment = segments[index]
            let selected = index == selectedSegmentIndex
            var color = selected ? (selectedSegmentTintColor ?? tintColor).components() : tint
            if !segment.isEnabled || !isEnabled { color.alpha *= 0.4 }
            var text = label(of: segment)
            let available = range.count - (selected ? 2 : 0)
            while columnWidth(of: text) > max(0, available), !text.isEmpty { text.removeLast() }
            if selected { text = "[" + text + "]" }
            let start = area.minColumn + range.lowerBound + max(0, (range.count - columnWidth(of: text)) / 2)
            context.drawText(text, column: start, row: row, color: color, attributes: selected ? focus.union(.inverse) : focus)
            context.drawText("│", column: area.minColumn + range.upperBound, row: row, color: tint, attributes: [])
        }
    }
}
