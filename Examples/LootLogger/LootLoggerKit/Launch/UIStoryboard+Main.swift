import Tessera

extension UIStoryboard {
    /// Declares Main.storyboard as the book draws it: a navigation controller (the initial
    /// view controller) whose root is the items list, whose prototype cell "ItemCell" has a
    /// Show segue "showItem" to the detail page.
    static func declareMain() {
        UIStoryboard(name: "Main", scenes: [
            .init(UINavigationController.self, isInitial: true, rootViewController: "Items"),
            .init(ItemsViewController.self, identifier: "Items",
                  prototypeCells: [.init(reuseIdentifier: "ItemCell", cellClass: ItemCell.self)],
                  segues: [.init(identifier: "showItem", destination: "Detail", kind: .show,
                                 trigger: .selectingCell(reuseIdentifier: "ItemCell"))]),
            .init(DetailViewController.self, identifier: "Detail"),
        ])
    }
}
