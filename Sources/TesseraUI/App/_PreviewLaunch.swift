import Foundation

/// Shows a `PreviewProvider`'s previews instead of an app's scene:
///
///     TESSERA_PREVIEW=ContentView_Previews swift run contacts-app            # live, in the terminal
///     TESSERA_PREVIEW=ContentView_Previews swift run contacts-app > a.txt    # one frame, as text
///     TESSERA_PREVIEW=ContentView_Previews TESSERA_OUTPUT=svg TESSERA_SIZE=60x20 swift run contacts-app > a.svg
///
/// The name is the provider's type, in the app's module or qualified (`Module.Type`). The
/// previews run in the app's window exactly as its scene would (so everything a terminal app
/// does — one frame when standard output is not a terminal, `TESSERA_OUTPUT`, `TESSERA_SIZE` —
/// applies), with the app's `@main` type still made but its scene not shown.
@MainActor
enum _PreviewLaunch {
    /// The environment variable that names the preview provider.
    static let variable = "TESSERA_PREVIEW"

    /// The previews to show for `App`, when `TESSERA_PREVIEW` asks for some; stops the process
    /// with a message when it names no preview provider.
    static func requestedPreviews<Launched: App>(for app: Launched.Type) -> AnyView? {
        guard let name = ProcessInfo.processInfo.environment[variable], !name.isEmpty else { return nil }
        let appModule = _typeName(app, qualified: true).split(separator: ".").first.map(String.init) ?? ""
        let parts = name.split(separator: ".").map(String.init)
        let (module, type) = parts.count == 2 ? (parts[0], parts[1]) : (appModule, name)
        // The runtime finds a struct or an enum by its mangled name only (a class also by
        // `Module.Name`): `<length>Module<length>Name` and the kind.
        let mangled = "\(module.utf8.count)\(module)\(type.utf8.count)\(type)"
        for candidate in [mangled + "V", mangled + "O", mangled + "C"] {
            if let provider = _typeByName(candidate) as? any PreviewProvider.Type { return previews(of: provider) }
        }
        FileHandle.standardError.write(Data("\(variable)=\(name): no PreviewProvider of that name in \(module).\n".utf8))
        exit(64)
    }

    private static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> AnyView {
        AnyView(Provider.previews)
    }
}
