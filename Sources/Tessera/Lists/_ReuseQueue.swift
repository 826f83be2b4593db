import Foundation

/// The registrations and the waiting views of a list's reuse identifiers.
///
/// A list registers a class per identifier, takes a waiting view of that identifier before making
/// a new one, and gives views back when they scroll out of sight. Views stay in the pool (hidden,
/// still subviews of the list, as UIKit keeps them) so reuse costs no hierarchy changes.
@MainActor
struct _ReuseQueue<View: UIView> {
    /// What a list makes a new view of an identifier from.
    enum Registration {
        /// A class, made with the list's initialiser for it (`init(style:reuseIdentifier:)`, …).
        case `class`(View.Type)
        /// A nib (or storyboard prototype) holding exactly one view.
        case nib(UINib)
    }

    private var registrations: [String: Registration] = [:]
    private var waiting: [String: [View]] = [:]

    init() {}

    /// Registers `type` for `identifier`; `nil` removes the registration.
    mutating func register(_ type: View.Type?, for identifier: String) {
        registrations[identifier] = type.map { .class($0) }
    }

    /// Registers `nib` for `identifier`; `nil` removes the registration.
    mutating func register(_ nib: UINib?, for identifier: String) {
        registrations[identifier] = nib.map { .nib($0) }
    }

    /// What is registered for `identifier`.
    func registration(for identifier: String) -> Registration? {
        registrations[identifier]
    }

    /// The class registered for `identifier`; `nil` when a nib or nothing is.
    func registeredClass(for identifier: String) -> View.Type? {
        if case .class(let type)? = registrations[identifier] { return type }
        return nil
    }

    /// A waiting view of `identifier`, removed from the pool.
    mutating func take(_ identifier: String) -> View? {
        waiting[identifier]?.popLast()
    }

    /// Puts `view` back for reuse under `identifier`.
    mutating func give(_ view: View, as identifier: String) {
        waiting[identifier, default: []].append(view)
    }

    /// How many views wait for `identifier`.
    func waitingCount(_ identifier: String) -> Int {
        waiting[identifier]?.count ?? 0
    }

    /// Every waiting view, removed from the pool.
    mutating func drain() -> [View] {
        defer { waiting.removeAll() }
        return waiting.values.flatMap { $0 }
    }
}
