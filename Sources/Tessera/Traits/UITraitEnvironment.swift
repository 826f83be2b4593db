/// Something with traits that hears when they change: views and view controllers.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
    /// The traits now.
    var traitCollection: UITraitCollection { get }
    /// Called after the traits changed (a terminal resize that crossed a size-class threshold).
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

/// A handle to a trait-change registration, for `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Sendable {}

/// One registration: the traits watched and the handler.
struct _TraitChangeRegistration: UITraitChangeRegistration, Hashable {
    let id: Int
}

/// A registered handler, kept by the object it watches.
@MainActor
struct _TraitChangeHandler {
    let registration: _TraitChangeRegistration
    let traits: [UITrait]
    let handler: (AnyObject, UITraitCollection) -> Void

    private static var nextID = 0

    /// A new handler for `traits` that calls `handler` with the watched object, if it is a `T`.
    static func make<T>(_ traits: [UITrait], _ handler: @escaping (T, UITraitCollection) -> Void) -> _TraitChangeHandler {
        nextID += 1
        return _TraitChangeHandler(registration: _TraitChangeRegistration(id: nextID), traits: traits) { object, previous in
            if let object = object as? T { handler(object, previous) }
        }
    }
}
