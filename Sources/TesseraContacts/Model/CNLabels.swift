// Standard labels of `CNLabeledValue`. The values are Apple's own, so they match the
// `X-ABLabel` values found in vCards exported by Apple's Contacts.

/// The label for a home value.
public let CNLabelHome = "_$!<Home>!$_"
/// The label for a work value.
public let CNLabelWork = "_$!<Work>!$_"
/// The label for a school value.
public let CNLabelSchool = "_$!<School>!$_"
/// The label for another value.
public let CNLabelOther = "_$!<Other>!$_"
/// The label for an iCloud email address.
public let CNLabelEmailiCloud = "iCloud"
/// The label for a home page URL.
public let CNLabelURLAddressHomePage = "_$!<HomePage>!$_"
/// The label for an anniversary date.
public let CNLabelDateAnniversary = "_$!<Anniversary>!$_"
/// The label for a mobile phone number.
public let CNLabelPhoneNumberMobile = "_$!<Mobile>!$_"
/// The label for an iPhone number.
public let CNLabelPhoneNumberiPhone = "iPhone"
/// The label for an Apple Watch number.
public let CNLabelPhoneNumberAppleWatch = "AppleWatch"
/// The label for a main phone number.
public let CNLabelPhoneNumberMain = "_$!<Main>!$_"
/// The label for a home fax number.
public let CNLabelPhoneNumberHomeFax = "_$!<HomeFAX>!$_"
/// The label for a work fax number.
public let CNLabelPhoneNumberWorkFax = "_$!<WorkFAX>!$_"
/// The label for another fax number.
public let CNLabelPhoneNumberOtherFax = "_$!<OtherFAX>!$_"
/// The label for a pager number.
public let CNLabelPhoneNumberPager = "_$!<Pager>!$_"

/// The label for a father relation.
public let CNLabelContactRelationFather = "_$!<Father>!$_"
/// The label for a mother relation.
public let CNLabelContactRelationMother = "_$!<Mother>!$_"
/// The label for a parent relation.
public let CNLabelContactRelationParent = "_$!<Parent>!$_"
/// The label for a brother relation.
public let CNLabelContactRelationBrother = "_$!<Brother>!$_"
/// The label for a sister relation.
public let CNLabelContactRelationSister = "_$!<Sister>!$_"
/// The label for a child relation.
public let CNLabelContactRelationChild = "_$!<Child>!$_"
/// The label for a friend relation.
public let CNLabelContactRelationFriend = "_$!<Friend>!$_"
/// The label for a spouse relation.
public let CNLabelContactRelationSpouse = "_$!<Spouse>!$_"
/// The label for a partner relation.
public let CNLabelContactRelationPartner = "_$!<Partner>!$_"
/// The label for a assistant relation.
public let CNLabelContactRelationAssistant = "_$!<Assistant>!$_"
/// The label for a manager relation.
public let CNLabelContactRelationManager = "_$!<Manager>!$_"

/// The English names `CNLabeledValue.localizedString(forLabel:)` gives the standard labels.
let _localizedLabels: [String: String] = [
    CNLabelHome: "home", CNLabelWork: "work", CNLabelSchool: "school", CNLabelOther: "other",
    CNLabelEmailiCloud: "iCloud", CNLabelURLAddressHomePage: "homepage", CNLabelDateAnniversary: "anniversary",
    CNLabelPhoneNumberMobile: "mobile", CNLabelPhoneNumberiPhone: "iPhone", CNLabelPhoneNumberAppleWatch: "Apple Watch",
    CNLabelPhoneNumberMain: "main", CNLabelPhoneNumberHomeFax: "home fax", CNLabelPhoneNumberWorkFax: "work fax",
    CNLabelPhoneNumberOtherFax: "other fax", CNLabelPhoneNumberPager: "pager",
    CNLabelContactRelationFather: "father",
    CNLabelContactRelationMother: "mother",
    CNLabelContactRelationParent: "parent",
    CNLabelContactRelationBrother: "brother",
    CNLabelContactRelationSister: "sister",
    CNLabelContactRelationChild: "child",
    CNLabelContactRelationFriend: "friend",
    CNLabelContactRelationSpouse: "spouse",
    CNLabelContactRelationPartner: "partner",
    CNLabelContactRelationAssistant: "assistant",
    CNLabelContactRelationManager: "manager",
]
