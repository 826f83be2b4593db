import Tessera

extension TerminalFrameWriter {
    /// What the writer knows about the terminal: cursor position and pen. A value type, so
    /// that two encodings of a frame can start from the same state and the cheaper one can be
    /// kept.
    struct _TerminalState: Sendable {
        /// The pen's style; `nil` when unknown.
        var pen: _Style?
        /// The cursor row; `nil` when unknown.
        var row: Int?
        /// The cursor column; `nil` when unknown or when a glyph was just written in the last
        /// column (the terminal then waits to wrap, and relative moves are unreliable).
        var column: Int?

        mutating func invalidate() {
            pen = nil
            row = nil
            column = nil
        }

        // MARK: Pen

        /// Writes `ESC[0m` and records the default pen.
        mutating func resetPen(into bytes: inout [UInt8]) {
            // ESC[0m
            bytes.append(0x1B)
            bytes.append(0x5B)
            bytes.append(0x30)
            bytes.append(0x6D)
            pen = .default
        }

        /// Resets the pen unless it is known to be the default already.
        mutating func resetPenIfNeeded(into bytes: inout [UInt8]) {
            if pen != .default { resetPen(into: &bytes) }
        }

        @inline(__always)
        mutating func setPen(for cell: Canvas.Cell, pens: inout _PenSequences, into bytes: inout [UInt8]) {
            let style = _Style(cell)
            if pen == style { return }
            pens.append(from: pen, to: style, to: &bytes)
            pen = style
        }

        // MARK: Frames

        /// Clears the screen and paints every cell that is not blank.
        mutating func writeRepaint(of canvas: Canvas, pens: inout _PenSequences, into bytes: inout [UInt8]) {
            resetPen(into: &bytes)
            _ControlSequence.append(.position(row: 0, column: 0), to: &bytes)
            _ControlSequence.append(.eraseDisplay, to: &bytes)
            row = 0
            column = 0
            writeDiff(from: nil, to: canvas, mapping: .identity, pens: &pens, into: &bytes)
        }

        /// Scrolls the region of `mapping` with the pen reset, leaving the region reset.
        mutating func writeScroll(_ mapping: _RowMapping, columns: Int, rows: Int, into bytes: inout [UInt8]) {
            resetPenIfNeeded(into: &bytes)
            let wholeScreen = mapping.top == 0 && mapping.bottom == rows - 1
            if !wholeScreen {
                _ControlSequence.append(.setScrollRegion(top: mapping.top, bottom: mapping.bottom), to: &bytes)
                row = 0
                column = 0
            }
            _ControlSequence.append(mapping.shift > 0 ? .scrollUp(mapping.shift) : .scrollDown(-mapping.shift), to: &bytes)
            if !wholeScreen {
                _ControlSequence.append(.resetScrollRegion, to: &bytes)
                row = 0
                column = 0
            }
        }

        /// Writes the cells of `new` that differ from what the screen shows: `old` (or blank
        /// cells when `old` is `nil`) with its rows moved as `mapping` says. Ends with the pen
        /// reset if it was changed.
        ///
        /// - Complexity: O(`new.columns × new.rows`).
        mutating func writeDiff(
            from old: Canvas?, to new: Canvas, mapping: _RowMapping, pens: inout _PenSequences, into bytes: inout [UInt8]
        ) {
            let columns = new.columns
            let rows = new.rows
            let blank = Canvas.Cell.blank
            let emptyOld: [Canvas.Cell] = []
            (old?.cells ?? emptyOld).withUnsafeBufferPointer { oldCells in
                new.cells.withUnsafeBufferPointer { newCells in
                    for row in 0..<rows {
                        let source = old == nil ? -1 : mapping.source(ofRow: row)
                        let newBase = row * columns
                        let oldBase = source * columns
                        @inline(__always) func oldCell(_ column: Int) -> Canvas.Cell {
                            source >= 0 ? oldCells[oldBase + column] : blank
                        }
                        // The first column from which the new row is all blank; computed when needed.
                        var blankTail = -1
                        var column = 0
                        cells: while column < columns {
                            let cell = newCells[newBase + column]
                            if cell.glyph.isContinuation {
                                column += 1
                                continue
                            }
                            let hasNext = column + 1 < columns
                            let isWide = hasNext && newCells[newBase + column + 1].glyph.isContinuation
                            var changed = cell != oldCell(column)
                            if !changed, hasNext {
                                let next = newCells[newBase + column + 1]
                                let oldNext = oldCell(column + 1)
                                // The lead is written again when its right half changed, and
                                // when writing the next cell would cut an old wide glyph here.
                                changed = (isWide && next != oldNext) || (oldNext.glyph.isContinuation && !isWide)
                            }
                            if !changed {
                                column += 1
                                continue
                            }
                            if source >= 0 {
                                if blankTail < 0 {
                                    blankTail = columns
                                    while blankTail > 0, newCells[newBase + blankTail - 1] == blank { blankTail -= 1 }
                                }
                                if column >= blankTail {
                                    // The rest of the row becomes blank: erase it (EL, 3 bytes)
                                    // when writing its changed cells would cost more.
                                    var estimate = 0
                                    var gap = 0
                                    var index = column
                                    while index < columns, estimate <= 3 {
                                        if oldCell(index) != blank {
                                            estimate += 1 + min(gap, 3)
                                            gap = 0
                                        } else {
                                            gap += 1
                                        }
                                        index += 1
                                    }
                                    if estimate > 3 {
                                        moveCursor(toRow: row, column: column, rowCells: newCells, rowBase: newBase, into: &bytes)
                                        setPen(for: blank, pens: &pens, into: &bytes)
                                        _ControlSequence.append(.eraseToEndOfLine, to: &bytes)
                                        break cells
                                    }
                                }
                            }
                            moveCursor(toRow: row, column: column, rowCells: newCells, rowBase: newBase, into: &bytes)
                            setPen(for: cell, pens: &pens, into: &bytes)
                            _GlyphBytes.append(cell.glyph, to: &bytes)
                            let end = column + (isWide ? 2 : 1)
                            self.column = end < columns ? end : nil
                            column = end
                        }
                    }
                }
            }
            if pen != .default, pen != nil { resetPen(into: &bytes) }
        }

        // MARK: Cursor

        /// Moves the cursor to (`targetRow`, `targetColumn`) by the cheapest means: nothing,
        /// rewriting the unchanged cells in between, a relative move, CR/LF, or `CUP`.
        mutating func moveCursor(
            toRow targetRow: Int, column targetColumn: Int, rowCells: UnsafeBufferPointer<Canvas.Cell>,
            rowBase: Int, into bytes: inout [UInt8]
        ) {
            if row == targetRow, let column, column <= targetColumn {
                let distance = targetColumn - column
                if distance == 0 { return }
                let moveCost = _ControlSequence.cost(.forward(distance))
                if distance < moveCost, let rewrite = rewriteCost(from: column, to: targetColumn, rowCells: rowCells, rowBase: rowBase), rewrite < moveCost {
                    for index in column..<targetColumn {
                        _GlyphBytes.append(rowCells[rowBase + index].glyph, to: &bytes)
                    }
                } else {
                    _ControlSequence.append(.forward(distance), to: &bytes)
                }
                self.column = targetColumn
                return
            }
            // Candidates, cheapest kept: CUP; a vertical move plus a horizontal one; CR and
            // line feeds (safe whether or not the tty adds CR to LF) plus a forward move.
            let position = _ControlSequence.position(row: targetRow, column: targetColumn)
            var bestCost = _ControlSequence.cost(position)
            var bestPlan = _MovePlan.position
            if let row {
                let vertical = targetRow - row
                let verticalCost =
                    vertical == 0 ? 0 : _ControlSequence.cost(vertical > 0 ? .down(vertical) : .up(-vertical))
                Self.consider(.carriageReturn(thenForward: targetColumn), after: verticalCost, best: &bestPlan, cost: &bestCost)
                Self.consider(.column(targetColumn), after: verticalCost, best: &bestPlan, cost: &bestCost)
                if let column {
                    let horizontal: _HorizontalMove =
                        column < targetColumn ? .forward(targetColumn - column) : .backward(column - targetColumn)
                    Self.consider(horizontal, after: verticalCost, best: &bestPlan, cost: &bestCost)
                }
                if vertical > 0, vertical <= 4 {
                    let cost = 1 + vertical + (targetColumn > 0 ? _ControlSequence.cost(.forward(targetColumn)) : 0)
                    if cost < bestCost {
                        bestCost = cost
                        bestPlan = .lineFeeds(vertical)
                    }
                }
            }
            switch bestPlan {
            case .position:
                _ControlSequence.append(position, to: &bytes)
            case .relative(let horizontal):
                let vertical = targetRow - (row ?? targetRow)
                if vertical > 0 { _ControlSequence.append(.down(vertical), to: &bytes) }
                if vertical < 0 { _ControlSequence.append(.up(-vertical), to: &bytes) }
                horizontal.append(to: &bytes)
            case .lineFeeds(let count):
                _ControlSequence.append(.carriageReturn, to: &bytes)
                for _ in 0..<count { _ControlSequence.append(.lineFeed, to: &bytes) }
                if targetColumn > 0 { _ControlSequence.append(.forward(targetColumn), to: &bytes) }
            }
            row = targetRow
            column = targetColumn
        }

        /// Keeps a relative move with `horizontal` as the best plan when it is cheaper.
        @inline(__always)
        private static func consider(_ horizontal: _HorizontalMove, after verticalCost: Int, best: inout _MovePlan, cost: inout Int) {
            let total = verticalCost + horizontal.cost
            if total < cost {
                cost = total
                best = .relative(horizontal)
            }
        }

        /// How the cursor gets to a cell on another row (or backwards on its row).
        private enum _MovePlan {
            case position
            case relative(_HorizontalMove)
            case lineFeeds(Int)
        }

        /// The horizontal part of a relative cursor move.
        private enum _HorizontalMove {
            case carriageReturn(thenForward: Int)
            case column(Int)
            case forward(Int)
            case backward(Int)

            var cost: Int {
                switch self {
                case .carriageReturn(let forward):
                    return 1 + (forward > 0 ? _ControlSequence.cost(.forward(forward)) : 0)
                case .column(let column):
                    return _ControlSequence.cost(.column(column))
                case .forward(let n), .backward(let n):
                    return n == 0 ? 0 : _ControlSequence.cost(.forward(n))
                }
            }

            func append(to bytes: inout [UInt8]) {
                switch self {
                case .carriageReturn(let forward):
                    _ControlSequence.append(.carriageReturn, to: &bytes)
                    if forward > 0 { _ControlSequence.append(.forward(forward), to: &bytes) }
                case .column(let column):
                    _ControlSequence.append(.column(column), to: &bytes)
                case .forward(let n):
                    if n > 0 { _ControlSequence.append(.forward(n), to: &bytes) }
                case .backward(let n):
                    if n > 0 { _ControlSequence.append(.backward(n), to: &bytes) }
                }
            }
        }

        /// The bytes of rewriting the unchanged cells `start..<end` of a row with the current
        /// pen, or `nil` when they need another pen or start inside a wide character.
        private func rewriteCost(from start: Int, to end: Int, rowCells: UnsafeBufferPointer<Canvas.Cell>, rowBase: Int) -> Int? {
            guard let pen, !rowCells[rowBase + start].glyph.isContinuation else { return nil }
            var cost = 0
            for index in start..<end {
                let cell = rowCells[rowBase + index]
                guard _Style(cell) == pen else { return nil }
                cost += _GlyphBytes.count(of: cell.glyph)
            }
            return cost
        }
    }

    /// The style part of a cell: what the pen must be to draw it.
    struct _Style: Hashable, Sendable {
        var foreground: CellColor
        var background: CellColor
        var attributes: CellAttributes

        @inline(__always)
        init(_ cell: Canvas.Cell) {
            foreground = cell.foreground
            background = cell.background
            attributes = cell.attributes
        }

        static let `default` = _Style(.blank)

        /// A blank cell in this style.
        var cell: Canvas.Cell {
            Canvas.Cell(foreground: foreground, background: background, attributes: attributes)
        }
    }
}
