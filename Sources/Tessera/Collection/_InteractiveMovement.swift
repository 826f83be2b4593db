import Foundation

/// The item a person is moving: where it started and where it is now.
struct _InteractiveMovement: Sendable {
    var original: IndexPath
    var current: IndexPath
}
