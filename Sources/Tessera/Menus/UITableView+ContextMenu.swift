import Foundation

/// Context menus on rows.
///
/// Every table has a context menu interaction: a long press on a row (or a right click in the
/// terminal) asks the delegate's `tableView(_:contextMenuConfigurationForRowAt:point:)`, with
/// `point` in the table's coordinates; a configuration shows its menu under the row, with
/// `tableView(_:willDisplayContextMenu:animator:)` before it appears and
/// `tableView(_:willEndContextMenuInteraction:animator:)` when it goes. Without a
/// configuration the press goes on as usual (a highlight, then a selection on release).
extension UITableView {
    func installContextMenuInteraction() {
        let forwarder = _ContextMenuForwarder(
            configuration: { [weak self] point in
                guard let self, let indexPath = self.indexPathForRow(at: point) else { return nil }
                return self.tableDelegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath, point: point)
            },
            willDisplay: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
            },
            willEnd: { [weak self] configuration, animator in
                guard let self else { return }
                self.tableDelegate?.tableView(self, willEndContextMenuInteraction: configuration, animator: animator)
            })
        let interaction = UIContextMenuInteraction(owning: forwarder)
        interaction.anchor = { [weak self] point in
            guard let self, let indexPath = self.indexPathForRow(at: point) else { return CGRect(origin: point, size: .zero) }
            return CGRect(x: point.x, y: self.rectForRow(at: indexPath).minY, width: 0, height: self.rectForRow(at: indexPath).height)
        }
        addInteraction(interaction)
    }
}
