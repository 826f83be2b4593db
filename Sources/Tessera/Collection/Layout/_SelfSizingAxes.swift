import Foundation

/// The dimensions of an element that its view sizes itself (self-sizing): both for a flow
/// layout's `estimatedItemSize`, the `.estimated` ones for a compositional item. Empty when
/// the layout's size is final.
struct _SelfSizingAxes: OptionSet, Sendable {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }

    static let width = _SelfSizingAxes(rawValue: 1)
    static let height = _SelfSizingAxes(rawValue: 2)
}
