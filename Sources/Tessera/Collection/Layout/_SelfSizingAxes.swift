import Foundation

/// The dimensions of an element that its view sizes itself (self-sizing): both for a flow
/// layout's `estimatedItemSize`, the `.estimated` ones for a compositional item. Empty when
/// the layout's size is final.
package struct _SelfSizingAxes: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    package static let width = _SelfSizingAxes(rawValue: 1)
    package static let height = _SelfSizingAxes(rawValue: 2)
}
