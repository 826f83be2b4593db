import Foundation

/// The delegate of the context menu interactions Tessera's own views install (buttons,
/// tables, collections): it forwards to closures that ask the view's own delegate, so one
/// interaction mechanism serves them all.
@MainActor
final class _ContextMenuForwarder: NSObject, UIContextMenuInteractionDelegate {
    typealias Animator = (any UIContextMenuInteractionAnimating)?

    private let configuration: @MainActor (CGPoint) -> UIContextMenuConfiguration?
    private let willDisplay: @MainActor (UIContextMenuConfiguration, Animator) -> Void
    private let willEnd: @MainActor (UIContextMenuConfiguration, Animator) -> Void

    init(
        configuration: @escaping @MainActor (CGPoint) -> UIContextMenuConfiguration?,
        willDisplay: @escaping @MainActor (UIContextMenuConfiguration, Animator) -> Void = { _, _ in },
        willEnd: @escaping @MainActor (UIContextMenuConfiguration, Animator) -> Void = { _, _ in }
    ) {
        self.configuration = configuration
        self.willDisplay = willDisplay
        self.willEnd = willEnd
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration(location)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration, animator: Animator) {
        willDisplay(configuration, animator)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration, animator: Animator) {
        willEnd(configuration, animator)
    }
}
