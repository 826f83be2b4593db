import Foundation

/// Section headers and footers: their views, heights and places, sticky in plain tables.
///
/// A header shows the delegate's `viewForHeaderInSection` or, when that is nil, a view with the
/// data source's title. In a plain table the header of every section in sight stays at the top
/// of the bounds until the section's end pushes it away; footers stay at the bottom likewise.
extension UITableView {
    /// The view the delegate or the title gives a section's header or footer.
    func makeSupplementaryView(_ kind: SupplementaryKind, section: Int) -> UIView? {
        if let delegate = tableDelegate {
            let view = kind == .header
                ? delegate.tableView(self, viewForHeaderInSection: section)
                : delegate.tableView(self, viewForFooterInSection: section)
            if let view { return view }
        }
        guard let title = title(kind, section: section) else { return nil }
        let view = makeTitleView(title, kind: kind)
        titleViews.insert(ObjectIdentifier(view))
        return view
    }

    private func displayed(_ kind: SupplementaryKind) -> [Int: UIView] {
        kind == .header ? displayedHeaders : displayedFooters
    }

    private func setDisplayed(_ view: UIView?, _ kind: SupplementaryKind, section: Int) {
        if kind == .header { displayedHeaders[section] = view } else { displayedFooters[section] = view }
    }

    private func height(_ kind: SupplementaryKind, section: Int) -> CGFloat {
        kind == .header ? geometry.sections[section].header : geometry.sections[section].footer
    }

    /// Measures the headers and footers in sight whose height is an estimate; the views made to
    /// measure them are shown. Returns whether a height changed.
    func measureVisibleSupplementaries() -> Bool {
        var changed = false
        for section in sections(from: bounds.minY, to: bounds.maxY) {
            for kind in [SupplementaryKind.header, .footer] {
                let isEstimate = kind == .header ? geometry.sections[section].headerIsEstimate : geometry.sections[section].footerIsEstimate
                guard isEstimate else { continue }
                let view = displayed(kind)[section] ?? makeSupplementaryView(kind, section: section)
                let old = height(kind, section: section)
                let new = view.map(preferredHeight(of:)) ?? old
                if kind == .header { geometry.setHeader(new, section: section) } else { geometry.setFooter(new, section: section) }
                if new != old { changed = true }
                if let view, displayed(kind)[section] == nil { show(view, kind, section: section) }
                if view == nil { sectionsWithoutView[kind, default: []].insert(section) }
            }
        }
        return changed
    }

    private func show(_ view: UIView, _ kind: SupplementaryKind, section: Int) {
        if view.superview !== self {
            insertSubview(view, at: subviews.firstIndex(where: isIndicator) ?? subviews.count)
        }
        view.isHidden = false
        if let view = view as? UITableViewHeaderFooterView { view._tableContext = tableCellContext }
        setDisplayed(view, kind, section: section)
        if kind == .header {
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: section)
        }
    }

    /// Ends the display of a header or footer and queues its view for reuse.
    func endDisplayingSupplementary(_ view: UIView, kind: SupplementaryKind, section: Int) {
        if kind == .header {
            tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
        } else {
            tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
        }
        if let view = view as? UITableViewHeaderFooterView {
            if titleViews.remove(ObjectIdentifier(view)) != nil {
                view.isHidden = true
                titleViewPool.append(view)
                return
            }
            if let identifier = view.reuseIdentifier {
                view.isHidden = true
                headerFooterQueue.give(view, as: identifier)
                return
            }
        }
        view.removeFromSuperview()
    }

    /// Shows the headers and footers of the sections in sight at their (sticky) places and
    /// ends those of sections that left.
    func layoutSupplementaryViews() {
        let visible = sections(from: bounds.minY, to: bounds.maxY)
        let kinds = [SupplementaryKind.header, .footer]
        for kind in kinds {
            // Most frames nothing leaves: only sort what does.
            let leaving = displayed(kind).keys.filter { !visible.contains($0) || height(kind, section: $0) <= 0 }
            for section in leaving.sorted() {
                let view = displayed(kind)[section]!
                setDisplayed(nil, kind, section: section)
                endDisplayingSupplementary(view, kind: kind, section: section)
            }
            // Sections whose delegate gave no view are asked again only after they leave.
            if let without = sectionsWithoutView[kind], without.contains(where: { !visible.contains($0) }) {
                sectionsWithoutView[kind] = without.filter(visible.contains)
            }
        }
        // Top to bottom: each section's header, then its footer.
        for section in visible {
            for kind in kinds where height(kind, section: section) > 0 {
                var view = displayed(kind)[section]
                if view == nil, sectionsWithoutView[kind]?.contains(section) != true {
                    view = makeSupplementaryView(kind, section: section)
                    if let view { show(view, kind, section: section) } else { sectionsWithoutView[kind, default: []].insert(section) }
                }
                view?.frame = supplementaryFrame(kind, section: section)
            }
        }
    }

    /// Where a header or footer shows: its place in the content, or pinned in a plain table.
    func supplementaryFrame(_ kind: SupplementaryKind, section: Int) -> CGRect {
        let sectionRange = geometry.sectionRange(section)
        let natural = kind == .header ? geometry.headerRange(section) : geometry.footerRange(section)
        let height = natural.maxY - natural.minY
        var y = natural.minY
        if style == .plain {
            if kind == .header {
                let pinned = bounds.minY + adjustedContentInset.top
                y = max(natural.minY, min(pinned, sectionRange.maxY - height))
            } else {
                let pinned = bounds.maxY - adjustedContentInset.bottom - height
                y = min(natural.minY, max(pinned, sectionRange.minY + geometry.sections[section].header))
            }
        }
        return CGRect(x: rowFrameX, y: y, width: rowFrameWidth, height: height)
    }

    func _headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedHeaders[section] as? UITableViewHeaderFooterView
    }

    func _footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        displayedFooters[section] as? UITableViewHeaderFooterView
    }
}
