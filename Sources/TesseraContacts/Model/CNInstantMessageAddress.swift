import Foundation

/// The AIM instant message service.
public let CNInstantMessageServiceAIM = "AIM"
/// The Facebook Messenger service.
public let CNInstantMessageServiceFacebook = "Facebook"
/// The Gadu-Gadu service.
public let CNInstantMessageServiceGaduGadu = "GaduGadu"
/// The Google Talk service.
public let CNInstantMessageServiceGoogleTalk = "GoogleTalk"
/// The ICQ service.
public let CNInstantMessageServiceICQ = "ICQ"
/// The Jabber (XMPP) service.
public let CNInstantMessageServiceJabber = "Jabber"
/// The MSN Messenger service.
public let CNInstantMessageServiceMSN = "MSN"
/// The QQ service.
public let CNInstantMessageServiceQQ = "QQ"
/// The Skype service.
public let CNInstantMessageServiceSkype = "Skype"
/// The Yahoo Messenger service.
public let CNInstantMessageServiceYahoo = "Yahoo"

/// An immutable instant messaging address of a contact.
///
/// Read from vCard `IMPP` (`IMPP;X-SERVICE-TYPE=Skype:skype:johnny`) and the older
/// `X-AIM`, `X-JABBER`, `X-SKYPE`… properties; written as `IMPP`.
open class CNInstantMessageAddress: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The user name on the service.
    public let username: String
    /// The service, such as ``CNInstantMessageServiceSkype``.
    public let service: String

    /// Creates an address.
    public init(username: String, service: String) {
        self.username = username
        self.service = service
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        guard let username = coder.decodeObject(of: NSString.self, forKey: "username"),
            let service = coder.decodeObject(of: NSString.self, forKey: "service")
        else { return nil }
        self.username = String(describing: username)
        self.service = String(describing: service)
        super.init()
    }

    public func encode(with coder: NSCoder) {
        coder.encode(NSString(string: username), forKey: "username")
        coder.encode(NSString(string: service), forKey: "service")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNInstantMessageAddress else { return false }
        return other.username == username && other.service == service
    }

    open override var hash: Int { username.hashValue }

    open override var description: String { "<CNInstantMessageAddress: service=\(service), username=\(username)>" }
}
