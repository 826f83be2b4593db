import Foundation

extension CNContact {
    /// Creates a complete contact from a vCard.
    ///
    /// Mapped: `N`, `FN` (as the given name when there is no `N`), `NICKNAME`, `ORG`,
    /// `TITLE`, `NOTE`, `BDAY`, `ANNIVERSARY`, `TEL`, `EMAIL`, `ADR`, `URL`, `PHOTO`,
    /// `UID` (as ``identifier``; a new one when missing), `KIND:org` and Apple's
    /// `X-ABShowAs:COMPANY`, `X-ABLabel`, `X-ABADR`, `X-ABDATE`, `X-MAIDENNAME` and
    /// `X-PHONETIC-*`. Labels come from an Apple `X-ABLabel` in the same group, else
    /// from the `TYPE` parameters (`CELL` → ``CNLabelPhoneNumberMobile``). Every other
    /// property is kept and written back by ``VCard/init(contact:version:)``.
    ///
    /// - Parameter vCard: A parsed card.
    public convenience init(vCard: VCard) {
        self.init(_storage: _VCardToContact.storage(from: vCard))
    }
}
