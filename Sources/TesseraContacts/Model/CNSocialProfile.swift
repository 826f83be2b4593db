import Foundation

/// The Twitter service of a social profile.
public let CNSocialProfileServiceTwitter = "Twitter"
/// The Facebook service of a social profile.
public let CNSocialProfileServiceFacebook = "Facebook"
/// The LinkedIn service of a social profile.
public let CNSocialProfileServiceLinkedIn = "LinkedIn"
/// The Flickr service of a social profile.
public let CNSocialProfileServiceFlickr = "Flickr"
/// The Myspace service of a social profile.
public let CNSocialProfileServiceMySpace = "MySpace"
/// The Sina Weibo service of a social profile.
public let CNSocialProfileServiceSinaWeibo = "SinaWeibo"
/// The Tencent Weibo service of a social profile.
public let CNSocialProfileServiceTencentWeibo = "TencentWeibo"
/// The Yelp service of a social profile.
public let CNSocialProfileServiceYelp = "Yelp"
/// The Game Center service of a social profile.
public let CNSocialProfileServiceGameCenter = "GameCenter"

/// An immutable social network profile of a contact.
///
/// Apple's Contacts writes it to vCards as
/// `X-SOCIALPROFILE;type=twitter;x-user=johnny:https://twitter.com/johnny`.
open class CNSocialProfile: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    /// The profile's URL.
    public let urlString: String
    /// The user name on the service.
    public let username: String
    /// The service's identifier of the user.
    public let userIdentifier: String
    /// The service, such as ``CNSocialProfileServiceTwitter``.
    public let service: String

    /// Creates a profile; `nil` arguments are stored as empty strings.
    public init(urlString: String?, username: String?, userIdentifier: String?, service: String?) {
        self.urlString = urlString ?? ""
        self.username = username ?? ""
        self.userIdentifier = userIdentifier ?? ""
        self.service = service ?? ""
        super.init()
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }

    public static var supportsSecureCoding: Bool { true }

    public required init?(coder: NSCoder) {
        func string(_ key: String) -> String {
            coder.decodeObject(of: NSString.self, forKey: key).map { String(describing: $0) } ?? ""
        }
        urlString = string("urlString")
        username = string("username")
        userIdentifier = string("userIdentifier")
        service = string("service")
        super.init()
    }

    public func encode(with coder: NSCoder) {
        coder.encode(NSString(string: urlString), forKey: "urlString")
        coder.encode(NSString(string: username), forKey: "username")
        coder.encode(NSString(string: userIdentifier), forKey: "userIdentifier")
        coder.encode(NSString(string: service), forKey: "service")
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CNSocialProfile else { return false }
        return other.urlString == urlString && other.username == username
            && other.userIdentifier == userIdentifier && other.service == service
    }

    open override var hash: Int { urlString.hashValue ^ username.hashValue }

    open override var description: String {
        "<CNSocialProfile: service=\(service), username=\(username), urlString=\(urlString)>"
    }
}
