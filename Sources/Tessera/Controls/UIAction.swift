import Foundation

/// The closure type of a ``UIAction``.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// An action with a title and image, performed by a control or a menu.
///
///     let button = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Save") { _ in save() })
@MainActor
open class UIAction: NSObject {
    /// An identifier for an action, so that it can be found and removed.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How the action is shown.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether the action shows a check mark.
    public enum State: Int, Sendable {
        case off, on, mixed
    }

    /// The title; a button with a primary action shows it.
    open var title: String
    /// The image; a button with a primary action shows it.
    open var image: UIImage?
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
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init()
    }

    /// Runs the handler with `sender` set.
    package func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
