extension TerminalFrameWriter {
    /// Buffers reused from frame to frame: scroll detection and the alternative encoding.
    struct _Scratch: Sendable {
        /// The bytes of the encoding that is not written directly into the output.
        var bytes: [UInt8] = []
        /// Old row hash → old row index, or `-1` when several old rows share the hash.
        private var oldRows: [UInt64: Int] = [:]
        /// Votes per shift, indexed by `shift + rows`.
        private var votes: [Int] = []

        /// The most promising terminal scroll from the old frame to the new one, or `nil`.
        ///
        /// Each changed new row whose content (without its last column) equals a unique old
        /// row votes for the shift between them; the shift with most votes wins, and its
        /// region is the band of rows where taking the shifted row gains most over the row in
        /// place (a maximum-sum segment). The caller still checks that scrolling saves bytes.
        ///
        /// - Complexity: O(`rows`), no allocation once the buffers are large enough.
        mutating func detectScroll(old: _RowHashes, new: _RowHashes, rows: Int) -> _RowMapping? {
            guard rows >= 2 else { return nil }
            oldRows.removeAll(keepingCapacity: true)
            for row in 0..<rows {
                let hash = old.core[row]
                if let existing = oldRows[hash] {
                    if existing != -1 { oldRows[hash] = -1 }
                } else {
                    oldRows[hash] = row
                }
            }
            votes.removeAll(keepingCapacity: true)
            votes.append(contentsOf: repeatElement(0, count: 2 * rows + 1))
            var anyVote = false
            for row in 0..<rows where new.full[row] != old.full[row] {
                if let source = oldRows[new.core[row]], source >= 0, source != row {
                    votes[source - row + rows] += 1
                    anyVote = true
                }
            }
            guard anyVote else { return nil }
            var shift = 0
            var best = 0
            for index in votes.indices {
                let candidate = index - rows
                if votes[index] > best || (votes[index] == best && best > 0 && abs(candidate) < abs(shift)) {
                    best = votes[index]
                    shift = candidate
                }
            }
            // Maximum-sum run of rows i (with i + shift on screen) where the shifted old row
            // matches and the row in place does not.
            let first = max(0, -shift)
            let last = min(rows - 1, rows - 1 - shift)
            guard first <= last else { return nil }
            var bestSum = 0
            var bestRange = 0..<0
            var sum = 0
            var runStart = first
            for row in first...last {
                let shifted = new.core[row] == old.core[row + shift] ? 1 : 0
                let inPlace = new.full[row] == old.full[row] ? 1 : 0
                if sum <= 0 {
                    sum = 0
                    runStart = row
                }
                sum += shifted - inPlace
                if sum > bestSum {
                    bestSum = sum
                    bestRange = runStart..<(row + 1)
                }
            }
            guard bestSum > 0 else { return nil }
            if shift > 0 {
                return _RowMapping(shift: shift, top: bestRange.lowerBound, bottom: bestRange.upperBound - 1 + shift)
            } else {
                return _RowMapping(shift: shift, top: bestRange.lowerBound + shift, bottom: bestRange.upperBound - 1)
            }
        }
    }
}
