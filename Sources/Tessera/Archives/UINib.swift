import Foundation

/// An archive of objects that a list or a view controller instantiates on demand: the code
/// equivalent of a `.xib` file.
///
/// Swift on Linux has no Interface Builder, so a Tessera nib holds the *classes* of its
/// top-level objects instead of their archived bytes. Instantiating it does what loading a nib
/// does on iOS: each object is made with `init(coder:)`, then every object gets
/// ``UIResponder/awakeFromNib()``, once.
///
///     // UIKit: a cell designed in ContactCell.xib
///     collectionView.register(UINib(nibName: "ContactCell", bundle: nil), forCellWithReuseIdentifier: "ContactCell")
///     // Tessera: the same registration, the cell's views built in its init(coder:)
///     collectionView.register(UINib(ContactCell.self), forCellWithReuseIdentifier: "ContactCell")
///
/// A storyboard's prototype cell is a nib too; ``init(prototype:style:)`` keeps the cell style
/// chosen in the storyboard (Basic, Right Detail, Left Detail, Subtitle).
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for ``instantiate(withOwner:options:)``.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects outside the nib that its connections refer to. Kept for compatibility.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let name: String
    private let makeObjects: @MainActor ([_ArchiveCoder.Key: Any]) -> [NSObject]

    /// A nib whose top-level objects are instances of `types`, in order.
    public init(_ types: UIView.Type...) {
        name = types.map { "\($0)" }.joined(separator: ", ")
        makeObjects = { archived in types.map { $0.init(coder: _ArchiveCoder(archived))! } }
        super.init()
    }

    /// The code equivalent of a storyboard's prototype cell: a nib holding one cell of
    /// `cellClass` (UIKit's `UITableViewCell` unless the storyboard names a subclass) whose
    /// archived style is `style` — `.default` for Basic, `.value1` for Right Detail, `.value2`
    /// for Left Detail, `.subtitle` for Subtitle.
    ///
    ///     // Main.storyboard: a prototype cell, style Right Detail, identifier "UITableViewCell"
    ///     tableView.register(UINib(prototype: UITableViewCell.self, style: .value1),
    ///                        forCellReuseIdentifier: "UITableViewCell")
    ///
    /// The cell is made with `init(coder:)`, which reads the style, then gets `awakeFromNib()`.
    public init(prototype cellClass: UITableViewCell.Type, style: UITableViewCell.CellStyle) {
        name = "\(cellClass)"
        makeObjects = { archived in
            [cellClass.init(coder: _ArchiveCoder(archived.merging([.tableViewCellStyle: style.rawValue]) { $1 }))!]
        }
        super.init()
    }

    /// UIKit loads `name.nib` from a bundle. Tessera has no nib files: the nib is empty and
    /// instantiating it stops with UIKit's message for a missing nib. Use ``init(_:)`` instead.
    public convenience init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.init(missing: name, bundle: bundleOrNil ?? .main)
    }

    private init(missing nibName: String, bundle: Bundle) {
        name = nibName
        makeObjects = { _ in
            UIKitException.internalInconsistency(
                "Could not load NIB in bundle: '\(bundle)' with name '\(nibName)'"
            ).raise()
            return []
        }
        super.init()
    }

    /// Makes the nib's top-level objects: each with `init(coder:)`, then `awakeFromNib()` on
    /// every one, as loading a nib does.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        instantiate(archiving: [:])
    }

    private func instantiate(archiving values: [_ArchiveCoder.Key: Any]) -> [NSObject] {
        let objects = makeObjects(values)
        for case let object as UIResponder in objects { object.awakeFromNib() }
        return objects
    }

    /// The single top-level object a list registration needs, checked as UIKit checks it.
    ///
    /// Stops with UIKit's message when the nib holds anything but exactly one `View`.
    func instantiateReusableView<View: UIView>(_ type: View.Type, reuseIdentifier: String, kind: String) -> View? {
        let objects = instantiate(archiving: [.reuseIdentifier: reuseIdentifier])
        guard objects.count == 1, let view = objects[0] as? View else {
            UIKitException.internalInconsistency(
                "invalid nib registered for identifier (\(reuseIdentifier)) - nib must contain exactly one top level object which must be a \(kind) instance"
            ).raise()
            return nil
        }
        return view
    }

    open override var description: String { "<UINib: \(name)>" }
}
