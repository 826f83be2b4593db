import Foundation

/// The closure type of a ``UIAction``.
@preconcurrency public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and image, performed by a control or chosen from a menu.
///
/// Its title and image are the ``UIMenuElement``'s; a button created with a primary action
/// shows them.
///
///     let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in save() })
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// An identifier for an action, so that it can be found and removed.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// A title that explains the action.
    open var discoverabilityTitle: String?
    /// How the action is shown.
    open var attributes: Attributes
    /// The check-mark state.
    open var state: State
    /// The control that performed the action, while it runs.
    open private(set) var sender: Any?

    private let handler: UIActionHandler

    /// Creates an action.
    @preconcurrency public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// Runs the handler with `sender` set.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
