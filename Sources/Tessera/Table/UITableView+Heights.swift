import Foundation

/// Heights: what a row, header or footer measures before and after it is seen.
///
/// A row's height comes from the delegate's `tableView(_:heightForRowAt:)` or else `rowHeight`;
/// `automaticDimension` means the cell sizes itself. Until a row is about to show, it has an
/// estimate (the delegate's, `estimatedRowHeight`, or 44 points), so loading a table costs no
/// cell and no delegate call per row unless the delegate gives estimates, and then one call.
/// With `estimatedRowHeight == 0` estimates are off and every row's height is asked for at load.
extension UITableView {
    /// UIKit's standard row height and the estimate `automaticDimension` stands for.
    static let defaultRowHeight: CGFloat = 44

    /// Counts and heights read from the data source and delegate; with `counts`, the row
    /// counts are already known.
    func makeGeometry(counts: [Int]? = nil) -> _TableGeometry {
        var geometry = _TableGeometry()
        if let dataSource {
            let counts = counts ?? (0..<max(0, dataSource.numberOfSections(in: self))).map {
                max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
            }
            geometry = _TableGeometry(sections: counts.enumerated().map { makeSection($0.offset, rowCount: $0.element) })
        }
        geometry.tableHeader = tableHeaderView?.frame.height ?? 0
        geometry.tableFooter = tableFooterView?.frame.height ?? 0
        return geometry
    }

    private func makeSection(_ section: Int, rowCount: Int) -> _TableGeometry.Section {
        let rows: _ExtentIndex
        let areEstimates: Bool
        if estimatedRowHeight == 0 {
            rows = _ExtentIndex((0..<rowCount).map { exactHeight(forRowAt: IndexPath(row: $0, section: section), cell: nil) })
            areEstimates = false
        } else if rowHeight != Self.automaticDimension, !delegateMethods.resolve(.heightForRowAt, of: tableDelegate).implemented {
            rows = _ExtentIndex(count: rowCount, extent: rowHeight)
            areEstimates = false
        } else if rowCount > 0, let estimates = delegateEstimates(section: section, rowCount: rowCount) {
            rows = estimates
            areEstimates = true
        } else {
            rows = _ExtentIndex(count: rowCount, extent: uniformEstimate)
            areEstimates = true
        }
        let header = supplementaryHeight(.header, section: section)
        let footer = supplementaryHeight(.footer, section: section)
        return _TableGeometry.Section(
            header: header.height, footer: footer.height, rows: rows, rowsAreEstimates: areEstimates,
            headerIsEstimate: header.isEstimate, footerIsEstimate: footer.isEstimate)
    }

    /// After a width change: rows that size themselves are measured again as they show.
    func invalidateMeasuredHeights() {
        guard !needsReload else { return }
        if rowHeight == Self.automaticDimension || delegateMethods.resolve(.heightForRowAt, of: tableDelegate).isKnownImplemented {
            geometry.markAllRowsEstimated()
        }
        setNeedsLayout()
    }

    /// The estimate every row shares when the delegate gives none.
    private var uniformEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight > 0 ? rowHeight : Self.defaultRowHeight
    }

    /// The delegate's estimate for every row of `section`, or nil when it gives none.
    private func delegateEstimates(section: Int, rowCount: Int) -> _ExtentIndex? {
        guard let delegate = tableDelegate, delegateMethods.resolve(.estimatedHeightForRowAt, of: delegate).implemented else { return nil }
        let first = _OptionalMethod.estimatedHeightForRowAt.call {
            delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: section))
        }
        delegateMethods.record(.estimatedHeightForRowAt, implemented: first.implemented)
        guard first.implemented else { return nil }
        var heights = [first.result]
        heights.reserveCapacity(rowCount)
        for row in 1..<rowCount {
            heights.append(delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section)))
        }
        let fallback = uniformEstimate
        return _ExtentIndex(heights.map { $0 == Self.automaticDimension || $0 < 0 ? fallback : $0 })
    }

    /// A row's height as the delegate or `rowHeight` specifies it: `automaticDimension` when
    /// the row sizes itself.
    ///
    /// - Complexity: O(1) besides the delegate's call.
    func specifiedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        guard let delegate = tableDelegate, delegateMethods.resolve(.heightForRowAt, of: delegate).implemented else { return rowHeight }
        let answer = _OptionalMethod.heightForRowAt.call { delegate.tableView(self, heightForRowAt: indexPath) }
        delegateMethods.record(.heightForRowAt, implemented: answer.implemented)
        return answer.result
    }

    /// A row's real height without its cell: a self-sizing row counts as 44 points.
    func exactHeight(forRowAt indexPath: IndexPath, cell: UITableViewCell?) -> CGFloat {
        let height = specifiedHeight(forRowAt: indexPath)
        guard height == Self.automaticDimension || height < 0 else { return height }
        return cell?._preferredHeight(fittingWidth: rowFrameWidth) ?? Self.defaultRowHeight
    }

    // MARK: Headers and footers

    enum SupplementaryKind {
        case header, footer
    }

    /// A header's or footer's height at load: exact when the delegate or a fixed height gives it
    /// or a title decides it; an estimate when only its view (asked for when it shows) can tell.
    private func supplementaryHeight(_ kind: SupplementaryKind, section: Int) -> (height: CGFloat, isEstimate: Bool) {
        var height = kind == .header ? sectionHeaderHeight : sectionFooterHeight
        let method = kind.heightMethod
        if let delegate = tableDelegate, delegateMethods.resolve(method, of: delegate).implemented {
            let answer = method.call {
                kind == .header
                    ? delegate.tableView(self, heightForHeaderInSection: section)
                    : delegate.tableView(self, heightForFooterInSection: section)
            }
            delegateMethods.record(method, implemented: answer.implemented)
            height = answer.result
        }
        if height != Self.automaticDimension, height >= 0 {
            return (height, false)
        }
        if let title = title(kind, section: section) {
            let view = makeTitleView(title, kind: kind)
            defer { titleViewPool.append(view) }
            return (view._preferredHeight(fittingWidth: bounds.width), false)
        }
        // Only a delegate view can size it; grouped sections keep one blank row between them.
        let spacing: CGFloat = style != .plain && kind == .header ? CellGrid.current.cellHeight : 0
        return (spacing, true)
    }

    /// The data source's title for a section's header or footer.
    func title(_ kind: SupplementaryKind, section: Int) -> String? {
        guard let dataSource else { return nil }
        return kind == .header
            ? dataSource.tableView(self, titleForHeaderInSection: section)
            : dataSource.tableView(self, titleForFooterInSection: section)
    }

    /// A header or footer view showing `title`, in this table's style.
    func makeTitleView(_ title: String, kind: SupplementaryKind) -> UITableViewHeaderFooterView {
        let view = titleViewPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
        view._tableContext = tableCellContext
        var content = view.defaultContentConfiguration()
        content.text = title
        view.contentConfiguration = content
        return view
    }

    /// The measured height of a header or footer view the delegate supplied.
    func preferredHeight(of view: UIView) -> CGFloat {
        if let view = view as? UITableViewHeaderFooterView {
            return view._preferredHeight(fittingWidth: bounds.width)
        }
        if view.frame.height > 0 { return view.frame.height }
        return view.sizeThatFits(CGSize(width: bounds.width, height: 0)).height
    }

    /// The cell context matching this table's style.
    var tableCellContext: _TableCellContext {
        switch style {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        }
    }
}

extension UITableView.SupplementaryKind {
    fileprivate var heightMethod: _OptionalMethod {
        self == .header ? .heightForHeaderInSection : .heightForFooterInSection
    }
}
