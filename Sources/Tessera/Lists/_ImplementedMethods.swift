import Foundation

/// Which of the ``_OptionalMethod``s one data source or delegate implements, as far as known.
///
/// A table or collection view keeps one for its data source and one for its delegate, and
/// forgets it when that property is set. ``resolve(_:of:)`` is the one place that answers
/// "implemented?".
struct _ImplementedMethods {
    /// Methods whose answer is known.
    private var known: UInt16 = 0
    /// Of the known methods, those implemented.
    private var implemented: UInt16 = 0
    /// Of the known methods, those answered by the object's class vtable.
    private var fromOverrides: UInt16 = 0

    init() {}

    /// Whether `object` implements `method`, and what tells.
    ///
    /// In order: no object implements nothing; a known answer (from the vtable of a controller
    /// subclass, or from a call that did or did not run Tessera's default); the vtable, asked
    /// once; otherwise the method is assumed implemented until a call shows otherwise. Callers
    /// that act on the assumption call the method and ``record(_:implemented:)`` the result.
    ///
    /// - Complexity: O(1) without allocation; a controller's vtable is read once per method.
    @MainActor
    mutating func resolve(_ method: _OptionalMethod, of object: AnyObject?) -> _OptionalMethodAnswer {
        guard let object else { return _OptionalMethodAnswer(implemented: false, source: .noObject) }
        let bit = method.bit
        if known & bit != 0 {
            return _OptionalMethodAnswer(implemented: implemented & bit != 0, source: fromOverrides & bit != 0 ? .overrides : .call)
        }
        if let overridden = method.overridden(by: object) {
            known |= bit
            fromOverrides |= bit
            if overridden { implemented |= bit } else { implemented &= ~bit }
            return _OptionalMethodAnswer(implemented: overridden, source: .overrides)
        }
        return _OptionalMethodAnswer(implemented: true, source: .assumption)
    }

    /// Remembers what a call of `method` showed (see ``_OptionalMethod/call(_:)``). An answer
    /// from the class's vtable stands: an override that calls `super` runs the default too.
    ///
    /// - Complexity: O(1).
    mutating func record(_ method: _OptionalMethod, implemented isImplemented: Bool) {
        let bit = method.bit
        guard fromOverrides & bit == 0 else { return }
        known |= bit
        if isImplemented { implemented |= bit } else { implemented &= ~bit }
    }

    /// Forgets everything: the data source or delegate changed.
    mutating func removeAll() {
        self = _ImplementedMethods()
    }
}

/// Whether an object implements an optional method, and what answered.
struct _OptionalMethodAnswer: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        /// There is no data source or delegate.
        case noObject
        /// The vtable of a `UITableViewController` subclass: whether it overrides the method.
        case overrides
        /// An earlier call, which ran the conformer's code or Tessera's default.
        case call
        /// Nothing yet: assumed implemented until the first call.
        case assumption
    }

    var implemented: Bool
    var source: Source

    /// Whether the method is implemented and that is known, not assumed.
    var isKnownImplemented: Bool { implemented && source != .assumption }
}
