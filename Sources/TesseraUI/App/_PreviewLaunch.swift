import Foundation

/// Shows a preview instead of an app's scene: a `#Preview` by its name, or a
/// `PreviewProvider`'s previews by its type's name.
///
///     TESSERA_PREVIEW=Chris swift run contacts-app                           # live, in the terminal
///     TESSERA_PREVIEW=ContentView_Previews swift run contacts-app > a.txt    # one frame, as text
///     TESSERA_PREVIEW=ContentView.swift:40 TESSERA_OUTPUT=svg TESSERA_SIZE=60x20 swift run contacts-app > a.svg
///     TESSERA_PREVIEW=list swift run contacts-app                            # the app's #Previews
///
/// A `#Preview` is asked for by its name, or by where it is declared (`File.swift:line`, which
/// is also the name of an unnamed one); the first in file and line order wins. A provider is
/// asked for by its type, in the app's module or qualified (`Module.Type`). The previews run
/// in the app's window exactly as its scene would (so everything a terminal app does — one
/// frame when standard output is not a terminal, `TESSERA_OUTPUT`, `TESSERA_SIZE` — applies),
/// with the app's `@main` type still made but its scene not shown.
@MainActor
enum _PreviewLaunch {
    /// The environment variable that names the preview.
    static let variable = "TESSERA_PREVIEW"
    /// The value of `TESSERA_PREVIEW` that lists the `#Preview`s instead of showing one.
    static let listRequest = "list"

    /// The previews to show for `App`, when `TESSERA_PREVIEW` asks for some; lists the
    /// `#Preview`s and exits for `list`, and stops the process with a message listing them
    /// when the name matches none and no preview provider.
    static func requestedPreviews<Launched: App>(for app: Launched.Type) -> AnyView? {
        guard let name = ProcessInfo.processInfo.environment[variable], !name.isEmpty else { return nil }
        if name == listRequest {
            FileHandle.standardOutput.write(Data(listing.utf8))
            exit(0)
        }
        if let preview = _PreviewRegistry.preview(named: name) { return preview.preview.content }
        let appModule = _typeName(app, qualified: true).split(separator: ".").first.map(String.init) ?? ""
        if let provider = previewProvider(named: name, appModule: appModule) { return previews(of: provider) }
        let message = "\(variable)=\(name): no #Preview of that name and no PreviewProvider of that name in \(appModule).\n"
        FileHandle.standardError.write(Data((message + listing).utf8))
        exit(64)
    }

    /// The `#Preview`s of the program, one a line: the name, and where it is declared.
    static var listing: String {
        let previews = _PreviewRegistry.previews
        guard !previews.isEmpty else { return "No #Preview in this program.\n" }
        return "#Preview names:\n" + previews.map { "  \($0.name)  (\($0.fileID):\($0.line))\n" }.joined()
    }

    /// The preview provider type `name` names: `Type` in the app's module, or `Module.Type`.
    private static func previewProvider(named name: String, appModule: String) -> (any PreviewProvider.Type)? {
        let parts = name.split(separator: ".").map(String.init)
        let (module, type) = parts.count == 2 ? (parts[0], parts[1]) : (appModule, name)
        // The runtime finds a struct or an enum by its mangled name only (a class also by
        // `Module.Name`): `<length>Module<length>Name` and the kind.
        let mangled = "\(module.utf8.count)\(module)\(type.utf8.count)\(type)"
        for candidate in [mangled + "V", mangled + "O", mangled + "C"] {
            if let provider = _typeByName(candidate) as? any PreviewProvider.Type { return provider }
        }
        return nil
    }

    private static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> AnyView {
        AnyView(Provider.previews)
    }
}
