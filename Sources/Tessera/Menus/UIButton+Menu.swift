import Foundation

/// Showing a button's menu.
///
/// A button with a ``UIButton/menu`` shows it on a long press (or a right click in the
/// terminal), pointing at the button; with ``UIButton/showsMenuAsPrimaryAction`` a tap (or
/// Space / Return on the focused button) shows it instead of sending the primary action, and
/// sends `.menuActionTriggered`. A chosen action's `sender` is the button. With
/// ``UIButton/changesSelectionAsPrimaryAction`` the button's title is the action that is on,
/// the first action is switched on if none is, and choosing one switches the others off.
extension UIButton {
    /// Adds or removes the menu's interaction when the menu changes.
    func menuDidChange() {
        if let menu {
            if changesSelectionAsPrimaryAction {
                let actions = _MenuController.actions(in: menu.children)
                if !actions.contains(where: { $0.state == .on }) { actions.first?.state = .on }
            }
            if menuInteraction == nil {
                let interaction = UIContextMenuInteraction(owning: _ContextMenuForwarder { [weak self] _ in
                    guard let self, self.isEnabled, let menu = self.menu else { return nil }
                    return UIContextMenuConfiguration(actionProvider: { _ in menu })
                })
                interaction.anchor = { [weak self] _ in self?.bounds ?? .zero }
                interaction.actionSender = self
                interaction.didEnd = { [weak self] _ in self?.invalidateContent() }
                addInteraction(interaction)
                menuInteraction = interaction
            }
            menuInteraction?.selectsOneAction = changesSelectionAsPrimaryAction
        } else if let interaction = menuInteraction {
            removeInteraction(interaction)
            menuInteraction = nil
        }
        invalidateContent()
    }

    /// The action of the menu that is on, for `changesSelectionAsPrimaryAction`.
    var selectedMenuAction: UIAction? {
        menu.flatMap { menu in _MenuController.actions(in: menu.children).first { $0.state == .on } }
    }

    /// Shows the menu for a tap; returns `false` when there is none to show.
    func showMenu() -> Bool {
        guard let menuInteraction else { return false }
        let shown = menuInteraction.presentMenu(at: CGPoint(x: bounds.midX, y: bounds.midY))
        if shown { sendActions(for: .menuActionTriggered, with: nil) }
        return shown
    }
}
