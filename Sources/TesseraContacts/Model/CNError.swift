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
        case communicationError = 1
        case dataAccessError = 2
        case authorizationDenied = 100
        case noAccessableWritableContainers = 101
        case unauthorizedKeys = 102
        case featureDisabledByUser = 103
        case featureNotAvailable = 104
        case recordDoesNotExist = 200
        case insertedRecordAlreadyExists = 201
        case containmentCycle = 202
        case containmentScope = 203
        case parentRecordDoesNotExist = 204
        case recordIdentifierInvalid = 205
        case recordNotWritable = 206
        case parentContainerNotWritable = 207
        case validationMultipleErrors = 300
        case validationTypeMismatch = 301
        case validationConfigurationError = 302
        case predicateInvalid = 400
        case policyViolation = 500
        case clientIdentifierInvalid = 600
        case clientIdentifierDoesNotExist = 601
        case clientIdentifierCollision = 602
        case changeHistoryExpired = 603
        case changeHistoryInvalidAnchor = 604
        case changeHistoryInvalidFetchRequest = 605
        case vCardMalformed = 700
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

    public static var errorDomain: String { CNErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] { userInfo }

    public static func == (lhs: CNError, rhs: CNError) -> Bool { lhs.code == rhs.code }
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    public static var vCardMalformed: Code { .vCardMalformed }
    public static var recordDoesNotExist: Code { .recordDoesNotExist }
    public static var insertedRecordAlreadyExists: Code { .insertedRecordAlreadyExists }
    public static var dataAccessError: Code { .dataAccessError }
    public static var predicateInvalid: Code { .predicateInvalid }
}
