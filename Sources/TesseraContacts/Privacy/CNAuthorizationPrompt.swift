/// What the person is asked the first time an app requests access to contacts.
///
/// The default prompt writes ``message`` to the controlling terminal (`/dev/tty`) and
/// reads a `y`/`n` line from it; tests inject their own answer through
/// `CNAuthorizationContext/prompt`.
@_spi(Testing) public struct CNAuthorizationPrompt: Sendable, Hashable {
    /// The app's display name: `CFBundleDisplayName`, `CFBundleName` or the executable's name.
    public var appName: String
    /// The app's `NSContactsUsageDescription`.
    public var usageDescription: String

    /// Creates a prompt.
    public init(appName: String, usageDescription: String) {
        self.appName = appName
        self.usageDescription = usageDescription
    }

    /// The text shown, in the words of iOS's alert.
    public var message: String {
        "\u{201C}\(appName)\u{201D} Would Like to Access Your Contacts\n\(usageDescription)\n"
    }
}
