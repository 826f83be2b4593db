import Foundation

extension UIViewController {
    /// Declares a segue that starts from this controller: the code equivalent of drawing a
    /// segue from it (or from one of its prototype cells) in a storyboard (Tessera).
    ///
    /// Each time the segue is triggered, `destination` makes its destination controller, the
    /// controller's ``prepare(for:sender:)`` receives the new ``UIStoryboardSegue``, and the
    /// segue shows the destination as `kind` says. A `.selectingCell` trigger asks
    /// ``shouldPerformSegue(withIdentifier:sender:)`` first, with the selected cell as the sender;
    /// every segue can also be performed with ``performSegue(withIdentifier:sender:)``. Declaring
    /// an identifier again replaces the earlier segue.
    ///
    ///     // A Show segue from the prototype cell "ItemCell" to the detail scene:
    ///     itemsController.addSegue(withIdentifier: "showItem", trigger: .selectingCell(reuseIdentifier: "ItemCell")) {
    ///         DetailViewController()
    ///     }
    ///
    /// - Parameters:
    ///   - identifier: The segue's identifier, as `prepare(for:sender:)` reads it.
    ///   - kind: How the destination is shown; "Show" by default.
    ///   - trigger: What starts the segue besides `performSegue`.
    ///   - destination: Makes a new destination controller.
    public func addSegue(
        withIdentifier identifier: String, kind: UIStoryboardSegue.Kind = .show,
        trigger: UIStoryboardSegue.Trigger = .manual,
        destination: @escaping @MainActor () -> UIViewController
    ) {
        segueTemplates[identifier] = _SegueTemplate(
            identifier: identifier, kind: kind, trigger: trigger, makeDestination: destination)
    }

    /// Makes, prepares and performs the segue `identifier`.
    func performDeclaredSegue(withIdentifier identifier: String, sender: Any?) {
        guard let template = segueTemplates[identifier] else {
            UIKitException.invalidArgument("Receiver (\(self)) has no segue with identifier '\(identifier)'").raise()
            return
        }
        let segue = template.instantiate(from: self, sender: sender)
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The identifier of this controller's segue triggered by selecting a cell with
    /// `reuseIdentifier`, if any.
    func selectionSegueIdentifier(forCellReuseIdentifier reuseIdentifier: String) -> String? {
        segueTemplates.values.first { $0.trigger == .selectingCell(reuseIdentifier: reuseIdentifier) }?.identifier
    }
}

extension UITableView {
    /// Performs the segue a selected row's cell triggers, as a storyboard's cell segue does:
    /// the nearest controller up the responder chain that declares one for the cell's reuse
    /// identifier is asked ``UIViewController/shouldPerformSegue(withIdentifier:sender:)``, then
    /// prepares and performs it with the cell as the sender.
    func performSelectionSegue(at indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath), let reuseIdentifier = cell.reuseIdentifier else { return }
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController,
                let identifier = controller.selectionSegueIdentifier(forCellReuseIdentifier: reuseIdentifier)
            {
                if controller.shouldPerformSegue(withIdentifier: identifier, sender: cell) {
                    controller.performDeclaredSegue(withIdentifier: identifier, sender: cell)
                }
                return
            }
            responder = current.next
        }
    }
}
