extension UIView: UITraitEnvironment {
    /// Calls `handler` with this view and the previous traits whenever one of `traits` changes,
    /// after ``traitCollectionDidChange(_:)``.
    @discardableResult
    public func registerForTraitChanges<T: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let entry = _TraitChangeHandler.make(traits, handler)
        traitChangeHandlers.append(entry)
        return entry.registration
    }

    /// Removes a registration `registerForTraitChanges(_:handler:)` returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeHandlers.removeAll { $0.registration == registration as? _TraitChangeRegistration }
    }
}

extension UIViewController: UITraitEnvironment {
    /// Calls `handler` with this controller and the previous traits whenever one of `traits`
    /// changes, after ``traitCollectionDidChange(_:)``.
    ///
    ///     registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (self: Self, previous) in
    ///         self.updateLayout()
    ///     }
    @discardableResult
    public func registerForTraitChanges<T: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (T, UITraitCollection) -> Void
    ) -> any UITraitChangeRegistration {
        let entry = _TraitChangeHandler.make(traits, handler)
        traitChangeHandlers.append(entry)
        return entry.registration
    }

    /// Removes a registration `registerForTraitChanges(_:handler:)` returned.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitChangeHandlers.removeAll { $0.registration == registration as? _TraitChangeRegistration }
    }
}
