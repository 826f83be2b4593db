import Foundation

/// Everything the authorization decision depends on, gathered in one value so that tests
/// can replace it.
///
/// The running process's context is ``process``: the app's Info.plist (see
/// `Bundle.main`), the `TESSERA_CONTACTS_AUTHORIZATION` variable, the answers file in
/// the user's config folder and a prompt on `/dev/tty`. A test installs its own for the
/// current task:
///
///     var context = CNAuthorizationContext.process
///     context.answersURL = temporaryFolder.appendingPathComponent("privacy.json")
///     context.prompt = { _ in true }
///     try await CNAuthorizationContext.$current.withValue(context) {
///         #expect(try await CNContactStore().requestAccess(for: .contacts))
///     }
@_spi(Testing) public struct CNAuthorizationContext: Sendable {
    /// The key answers are remembered under: the app's `CFBundleIdentifier`, else its
    /// executable's name.
    public var appIdentifier: String
    /// The name the prompt shows.
    public var appName: String
    /// The app's `NSContactsUsageDescription`; `nil` when the Info.plist lacks it.
    public var usageDescription: String?
    /// The value of `TESSERA_CONTACTS_AUTHORIZATION`, which overrides everything:
    /// `authorized` or `denied` (and Apple's other case names).
    public var environmentDecision: String?
    /// The file the person's answers are remembered in.
    public var answersURL: URL
    /// Asks the person; returns `nil` when nobody could be asked.
    public var prompt: @Sendable (CNAuthorizationPrompt) -> Bool?

    /// Creates a context.
    public init(
        appIdentifier: String, appName: String, usageDescription: String?, environmentDecision: String?,
        answersURL: URL, prompt: @escaping @Sendable (CNAuthorizationPrompt) -> Bool?
    ) {
        self.appIdentifier = appIdentifier
        self.appName = appName
        self.usageDescription = usageDescription
        self.environmentDecision = environmentDecision
        self.answersURL = answersURL
        self.prompt = prompt
    }

    /// The context of the running process.
    public static var process: CNAuthorizationContext {
        let app = _CNAppInfo.main
        let environment = ProcessInfo.processInfo.environment
        return CNAuthorizationContext(
            appIdentifier: app.identifier, appName: app.name, usageDescription: app.usageDescription,
            environmentDecision: environment["TESSERA_CONTACTS_AUTHORIZATION"],
            answersURL: answersURL(environment: environment, home: FileManager.default.homeDirectoryForCurrentUser),
            prompt: { _CNTerminalPrompt.ask($0) })
    }

    /// The context of the current task: ``current`` when a test set one, else ``process``.
    static var resolved: CNAuthorizationContext { current ?? process }

    /// A context installed for the current task; `nil` uses ``process``.
    @TaskLocal public static var current: CNAuthorizationContext?

    /// `$XDG_CONFIG_HOME/tessera/privacy.json`, or `~/.config/tessera/privacy.json` when the
    /// variable is unset or not an absolute path.
    static func answersURL(environment: [String: String], home: URL) -> URL {
        let config: URL
        if let value = environment["XDG_CONFIG_HOME"], value.hasPrefix("/") {
            config = URL(fileURLWithPath: value, isDirectory: true)
        } else {
            config = home.appendingPathComponent(".config", isDirectory: true)
        }
        return config.appendingPathComponent("tessera/privacy.json")
    }
}
