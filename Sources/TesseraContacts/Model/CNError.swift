import Foundation

/// The domain of errors of the Contacts framework.
public let CNErrorDomain = "CNErrorDomain"
/// The user-info key of the objects an error is about.
public let CNErrorUserInfoAffectedRecordsKey = "CNAffectedRecords"
/// The user-info key of the identifiers of the objects an error is about.
public let CNErrorUserInfoAffectedRecordIdentifiersKey = "CNAffectedRecordIdentifiers"
/// The user-info key of the underlying validation errors.
public let CNErrorUserInfoValidationErrorsKey = "CNValidationErrors"
/// The user-info key of the key paths an error is about.
public let CNErrorUserInfoKeyPathsKey = "CNKeyPaths"

/// An error of the Contacts framework, with Apple's codes.
///
///     do { _ = try CNContactVCardSerialization.contacts(with: data) }
///     catch let error as CNError where error.code == .vCardMalformed { … }
public struct CNError: CustomNSError, Hashable, @unchecked Sendable {
    /// The error codes, with Apple's raw values.
    public enum Code: Int, Sendable, Hashable {
        /// A transport-level error.
        case communicationError = 1
        /// The address book could not be read or written.
        case dataAccessError = 2
        /// The user denied access to contacts.
        case authorizationDenied = 100
        /// No container can be written to.
        case noAccessableWritableContainers = 101
        /// The app may not fetch some of the requested keys.
        case unauthorizedKeys = 102
        /// The user turned the feature off.
        case featureDisabledByUser = 103
        /// The feature is not available.
        case featureNotAvailable = 104
        /// The contact or container does not exist.
        case recordDoesNotExist = 200
        /// A contact with the same identifier exists.
        case insertedRecordAlreadyExists = 201
        /// A group would contain itself.
        case containmentCycle = 202
        /// The objects are in different containers.
        case containmentScope = 203
        /// The parent record does not exist.
        case parentRecordDoesNotExist = 204
        /// An identifier is malformed.
        case recordIdentifierInvalid = 205
        /// The record cannot be changed.
        case recordNotWritable = 206
        /// The container cannot be changed.
        case parentContainerNotWritable = 207
        /// Several validation errors; see ``CNErrorUserInfoValidationErrorsKey``.
        case validationMultipleErrors = 300
        /// A value has the wrong type.
        case validationTypeMismatch = 301
        /// The validation is misconfigured.
        case validationConfigurationError = 302
        /// The predicate was not made by the Contacts classes, or does not fit the call.
        case predicateInvalid = 400
        /// A policy forbids the change.
        case policyViolation = 500
        /// A client identifier is malformed.
        case clientIdentifierInvalid = 600
        /// A client identifier does not exist.
        case clientIdentifierDoesNotExist = 601
        /// Two records have the same client identifier.
        case clientIdentifierCollision = 602
        /// The change history expired.
        case changeHistoryExpired = 603
        /// A change history anchor is invalid.
        case changeHistoryInvalidAnchor = 604
        /// A change history request is invalid.
        case changeHistoryInvalidFetchRequest = 605
        /// The vCard data is malformed.
        case vCardMalformed = 700
        /// A vCard could not be summarised.
        case vCardSummarizationError = 701
    }

    /// The error code.
    public let code: Code
    /// Further information; ``CNErrorUserInfoAffectedRecordIdentifiersKey`` and the like.
    public let userInfo: [String: Any]

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: The code.
    ///   - userInfo: Further information.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        self.userInfo = userInfo
    }

    /// `CNErrorDomain`.
    public static var errorDomain: String { CNErrorDomain }
    /// The code's raw value, as in `NSError.code`.
    public var errorCode: Int { code.rawValue }
    /// The user info, as in `NSError.userInfo`.
    public var errorUserInfo: [String: Any] { userInfo }

    /// Two errors are equal when their codes are; the user info is not compared.
    public static func == (lhs: CNError, rhs: CNError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    // Shorthands, as Apple's generated error structs have, so that
    // `catch CNError.vCardMalformed` and `error.code == CNError.recordDoesNotExist` read as on Apple platforms.

    /// ``Code-swift.enum/vCardMalformed``.
    public static var vCardMalformed: Code { .vCardMalformed }
    /// ``Code-swift.enum/recordDoesNotExist``.
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
    /// ``Code-swift.enum/insertedRecordAlreadyExists``.
    public static var insertedRecordAlreadyExists: Code { .insertedRecordAlreadyExists }
    /// ``Code-swift.enum/dataAccessError``.
    public static var dataAccessError: Code { .dataAccessError }
    /// ``Code-swift.enum/predicateInvalid``.
    public static var predicateInvalid: Code { .predicateInvalid }
}

extension CNError.Code {
    /// Matches an error against a code, so that `catch CNError.recordDoesNotExist { … }`
    /// works as on Apple platforms.
    public static func ~= (code: CNError.Code, error: any Error) -> Bool {
        (error as? CNError)?.code == code
    }
}
