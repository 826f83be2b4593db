import Foundation

/// Adding interactions to views.
extension UIView {
    /// The interactions added to the view, in the order they were added.
    public var interactions: [any UIInteraction] {
        get { attachedInteractions }
        set {
            for interaction in attachedInteractions { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction`, removing it from the view it was on first.
    public func addInteraction(_ interaction: any UIInteraction) {
        if interaction.view === self { return }
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        attachedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction`; nothing when it is not on this view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard attachedInteractions.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        attachedInteractions.removeAll { $0 === interaction }
        interaction.didMove(to: nil)
    }
}
