/// A trait a ``UITraitCollection`` holds, named by its type: what
/// `registerForTraitChanges(_:handler:)` takes.
///
/// Tessera knows the built-in traits below; a trait defined elsewhere reads as its default
/// value and never reports a change.
public protocol UITraitDefinition {
    associatedtype Value
    /// The value when a collection does not specify it.
    static var defaultValue: Value { get }
}

/// A trait type, as `registerForTraitChanges(_:handler:)` lists them.
public typealias UITrait = any UITraitDefinition.Type

/// A built-in trait: read from a collection by its own property.
protocol _BuiltInTrait {
    static func value(in traits: UITraitCollection) -> AnyHashable
}

public enum UITraitHorizontalSizeClass: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.horizontalSizeClass }
}

public enum UITraitVerticalSizeClass: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.verticalSizeClass }
}

public enum UITraitUserInterfaceStyle: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.userInterfaceStyle }
}

public enum UITraitLayoutDirection: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.layoutDirection }
}

public enum UITraitPreferredContentSizeCategory: UITraitDefinition, _BuiltInTrait {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static func value(in traits: UITraitCollection) -> AnyHashable { traits.preferredContentSizeCategory }
}

extension UITraitCollection {
    /// The value of `trait` in this collection.
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        ((T.self as? any _BuiltInTrait.Type)?.value(in: self).base as? T.Value) ?? T.defaultValue
    }

    /// Whether any of `traits` differs between this collection and `other`.
    func differs(from other: UITraitCollection, in traits: [UITrait]) -> Bool {
        traits.contains { trait in
            guard let builtIn = trait as? any _BuiltInTrait.Type else { return false }
            return builtIn.value(in: self) != builtIn.value(in: other)
        }
    }
}
