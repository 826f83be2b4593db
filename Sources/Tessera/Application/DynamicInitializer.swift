import CTesseraRuntime
import Foundation

/// Creates objects of a subclass known only by its metatype, through an initialiser of a
/// Tessera base class: what UIKit does with `[[cls alloc] init…]` for an app delegate class
/// name, a scene's `delegateClass`, or a registered cell class.
///
/// Swift only allows `type.init(…)` on `required` initialisers, and making UIKit's
/// initialisers required would force every subclass with its own initialisers to repeat them,
/// which book code does not do. Instead: a designated initialiser of an open class has a slot
/// in the class's vtable holding each subclass's allocating entry point (its override, the
/// one it inherited, or Swift's "Use of unimplemented initializer" stub — the same failure an
/// Apple platform reports). `swift_lookUpClassMethod` reads that slot and a small C shim
/// calls it with the class as Swift's `self`.
@MainActor
package enum DynamicInitializer {
    /// A new instance of `type` made with `UIResponder.init(_dynamicallyInstantiated:)`, which
    /// subclasses that declare no initialisers (app and scene delegates) inherit.
    package static func makeResponder(_ type: UIResponder.Type) -> UIResponder {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = tessera_lookUpClassMethod(
            metadata, tessera_UIResponder_dynamicInitDescriptor(), tessera_UIResponder_classDescriptor())!
        let object = tessera_callAllocatingInitializer(function, metadata)!
        return Unmanaged<UIResponder>.fromOpaque(object).takeRetainedValue()
    }
}
