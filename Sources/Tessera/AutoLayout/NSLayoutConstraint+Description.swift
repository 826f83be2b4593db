import Foundation

extension NSLayoutConstraint {
    /// UIKit's description: `<NSLayoutConstraint:0x… 'identifier' UILabel:0x….leading == UIView:0x….leading + 8   (active)>`.
    var layoutDescription: String {
        var text = "<NSLayoutConstraint:\(Self.address(of: self))"
        if let identifier { text += " '\(identifier)'" } else if let systemTag { text += " '\(systemTag)'" }
        text += " " + Self.itemName(firstItem) + "." + firstAttribute.name + " " + relation.symbol + " "
        if secondItem != nil {
            if multiplier != 1 { text += Self.number(multiplier) + "*" }
            text += Self.itemName(secondItem) + "." + secondAttribute.name
            if constant > 0 { text += " + " + Self.number(constant) } else if constant < 0 { text += " - " + Self.number(-constant) }
        } else {
            text += Self.number(constant)
        }
        if priority != .required { text += " @" + Self.number(CGFloat(priority.rawValue)) }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return text
    }

    /// `UILabel:0x7f…` for a view, `UILayoutGuide:0x… 'UIViewSafeAreaLayoutGuide'` for a guide.
    static func itemName(_ item: AnyObject?) -> String {
        guard let item else { return "nil" }
        var name = "\(type(of: item)):\(address(of: item))"
        if let guide = item as? UILayoutGuide, !guide.identifier.isEmpty { name += " '\(guide.identifier)'" }
        return name
    }

    nonisolated static func address(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }

    nonisolated static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
    }
}
