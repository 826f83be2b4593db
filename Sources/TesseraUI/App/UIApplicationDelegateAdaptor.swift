@_spi(TesseraUI) import Tessera

/// A property wrapper type that you use to create a UIKit app delegate.
///
/// Declare it once, in the `App`: the delegate is made with its `init()` when the app value is
/// created, before launch, and receives the application's calls (`didFinishLaunchingWithOptions`,
/// becoming active, entering the background, terminating, memory warnings) from the app
/// delegate TesseraUI launches with.
@propertyWrapper
@MainActor @preconcurrency
public struct UIApplicationDelegateAdaptor<DelegateType: NSObject & UIApplicationDelegate> {
    /// The underlying app delegate.
    public let wrappedValue: DelegateType

    /// Creates a UIKit app delegate adaptor.
    public init(_ delegateType: DelegateType.Type = DelegateType.self) {
        let delegate = _makeObject(delegateType)
        wrappedValue = delegate
        _AppLaunch.adaptedDelegate = delegate
    }
}
