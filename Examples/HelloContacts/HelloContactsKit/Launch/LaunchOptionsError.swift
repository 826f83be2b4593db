/// A command line `hello-contacts` cannot run with.
public enum LaunchOptionsError: Error, Equatable, CustomStringConvertible {
    /// An option that takes a value came last, or before another option.
    case missingValue(option: String)
    /// An argument that is not an option of `hello-contacts`.
    case unknownOption(String)
    /// `--sample` with something other than a count.
    case invalidCount(String)
    /// `--layout` with something other than `list`, `grid` or `custom`.
    case invalidLayout(String)
    /// `--carddav` with something other than an http(s) URL.
    case invalidURL(String)
    /// More than one of `--vcf`, `--vdir`, `--carddav` and `--sample`.
    case moreThanOneSource
    /// A CardDAV URL carrying a password, which would show in the process list and shell history.
    case passwordInURL
    /// `--write` with `--sample`: generated contacts live in memory only.
    case writeWithGeneratedContacts

    public var description: String {
        switch self {
        case .missingValue(let option): "\(option) needs a value."
        case .unknownOption(let argument): "Unknown option '\(argument)'."
        case .invalidCount(let text): "--sample needs a count of contacts, not '\(text)'."
        case .invalidLayout(let text): "--layout is list, grid or custom, not '\(text)'."
        case .invalidURL(let text): "--carddav needs an http or https URL, not '\(text)'."
        case .moreThanOneSource: "Choose one of --vcf, --vdir, --carddav and --sample."
        case .passwordInURL: "Put the CardDAV password in CARDDAV_PASSWORD (or type it when asked), not in the URL."
        case .writeWithGeneratedContacts: "--write changes an address book; generated contacts have none."
        }
    }
}
