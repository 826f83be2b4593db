import Foundation

/// The coder a code-built nib or storyboard hands to `init(coder:)`: keyed values as Interface
/// Builder would have archived them (a prototype cell's style and reuse identifier), and
/// nothing else.
///
/// UIKit's classes read their archived attributes from the coder in `init(coder:)`; Tessera's
/// read the few a code equivalent can set (see ``Key``), so a subclass's
/// `required init?(coder:)` that calls `super.init(coder:)` gets them as on iOS.
final class _ArchiveCoder: NSCoder {
    /// The keys Tessera's classes read.
    enum Key: String {
        /// A table view cell's `UITableViewCell.CellStyle`, as its raw value.
        case tableViewCellStyle = "UITableViewCellStyle"
        /// A reusable view's reuse identifier.
        case reuseIdentifier = "UIReuseIdentifier"
    }

    private var values: [String: Any]

    init(_ values: [Key: Any] = [:]) {
        self.values = Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) })
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool { values[key] != nil }

    override func decodeObject(forKey key: String) -> Any? { values[key] }

    override func decodeInteger(forKey key: String) -> Int { values[key] as? Int ?? 0 }

    override func decodeBool(forKey key: String) -> Bool { values[key] as? Bool ?? false }
}

extension NSCoder {
    /// The value Tessera's code equivalents archived under `key`, if this is their coder.
    func _archived<Value>(_ key: _ArchiveCoder.Key, as type: Value.Type) -> Value? {
        (self as? _ArchiveCoder)?.decodeObject(forKey: key.rawValue) as? Value
    }
}
