import Foundation

// Layout of a cell's chrome (backgrounds, editing control, accessory, reorder control, Delete
// button, separator) and of its built-in labels, and the self-sizing height.
extension UITableViewCell {
    /// The leading and trailing margins of the built-in content and of the accessory.
    static let contentMargin: CGFloat = 16
    /// The width of the `.value2` title column: seven columns.
    static let value2TitleWidth: CGFloat = 77

    /// `y` moved up to the nearest grid row, so that text and glyphs centred in a row land on
    /// the row UIKit shows them on (the first of a 44-point row's two terminal rows).
    static func snappedToRow(_ y: CGFloat) -> CGFloat {
        let height = CellGrid.current.cellHeight
        return max(0, (y / height + 1e-9).rounded(.down) * height)
    }

    /// The top of the terminal row that glyphs and single-line content centre on.
    private var glyphRowY: CGFloat {
        Self.snappedToRow((bounds.height - CellGrid.current.cellHeight) / 2)
    }

    // MARK: Chrome

    /// The accessory shown now: the editing one in editing mode.
    private var currentAccessory: (view: UIView?, type: AccessoryType) {
        isEditing ? (editingAccessoryView, editingAccessoryType) : (accessoryView, accessoryType)
    }

    private static let chevron = _CellGlyphControl.Segment(text: "›", color: .tertiaryLabel)
    private static let checkmark = _CellGlyphControl.Segment(text: "✓", color: nil)
    private static let infoButton = _CellGlyphControl.Segment(text: "ⓘ", color: nil)
    private static let deleteControl = [_CellGlyphControl.Segment(text: "⊖", color: .systemRed)]
    private static let insertControl = [_CellGlyphControl.Segment(text: "⊕", color: .systemGreen)]
    private static let reorderGrip = [_CellGlyphControl.Segment(text: "≡", color: .systemGray)]
    private static let accessorySegments: [AccessoryType: [_CellGlyphControl.Segment]] = [
        .none: [], .disclosureIndicator: [chevron], .checkmark: [checkmark], .detailButton: [infoButton],
        .detailDisclosureButton: [infoButton, chevron],
    ]

    /// The columns a standard accessory takes: its glyphs, one space between two.
    private static func columns(for type: AccessoryType) -> Int {
        switch type {
        case .none: 0
        case .disclosureIndicator, .checkmark, .detailButton: 1
        case .detailDisclosureButton: 3
        }
    }

    /// Whether the reorder control shows: only in editing mode, when the table allows it.
    private var showsReorder: Bool { isEditing && _displayContext.showsReorderControl }

    /// The content view's leading and trailing edges in a cell `width` wide.
    private func contentEdges(forWidth width: CGFloat) -> (leading: CGFloat, trailing: CGFloat) {
        let leading = isEditing && _displayContext.editingStyle != .none && shouldIndentWhileEditing ? Self.controlWidth : 0
        if _showsDeleteConfirmation {
            return (leading, width - _DeleteConfirmationButton.width(for: _deleteConfirmationTitle))
        }
        var trailing = width
        if showsReorder { trailing -= Self.controlWidth }
        let margin = showsReorder ? 0 : Self.contentMargin
        let accessory = currentAccessory
        if let view = accessory.view {
            trailing -= margin + Self.accessorySize(of: view).width
        } else if accessory.type != .none {
            trailing -= margin + CGFloat(Self.columns(for: accessory.type)) * CellGrid.current.cellWidth
        }
        return (leading, max(leading, trailing))
    }

    /// Puts a control where an animation starts it from, outside any animation.
    private static func place(_ control: UIView, at frame: CGRect) {
        UIView.performWithoutAnimation { control.frame = frame }
    }

    /// Moves a control out to `frame` and hides it: at once, or at the end of the animation
    /// this layout runs in (unless it is shown again meanwhile).
    private static func slideOut(_ control: UIView, to frame: CGRect) {
        guard UIView.inheritedAnimationDuration > 0 else {
            control.frame = frame
            control.isHidden = true
            return
        }
        UIView.animate(withDuration: UIView.inheritedAnimationDuration, animations: { control.frame = frame }) { _ in
            if control.frame == frame { control.isHidden = true }
        }
    }

    private static func accessorySize(of view: UIView) -> CGSize {
        view.frame.size == .zero ? view.sizeThatFits(.zero) : view.frame.size
    }

    private func makeControl(onTap: (() -> Void)? = nil) -> _CellGlyphControl {
        let control = _CellGlyphControl(onTap: onTap)
        control.isHidden = true  // until laid out: an editing control then starts outside the cell
        insertSubview(control, belowSubview: separatorView)
        return control
    }

    func layoutChrome() {
        let grid = CellGrid.current
        let width = bounds.width
        let rowY = glyphRowY
        layoutBackgrounds()

        // Editing controls rest just outside the cell when hidden, so that inside an animation
        // (an animated `setEditing`) they slide in from the edge and back out to it.
        let editingControlFrame = CGRect(x: 0, y: rowY, width: Self.controlWidth, height: grid.cellHeight)
        if isEditing && _displayContext.editingStyle != .none {
            let control = editingControl ?? makeControl { [unowned self] in _editingControlTapped() }
            editingControl = control
            control.segments = _displayContext.editingStyle == .delete ? Self.deleteControl : Self.insertControl
            if control.isHidden { Self.place(control, at: editingControlFrame.offsetBy(dx: -Self.controlWidth, dy: 0)) }
            control.frame = editingControlFrame
            control.isHidden = false
        } else if let control = editingControl, !control.isHidden {
            Self.slideOut(control, to: editingControlFrame.offsetBy(dx: -Self.controlWidth, dy: 0))
        }

        let edges = contentEdges(forWidth: width)
        let accessory = currentAccessory
        if let accessoryView, accessoryView !== accessory.view { accessoryView.isHidden = true }
        if let editingAccessoryView, editingAccessoryView !== accessory.view { editingAccessoryView.isHidden = true }
        if _showsDeleteConfirmation {
            let button = deleteButton ?? _DeleteConfirmationButton()
            if deleteButton == nil {
                deleteButton = button
                button.onTap = { [unowned self] in _deleteConfirmationTapped() }
                insertSubview(button, belowSubview: separatorView)
            }
            button.title = _deleteConfirmationTitle
            button.titleY = rowY
            button.frame = CGRect(x: edges.trailing, y: 0, width: width - edges.trailing, height: bounds.height)
            button.isHidden = false
            reorderControl?.isHidden = true
            accessoryControl?.isHidden = true
            accessory.view?.isHidden = true
        } else {
            deleteButton?.isHidden = true
            let reorderFrame = CGRect(x: width - Self.controlWidth, y: rowY, width: Self.controlWidth, height: grid.cellHeight)
            if showsReorder {
                let control = reorderControl ?? makeControl()
                reorderControl = control
                control.segments = Self.reorderGrip
                if control.isHidden { Self.place(control, at: reorderFrame.offsetBy(dx: Self.controlWidth, dy: 0)) }
                control.frame = reorderFrame
                control.isHidden = false
            } else if let control = reorderControl, !control.isHidden {
                Self.slideOut(control, to: reorderFrame.offsetBy(dx: Self.controlWidth, dy: 0))
            }
            let accessoryEnd = width - (showsReorder ? Self.controlWidth : Self.contentMargin)
            if let view = accessory.view {
                let size = Self.accessorySize(of: view)
                view.frame = CGRect(
                    x: accessoryEnd - size.width, y: Self.snappedToRow((bounds.height - size.height) / 2),
                    width: size.width, height: size.height)
                view.isHidden = false
                accessoryControl?.isHidden = true
            } else if accessory.type != .none {
                let control = accessoryControl ?? makeControl { [unowned self] in _accessoryButtonTapped() }
                accessoryControl = control
                control.segments = Self.accessorySegments[accessory.type] ?? []
                // Only the detail button is a button; a chevron or checkmark lets taps reach the row.
                control.isUserInteractionEnabled = accessory.type == .detailButton || accessory.type == .detailDisclosureButton
                let controlWidth = CGFloat(control.columns) * grid.cellWidth
                control.frame = CGRect(x: accessoryEnd - controlWidth, y: rowY, width: controlWidth, height: grid.cellHeight)
                control.isHidden = false
            } else {
                accessoryControl?.isHidden = true
            }
        }

        storedContentView.frame = CGRect(x: edges.leading, y: 0, width: edges.trailing - edges.leading, height: bounds.height)

        let inset = separatorInset
        separatorView.isHidden = !_displayContext.separatorVisible || bounds.height < 2 * grid.cellHeight - 1e-9
        separatorView.frame = CGRect(
            x: inset.left, y: bounds.height - grid.cellHeight, width: max(0, width - inset.left - inset.right),
            height: grid.cellHeight)
    }

    /// Puts the backgrounds for the current state at the bottom of the subviews: the
    /// configured background, or `backgroundView` under the selection background.
    private func layoutBackgrounds() {
        var backgrounds: [UIView] = []
        if let configuration = shownBackgroundConfiguration {
            let view = configuredBackgroundView ?? UIView()
            configuredBackgroundView = view
            view.isUserInteractionEnabled = false
            view.backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
            backgrounds.append(view)
            if let custom = configuration.customView { backgrounds.append(custom) }
        } else {
            if let backgroundView { backgrounds.append(backgroundView) }
            if (isSelected || isHighlighted) && selectionStyle != .none {
                if isEditing, let multipleSelectionBackgroundView {
                    backgrounds.append(multipleSelectionBackgroundView)
                } else if let selectedBackgroundView {
                    backgrounds.append(selectedBackgroundView)
                } else {
                    let view = defaultSelectedBackgroundView ?? UIView()
                    defaultSelectedBackgroundView = view
                    view.isUserInteractionEnabled = false
                    view.backgroundColor = .systemGray4
                    backgrounds.append(view)
                }
            }
        }
        for view in shownBackgroundViews where !backgrounds.contains(where: { $0 === view }) {
            view.removeFromSuperview()
        }
        let insets = shownBackgroundConfiguration?.backgroundInsets ?? .zero
        for (index, view) in backgrounds.enumerated() {
            // Only a change of order touches the subviews, so steady layouts stay cheap.
            if index >= subviews.count || subviews[index] !== view { insertSubview(view, at: index) }
            view.frame = CGRect(
                x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                height: max(0, bounds.height - insets.top - insets.bottom))
        }
        shownBackgroundViews = backgrounds
    }

    // MARK: Built-in content

    /// Whether the built-in labels or image have something to show.
    private var hasBuiltInContent: Bool {
        !(storedTextLabel?.text ?? "").isEmpty || !(storedDetailTextLabel?.text ?? "").isEmpty
            || (storedImageView?.image != nil && _cellStyle != .value2)
    }

    /// The layout of the built-in labels and image for the cell's style.
    private var builtInLayout: _ListContentLayout {
        let indent = CGFloat(indentationLevel) * indentationWidth
        let image = _cellStyle == .value2 ? nil : storedImageView?.image
        let text = storedTextLabel.flatMap { ($0.text ?? "").isEmpty ? nil : $0 }
        let detail = storedDetailTextLabel.flatMap { ($0.text ?? "").isEmpty ? nil : $0 }
        return _ListContentLayout(
            margins: NSDirectionalEdgeInsets(
                top: 11, leading: Self.contentMargin + indent, bottom: 11, trailing: Self.contentMargin),
            imageSize: image?.size, imageColumnWidth: image?.size.width ?? 0, imageToTextPadding: 11,
            sideBySide: _cellStyle == .value1 || _cellStyle == .value2, horizontalPadding: 11, verticalPadding: 0,
            text: text.map { label in { label.sizeThatFits(CGSize(width: $0, height: 0)) } },
            secondaryText: detail.map { label in { label.sizeThatFits(CGSize(width: $0, height: 0)) } })
    }

    func layoutBuiltInContent() {
        guard storedContentView === plainContentView else { return }
        let bounds = plainContentView.bounds
        if _cellStyle == .value2 {
            layoutValue2(in: bounds)
            return
        }
        let frames = builtInLayout.frames(in: bounds)
        storedImageView?.frame = frames.image
        storedTextLabel?.frame = frames.text
        storedDetailTextLabel?.frame = frames.secondaryText
    }

    /// `.value2`: a right-aligned title in a seven-column column, then the detail.
    private func layoutValue2(in bounds: CGRect) {
        let grid = CellGrid.current
        let x = bounds.minX + Self.contentMargin + CGFloat(indentationLevel) * indentationWidth
        let detailX = x + Self.value2TitleWidth + 11
        let detailWidth = max(0, bounds.maxX - Self.contentMargin - detailX)
        let titleHeight = storedTextLabel?.sizeThatFits(CGSize(width: Self.value2TitleWidth, height: 0)).height ?? 0
        let detailSize = storedDetailTextLabel?.sizeThatFits(CGSize(width: detailWidth, height: 0)) ?? .zero
        let blockHeight = max(titleHeight, detailSize.height, grid.cellHeight)
        let top = Self.snappedToRow(bounds.minY + (bounds.height - blockHeight) / 2)
        storedTextLabel?.frame = CGRect(x: x, y: top, width: Self.value2TitleWidth, height: titleHeight)
        storedDetailTextLabel?.frame = CGRect(x: detailX, y: top, width: min(detailWidth, detailSize.width), height: detailSize.height)
        storedImageView?.frame = .zero
    }

    // MARK: Self-sizing

    /// The height for `UITableView.automaticDimension` at `width`.
    ///
    /// - A content configuration: its content view's fitting height (a one-line list cell is 44).
    /// - Constraints in `contentView`: the Auto Layout fitting height of the content view, at the
    ///   width left by the accessory and editing controls, exactly (no minimum, as in UIKit).
    /// - Built-in labels and image: their lines and the 11-point margins, at least 44 points,
    ///   UIKit's minimum for its standard styles.
    /// - Otherwise `sizeThatFits(_:)`, which a custom cell may override; 44 when it gives 0.
    ///
    /// - Complexity: Proportional to the text measured or the constraints solved.
    func _preferredHeight(fittingWidth width: CGFloat) -> CGFloat {
        _runConfigurationUpdateIfNeeded()
        let edges = contentEdges(forWidth: width)
        let contentWidth = edges.trailing - edges.leading
        let minimum: CGFloat = 44
        if storedContentView !== plainContentView {
            let height = storedContentView.sizeThatFits(CGSize(width: contentWidth, height: 0)).height
            return height > 0 ? height : minimum
        }
        if !plainContentView.constraints.isEmpty {
            // Constraints that leave the height at zero (a field centred but not pinned top and
            // bottom) get the standard height, as UIKit does rather than collapse the row.
            let height = plainContentView.layoutHeight(fittingWidth: contentWidth)
            return height > 0 ? height : minimum
        }
        if hasBuiltInContent {
            let height: CGFloat
            if _cellStyle == .value2 {
                let detailWidth = max(0, contentWidth - 2 * Self.contentMargin - Self.value2TitleWidth - 11)
                let title = storedTextLabel?.sizeThatFits(CGSize(width: Self.value2TitleWidth, height: 0)).height ?? 0
                let detail = storedDetailTextLabel?.sizeThatFits(CGSize(width: detailWidth, height: 0)).height ?? 0
                height = 22 + max(title, detail)
            } else {
                height = builtInLayout.height(fittingWidth: contentWidth)
            }
            return max(minimum, height)
        }
        let fitted = sizeThatFits(CGSize(width: width, height: 0)).height
        return fitted > 0 ? fitted : minimum
    }
}
