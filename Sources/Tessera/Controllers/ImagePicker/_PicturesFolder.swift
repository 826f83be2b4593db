import Foundation

/// The person's pictures folder and the pictures in it, for the photo library picker.
///
/// The folder is `XDG_PICTURES_DIR` from the environment, else from
/// `$XDG_CONFIG_HOME/user-dirs.dirs` (where desktops write it), else `~/Pictures`. The pictures
/// are the JPEG and PNG files directly in it (the formats Tessera decodes), by name.
struct _PicturesFolder {
    /// The file extensions shown, lowercased.
    static let extensions: Set<String> = ["jpg", "jpeg", "png"]

    let url: URL

    /// The folder the environment names.
    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let home = environment["HOME"] ?? NSHomeDirectory()
        func expand(_ value: String) -> String {
            var value = value.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            if value.hasPrefix("$HOME") { value = home + value.dropFirst("$HOME".count) }
            if value.hasPrefix("~") { value = home + value.dropFirst() }
            return value
        }
        if let value = environment["XDG_PICTURES_DIR"], !value.isEmpty {
            url = URL(fileURLWithPath: expand(value), isDirectory: true)
            return
        }
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        if let text = try? String(contentsOfFile: configHome + "/user-dirs.dirs", encoding: .utf8) {
            for line in text.split(separator: "\n") where line.hasPrefix("XDG_PICTURES_DIR=") {
                url = URL(fileURLWithPath: expand(String(line.dropFirst("XDG_PICTURES_DIR=".count))), isDirectory: true)
                return
            }
        }
        url = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent("Pictures", isDirectory: true)
    }

    /// The pictures in the folder, by name; none when it does not exist.
    func pictures() -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && Self.extensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { url.appendingPathComponent($0) }
    }

    /// The folder as the person would write it: `~/Pictures` under the home folder.
    var displayPath: String {
        let home = NSHomeDirectory()
        return url.path.hasPrefix(home + "/") ? "~" + url.path.dropFirst(home.count) : url.path
    }
}
