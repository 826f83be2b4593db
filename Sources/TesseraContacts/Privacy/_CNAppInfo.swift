import Foundation

/// What TesseraContacts needs from the app's Info.plist: who the app is and why it wants
/// contacts.
///
/// Looked up, first match wins:
/// 1. `Bundle.main`: on Linux, an `Info.plist` beside the executable;
/// 2. the app's SwiftPM resource bundle beside the executable, so that `swift run`
///    works: a folder `<Package>_<Target>.resources` whose target is the executable's
///    name (or `<Executable>_<anything>.resources`), holding `Info.plist` at its top or
///    in a copied `Resources/` folder (SwiftPM refuses a top-level `Info.plist`
///    resource, so `resources: [.copy("Resources")]` with `Resources/Info.plist` is the
///    way to ship one).
struct _CNAppInfo: Sendable, Hashable {
    /// `CFBundleIdentifier`, else the executable's name: the key of remembered answers.
    var identifier: String
    /// `CFBundleDisplayName`, `CFBundleName`, else the executable's name.
    var name: String
    /// `NSContactsUsageDescription`, when it is a non-empty string.
    var usageDescription: String?

    /// The running app's information, read once.
    static let main: _CNAppInfo = {
        let executable = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments.first ?? "app")
        var info = Bundle.main.infoDictionary ?? [:]
        if info["NSContactsUsageDescription"] == nil, let bundled = resourceBundleInfo(besides: executable) {
            info.merge(bundled) { main, _ in main }
        }
        return _CNAppInfo(info: info, executableName: executable.lastPathComponent)
    }()

    init(identifier: String, name: String, usageDescription: String?) {
        self.identifier = identifier
        self.name = name
        self.usageDescription = usageDescription
    }

    init(info: [String: Any], executableName: String) {
        func string(_ key: String) -> String? {
            guard let value = info[key] as? String, !value.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            return value
        }
        identifier = string("CFBundleIdentifier") ?? executableName
        name = string("CFBundleDisplayName") ?? string("CFBundleName") ?? executableName
        usageDescription = string("NSContactsUsageDescription")
    }

    /// The information of the app whose executable is at `executable`: its Info.plist
    /// beside it, else one in its resource bundle.
    static func load(executable: URL) -> _CNAppInfo {
        let folder = executable.deletingLastPathComponent()
        var info = plist(at: folder.appendingPathComponent("Info.plist")) ?? [:]
        if info["NSContactsUsageDescription"] == nil, let bundled = resourceBundleInfo(besides: executable) {
            info.merge(bundled) { main, _ in main }
        }
        return _CNAppInfo(info: info, executableName: executable.lastPathComponent)
    }

    /// The Info.plist of the executable's SwiftPM resource bundle, if there is one.
    static func resourceBundleInfo(besides executable: URL) -> [String: Any]? {
        let folder = executable.deletingLastPathComponent()
        let name = executable.lastPathComponent
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let bundles = entries.sorted().filter { entry in
            entry.hasSuffix(".resources")
                && (entry.hasSuffix("_\(name).resources") || entry.hasPrefix("\(name)_"))
        }
        for bundle in bundles {
            let root = folder.appendingPathComponent(bundle, isDirectory: true)
            for candidate in ["Info.plist", "Resources/Info.plist"] {
                if let info = plist(at: root.appendingPathComponent(candidate)) { return info }
            }
        }
        return nil
    }

    static func plist(at url: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }
}
