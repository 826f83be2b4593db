import Foundation

/// Tells whether a data source or delegate implements an optional method.
///
/// UIKit changes behaviour on `respondsToSelector:`; Swift protocols have no such question, and
/// a default in a protocol extension is indistinguishable from the conformer's own method at the
/// call site. So every default Tessera gives an optional method reports itself here when it runs:
/// ``call(_:)`` returns the result together with whether the conformer's own code answered.
/// Defaults return what UIKit does when the method is missing, so the first call is already
/// correct, and the table caches the answer per object.
@MainActor
package enum _OptionalMethod {
    private static var defaultRan = false

    /// Called by Tessera's protocol-extension defaults.
    package static func defaultImplementationRan() {
        defaultRan = true
    }

    /// Calls `body` and tells whether the conformer implements the method it calls.
    package static func call<Result>(_ body: () -> Result) -> (result: Result, implemented: Bool) {
        let outer = defaultRan
        defaultRan = false
        let result = body()
        let implemented = !defaultRan
        defaultRan = outer
        return (result, implemented)
    }
}
