import Foundation

/// The item a person is moving: where it started and where it is now.
package struct _InteractiveMovement: Sendable {
    package var original: IndexPath
    package var current: IndexPath
}
