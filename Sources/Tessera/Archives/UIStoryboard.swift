import Foundation

/// The view controllers of an app's storyboard, made on demand: the code equivalent of a
/// `.storyboard` file.
///
/// Swift on Linux has no Interface Builder, so a Tessera storyboard is declared in code with the
/// *classes* of its scenes, once, under the storyboard's name. From then on book code finds it
/// as on iOS, and every controller it makes is created the way loading a storyboard creates
/// it: with `init(coder:)`, then ``UIResponder/awakeFromNib()``, before anything else touches
/// it (its view loads later, on first use).
///
///     // Main.storyboard, declared once (for example in the app delegate):
///     UIStoryboard(name: "Main", scenes: [
///         .init(UINavigationController.self, isInitial: true, rootViewController: "Items"),
///         .init(ItemsViewController.self, identifier: "Items",
///               prototypeCells: [.init(reuseIdentifier: "ItemCell", cellClass: ItemCell.self)], segues: [
///             .init(identifier: "showItem", destination: "Detail", trigger: .selectingCell(reuseIdentifier: "ItemCell")),
///         ]),
///         .init(DetailViewController.self, identifier: "Detail"),
///     ])
///     // The book's code, unchanged:
///     let storyboard = UIStoryboard(name: "Main", bundle: nil)
///     let detail = storyboard.instantiateViewController(withIdentifier: "Detail") as! DetailViewController
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// One scene of a storyboard: its view controller's class, its Storyboard ID, whether it
    /// is the storyboard's entry point, the segues drawn from it, and, for a navigation
    /// controller, the scene its root view controller relationship points at.
    public struct Scene: Sendable {
        public let viewControllerClass: UIViewController.Type
        public let identifier: String?
        public let isInitial: Bool
        /// The segues that start from this scene.
        public let segues: [Segue]
        /// The Storyboard ID of the scene a navigation controller shows first (its "root view
        /// controller" relationship).
        public let rootViewControllerIdentifier: String?
        /// A table view controller's prototype cells, registered on its table view when it loads.
        public let prototypeCells: [PrototypeCell]

        public init(
            _ viewControllerClass: UIViewController.Type, identifier: String? = nil, isInitial: Bool = false,
            rootViewController rootViewControllerIdentifier: String? = nil, prototypeCells: [PrototypeCell] = [],
            segues: [Segue] = []
        ) {
            self.viewControllerClass = viewControllerClass
            self.identifier = identifier
            self.isInitial = isInitial
            self.rootViewControllerIdentifier = rootViewControllerIdentifier
            self.prototypeCells = prototypeCells
            self.segues = segues
        }
    }

    /// The storyboards declared in code, by name.
    private static var declared: [String: [Scene]] = [:]

    private let name: String
    private let scenes: [Scene]

    /// Declares the storyboard `name` with its scenes: `UIStoryboard(name:bundle:)` finds it from
    /// now on. Declaring a name again replaces the earlier declaration.
    @discardableResult
    public init(name: String, scenes: [Scene]) {
        self.name = name
        self.scenes = scenes
        super.init()
        Self.declared[name] = scenes
    }

    /// The storyboard declared in code under `name` (the bundle is ignored: Tessera has no
    /// storyboard files). Stops with UIKit's message when none is; the storyboard is then empty.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        if let scenes = Self.declared[name] {
            self.scenes = scenes
        } else {
            self.scenes = []
            UIKitException.invalidArgument(
                "Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil ?? .main)"
            ).raise()
        }
        super.init()
    }

    /// A new instance of the storyboard's initial view controller; `nil` when no scene is initial.
    open func instantiateInitialViewController() -> UIViewController? {
        scenes.first(where: \.isInitial).map { make($0) }
    }

    /// A new instance of the initial view controller, made by `creator` with the storyboard's
    /// coder (or with `init(coder:)` when it returns `nil`), then woken with `awakeFromNib()`.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        guard let scene = scenes.first(where: \.isInitial) else { return nil }
        return (make(scene, creator: creator) as! ViewController)
    }

    /// A new instance of the view controller with the Storyboard ID `identifier`.
    ///
    /// Stops with UIKit's message when the storyboard has no such scene.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let scene = scene(identifier) else { return UIViewController() }
        return make(scene)
    }

    /// A new instance of the view controller with the Storyboard ID `identifier`, made by
    /// `creator` with the storyboard's coder (or with `init(coder:)` when it returns `nil`),
    /// then woken with `awakeFromNib()`.
    ///
    /// Stops with UIKit's message when the storyboard has no such scene.
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        guard let scene = scene(identifier) else { return ViewController(coder: _ArchiveCoder())! }
        return make(scene, creator: creator) as! ViewController
    }

    private func scene(_ identifier: String) -> Scene? {
        if let scene = scenes.first(where: { $0.identifier == identifier }) { return scene }
        UIKitException.invalidArgument(
            "Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'"
        ).raise()
        return nil
    }

    /// Makes `scene`'s controller as loading a storyboard does: `init(coder:)` (or the
    /// creator), then `awakeFromNib()`; a navigation controller gets its root view controller
    /// and every controller its segues, whose destinations are made when they are performed.
    private func make(_ scene: Scene, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController {
        let coder = _ArchiveCoder()
        let controller = creator?(coder) ?? scene.viewControllerClass.init(coder: coder)!
        controller.storedStoryboard = self
        (controller as? UITableViewController)?.prototypeCells = scene.prototypeCells
        for segue in scene.segues {
            controller.addSegue(withIdentifier: segue.identifier, kind: segue.kind, trigger: segue.trigger) { [self] in
                instantiateViewController(withIdentifier: segue.destinationIdentifier)
            }
        }
        if let rootIdentifier = scene.rootViewControllerIdentifier, let navigation = controller as? UINavigationController,
            let root = self.scene(rootIdentifier)
        {
            navigation.setViewControllers([make(root)], animated: false)
        }
        controller.awakeFromNib()
        return controller
    }

    open override var description: String { "<UIStoryboard: \(name)>" }
}
