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
///
/// A subclass that declares a designated initialiser of its own and does not override the one
/// used here does not inherit it; its slot then holds Swift's stub and creating the class
/// stops the program with "Use of unimplemented initializer 'init(style:reuseIdentifier:)'
/// for class …", as UIKit's `[[cls alloc] initWithStyle:…]` fails on an Apple platform. That
/// trap cannot be observed in-process, so it is documented here rather than tested.
@MainActor
enum DynamicInitializer {
    /// A new instance of `type` made with `UIResponder.init(_dynamicallyInstantiated:)`, which
    /// subclasses that declare no initialisers (app and scene delegates) inherit.
    static func makeResponder(_ type: UIResponder.Type) -> UIResponder {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = tessera_lookUpClassMethod(
            metadata, tessera_UIResponder_dynamicInitDescriptor(), tessera_UIResponder_classDescriptor())!
        let object = tessera_callAllocatingInitializer(function, metadata)!
        return Unmanaged<UIResponder>.fromOpaque(object).takeRetainedValue()
    }

    /// A new instance of `type` made with `NSObject.init()`, as `[[cls alloc] init]` makes an
    /// app delegate class a SwiftUI app adapts (`@UIApplicationDelegateAdaptor`).
    static func makeObject(_ type: NSObject.Type) -> NSObject {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = tessera_lookUpClassMethod(metadata, tessera_NSObject_initDescriptor(), tessera_NSObject_classDescriptor())!
        let object = tessera_callAllocatingInitializer(function, metadata)!
        return Unmanaged<NSObject>.fromOpaque(object).takeRetainedValue()
    }

    /// A new cell of `type` made with `init(style:reuseIdentifier:)`, as UIKit's
    /// `[[cls alloc] initWithStyle:reuseIdentifier:]` makes a registered cell class: a subclass's
    /// override runs (with its property initialisers), or the inherited initialiser.
    static func makeTableViewCell(
        _ type: UITableViewCell.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?
    ) -> UITableViewCell {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = tessera_lookUpClassMethod(
            metadata, tessera_UITableViewCell_initStyleDescriptor(), tessera_UITableViewCell_classDescriptor())!
        // A payload-free enum is passed as its tag, which for `CellStyle` is one byte.
        let tag = unsafeBitCast(style, to: UInt8.self)
        let object = withOwnedStringWords(reuseIdentifier) { words in
            tessera_callStyleAndStringInitializer(function, metadata, tag, words)!
        }
        return Unmanaged<UITableViewCell>.fromOpaque(object).takeRetainedValue()
    }

    /// A new header or footer view of `type` made with `init(reuseIdentifier:)`, as UIKit's
    /// `[[cls alloc] initWithReuseIdentifier:]`.
    static func makeHeaderFooterView(
        _ type: UITableViewHeaderFooterView.Type, reuseIdentifier: String?
    ) -> UITableViewHeaderFooterView {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = tessera_lookUpClassMethod(
            metadata, tessera_UITableViewHeaderFooterView_initReuseIdentifierDescriptor(),
            tessera_UITableViewHeaderFooterView_classDescriptor())!
        let object = withOwnedStringWords(reuseIdentifier) { words in
            tessera_callStringInitializer(function, metadata, words)!
        }
        return Unmanaged<UITableViewHeaderFooterView>.fromOpaque(object).takeRetainedValue()
    }

    /// A new view of `type` made with `init(frame:)`, as UIKit's `[[cls alloc] initWithFrame:]`
    /// makes registered supplementary views.
    static func makeView(_ type: UIView.Type, frame: CGRect) -> UIView {
        let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
        let function = tessera_lookUpClassMethod(
            metadata, tessera_UIView_initFrameDescriptor(), tessera_UIView_classDescriptor())!
        let object = tessera_callFrameInitializer(
            function, metadata, frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)!
        return Unmanaged<UIView>.fromOpaque(object).takeRetainedValue()
    }

    /// Calls `body` with the two words of `string`, retained once for the callee: Swift
    /// initialisers take their arguments owned (+1) and release them themselves.
    private static func withOwnedStringWords<Result>(
        _ string: String?, _ body: (UnsafePointer<UInt64>) -> Result
    ) -> Result {
        // String? is two words (Optional uses the String's spare bits); the copy made by
        // `initialize` is the +1 handed over, so the storage is freed without deinitialising.
        assert(MemoryLayout<String?>.size == 2 * MemoryLayout<UInt64>.size)
        let storage = UnsafeMutablePointer<String?>.allocate(capacity: 1)
        storage.initialize(to: string)
        defer { storage.deallocate() }
        return UnsafeRawPointer(storage).withMemoryRebound(to: UInt64.self, capacity: 2) { body($0) }
    }
}

/// A new instance of `type` made with its `init()`, for TesseraUI's
/// `@UIApplicationDelegateAdaptor` (Swift allows `type.init()` only on required initialisers).
@_spi(TesseraUI) @MainActor
public func _makeObject<T: NSObject>(_ type: T.Type) -> T {
    DynamicInitializer.makeObject(type) as! T
}
