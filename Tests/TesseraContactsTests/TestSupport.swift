import Foundation
@_spi(Testing) @testable import TesseraContacts

/// Collects the failures raised through `CNFailureHook` while `body` runs.
func failures(during body: () -> Void) -> [CNFailure] {
    final class Box: @unchecked Sendable {
        let lock = NSLock()
        var items: [CNFailure] = []
    }
    let box = Box()
    CNFailureHook.$handler.withValue({ failure in
        box.lock.lock()
        box.items.append(failure)
        box.lock.unlock()
    }) {
        body()
    }
    return box.items
}

/// Labeled values compared by label and value, ignoring their random identifiers.
func pairs<T>(_ values: [CNLabeledValue<T>]) -> [String] {
    values.map { "\($0.label ?? "nil")=\(($0.value as? CNPhoneNumber)?.stringValue ?? String(describing: $0.value))" }
}
