import Foundation

/// A transition from one view controller to another: what a storyboard's arrow becomes at run
/// time.
///
/// A segue is made when it is triggered, with a new destination controller; the source's
/// ``UIViewController/prepare(for:sender:)`` receives it before ``perform()`` shows the
/// destination. On iOS the segues come from the storyboard; in Tessera they are declared in
/// code, on a ``UIStoryboard/Scene`` or with
/// ``UIViewController/addSegue(withIdentifier:kind:trigger:destination:)``, and then book
/// code uses them unchanged:
///
///     // Main.storyboard's "Show" segue from a prototype cell, declared once:
///     itemsController.addSegue(withIdentifier: "showItem", trigger: .selectingCell(reuseIdentifier: "ItemCell")) {
///         DetailViewController()
///     }
///     // The book's code:
///     override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
///         switch segue.identifier {
///         case "showItem"?: …
///
/// Subclass it and override ``perform()`` for a custom transition, or make one with
/// ``init(identifier:source:destination:performHandler:)``.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    /// The segue's identifier, as the storyboard names it.
    open private(set) var identifier: String?
    /// The controller the segue starts from.
    open private(set) var source: UIViewController
    /// The controller the segue shows.
    open private(set) var destination: UIViewController

    private var performHandler: (@MainActor () -> Void)?

    /// A segue from `source` to `destination`; ``perform()`` does nothing until a subclass
    /// overrides it.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue whose ``perform()`` calls `performHandler`.
    public convenience init(
        identifier: String?, source: UIViewController, destination: UIViewController,
        performHandler: @escaping @MainActor () -> Void
    ) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Shows the destination. The base class calls the perform handler, if any; subclasses
    /// override it to transition as they like (without calling super).
    open func perform() {
        performHandler?()
    }
}
