import Foundation
import TesseraContacts

extension LaunchOptions {
    /// The contact store the list reads, for these options.
    ///
    /// - Parameters:
    ///   - environment: The process environment (CardDAV credentials, cache folder).
    ///   - askPassword: Asks for a CardDAV password when the environment has none.
    public func makeStore(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        askPassword: (_ username: String) -> String? = PasswordPrompt.ask(username:)
    ) -> CNContactStore {
        switch source {
        case .automatic: CNContactStore()
        case .vcf(let file): CNContactStore(source: .vcf(file))
        case .vdir(let folder): CNContactStore(directoryURL: folder)
        case .carddav(let server):
            CNContactStore(source: .carddav(
                CardDAVCredentials(url: server, environment: environment, askPassword: askPassword)
                    .account(for: server, environment: environment)))
        case .generated(let count): GeneratedContactStore(count: count)
        }
    }
}
