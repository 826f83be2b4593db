import Foundation

/// Where every section, header, row and footer of a table lies along the vertical axis.
///
/// Each section keeps its rows' heights in an ``_ExtentIndex``, and the sections' totals sit in
/// another, so locating a row or the row at an offset costs O(log sections + log rows) and a
/// table of uniform rows costs O(sections) to set up, whatever its row count. Rows whose height
/// is only an estimate are marked until they are measured.
struct _TableGeometry: Sendable {
    struct Section: Sendable {
        var header: CGFloat
        var footer: CGFloat
        var rows: _ExtentIndex
        /// Rows whose height is still an estimate (bit per row); empty when all are exact.
        var estimated: _BitSet
        var headerIsEstimate: Bool
        var footerIsEstimate: Bool

        init(header: CGFloat, footer: CGFloat, rows: _ExtentIndex, rowsAreEstimates: Bool,
                     headerIsEstimate: Bool = false, footerIsEstimate: Bool = false) {
            self.header = header
            self.footer = footer
            self.rows = rows
            self.estimated = _BitSet(count: rows.count, fill: rowsAreEstimates)
            self.headerIsEstimate = headerIsEstimate
            self.footerIsEstimate = footerIsEstimate
        }

        var total: CGFloat { header + rows.total + footer }
    }

    /// Height of `tableHeaderView`, before the first section.
    var tableHeader: CGFloat = 0
    /// Height of `tableFooterView`, after the last section.
    var tableFooter: CGFloat = 0
    private(set) var sections: [Section] = []
    private var totals = _ExtentIndex(count: 0, extent: 0)

    init() {}

    init(sections: [Section]) {
        self.sections = sections
        totals = _ExtentIndex(sections.map(\.total))
    }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) -> Int { sections[section].rows.count }

    /// The height of all content.
    var contentHeight: CGFloat { tableHeader + totals.total + tableFooter }

    // MARK: Positions

    /// The top of `section` (its header).
    func sectionTop(_ section: Int) -> CGFloat { tableHeader + totals.offset(of: section) }

    func sectionRange(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
        let top = sectionTop(section)
        return (top, top + sections[section].total)
    }

    func headerRange(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
        let top = sectionTop(section)
        return (top, top + sections[section].header)
    }

    func footerRange(_ section: Int) -> (minY: CGFloat, maxY: CGFloat) {
        let bottom = sectionTop(section) + sections[section].total
        return (bottom - sections[section].footer, bottom)
    }

    func rowRange(_ indexPath: IndexPath) -> (minY: CGFloat, maxY: CGFloat) {
        let section = sections[indexPath.section]
        let top = sectionTop(indexPath.section) + section.header + section.rows.offset(of: indexPath.row)
        return (top, top + section.rows[indexPath.row])
    }

    /// Whether `indexPath` names an existing row.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < sections.count
            && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].rows.count
    }

    /// The section whose span contains `y`, clamped to the existing sections; nil when there are none.
    func section(at y: CGFloat) -> Int? {
        guard !sections.isEmpty else { return nil }
        return totals.index(containing: y - tableHeader)
    }

    /// The row whose span contains `y`, or nil when `y` falls on a header, a footer, or no row.
    func row(at y: CGFloat) -> IndexPath? {
        guard let section = section(at: y) else { return nil }
        let local = y - sectionTop(section) - sections[section].header
        let rows = sections[section].rows
        guard local >= 0, local < rows.total else { return nil }
        return IndexPath(row: rows.index(containing: local), section: section)
    }

    /// The first row at or after `y` in display order, or nil past the last row.
    func firstRow(atOrAfter y: CGFloat) -> IndexPath? {
        guard var section = section(at: y) else { return nil }
        var local = y - sectionTop(section) - sections[section].header
        while section < sections.count {
            let rows = sections[section].rows
            if rows.count > 0, local < rows.total {
                return IndexPath(row: local <= 0 ? 0 : rows.index(containing: local), section: section)
            }
            section += 1
            local = 0
        }
        return nil
    }

    /// The row after `indexPath` in display order, skipping empty sections.
    func row(after indexPath: IndexPath) -> IndexPath? {
        if indexPath.row + 1 < sections[indexPath.section].rows.count {
            return IndexPath(row: indexPath.row + 1, section: indexPath.section)
        }
        var section = indexPath.section + 1
        while section < sections.count {
            if sections[section].rows.count > 0 { return IndexPath(row: 0, section: section) }
            section += 1
        }
        return nil
    }

    /// The row before `indexPath` in display order, skipping empty sections.
    func row(before indexPath: IndexPath) -> IndexPath? {
        if indexPath.row > 0 { return IndexPath(row: indexPath.row - 1, section: indexPath.section) }
        var section = indexPath.section - 1
        while section >= 0 {
            let count = sections[section].rows.count
            if count > 0 { return IndexPath(row: count - 1, section: section) }
            section -= 1
        }
        return nil
    }

    // MARK: Changes

    /// Turns every row height back into an estimate (keeping its value), so rows are measured
    /// again as they show: after a width change, self-sized rows may wrap differently. O(sections).
    mutating func markAllRowsEstimated() {
        for section in sections.indices {
            sections[section].estimated = _BitSet(count: sections[section].rows.count, fill: true)
        }
    }

    func isEstimate(_ indexPath: IndexPath) -> Bool {
        sections[indexPath.section].estimated[indexPath.row]
    }

    /// Gives a row its exact height. O(log n).
    mutating func setHeight(_ height: CGFloat, forRowAt indexPath: IndexPath) {
        sections[indexPath.section].estimated[indexPath.row] = false
        guard sections[indexPath.section].rows[indexPath.row] != height else { return }
        sections[indexPath.section].rows[indexPath.row] = height
        totals[indexPath.section] = sections[indexPath.section].total
    }

    mutating func setHeader(_ height: CGFloat, section: Int) {
        sections[section].headerIsEstimate = false
        sections[section].header = height
        totals[section] = sections[section].total
    }

    mutating func setFooter(_ height: CGFloat, section: Int) {
        sections[section].footerIsEstimate = false
        sections[section].footer = height
        totals[section] = sections[section].total
    }
}
