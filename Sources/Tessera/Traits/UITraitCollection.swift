import Foundation
import Synchronization

/// The appearance a colour resolves against: light or dark.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// The traits of an interface environment: here, its light or dark appearance.
///
/// Tessera's screen starts in light mode, as iOS does; set `TESSERA_APPEARANCE=dark` in the
/// environment to start in dark mode.
open class UITraitCollection: NSObject, @unchecked Sendable {
    /// Light or dark appearance.
    public let userInterfaceStyle: UIUserInterfaceStyle

    public override init() {
        userInterfaceStyle = .unspecified
        super.init()
    }

    public init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.userInterfaceStyle = userInterfaceStyle
        super.init()
    }

    private static let currentStorage = Mutex<UITraitCollection>(
        UITraitCollection(userInterfaceStyle: UITraitCollection.environmentStyle))

    /// The traits dynamic colours resolve against when no other collection is given.
    public class var current: UITraitCollection {
        get { currentStorage.withLock { $0 } }
        set { currentStorage.withLock { $0 = newValue } }
    }

    /// The style the environment asks for: `TESSERA_APPEARANCE=dark` or light.
    private static var environmentStyle: UIUserInterfaceStyle {
        ProcessInfo.processInfo.environment["TESSERA_APPEARANCE"]?.lowercased() == "dark" ? .dark : .light
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITraitCollection)?.userInterfaceStyle == userInterfaceStyle
    }

    open override var hash: Int { userInterfaceStyle.rawValue }
}
