import Foundation

/// The registrations and the waiting views of a list's reuse identifiers.
///
/// A list registers a class per identifier, takes a waiting view of that identifier before making
/// a new one, and gives views back when they scroll out of sight. Views stay in the pool (hidden,
/// still subviews of the list, as UIKit keeps them) so reuse costs no hierarchy changes.
@MainActor
package struct _ReuseQueue<View: UIView> {
    private var registrations: [String: View.Type] = [:]
    private var waiting: [String: [View]] = [:]

    package init() {}

    /// Registers `type` for `identifier`; `nil` removes the registration.
    package mutating func register(_ type: View.Type?, for identifier: String) {
        registrations[identifier] = type
    }

    /// The class registered for `identifier`.
    package func registeredClass(for identifier: String) -> View.Type? {
        registrations[identifier]
    }

    /// A waiting view of `identifier`, removed from the pool.
    package mutating func take(_ identifier: String) -> View? {
        waiting[identifier]?.popLast()
    }

    /// Puts `view` back for reuse under `identifier`.
    package mutating func give(_ view: View, as identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// How many views wait for `identifier`.
    package func waitingCount(_ identifier: String) -> Int {
        waiting[identifier]?.count ?? 0
    }

    /// Every waiting view, removed from the pool.
    package mutating func drain() -> [View] {
        defer { waiting.removeAll() }
        return waiting.values.flatMap { $0 }
    }
}
