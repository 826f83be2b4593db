import Dispatch
import TesseraContacts
import TesseraUI

/// The SwiftUI screen's controller: a hosting controller for ``ContactsView`` that reads the
/// contacts as the list and the grid do (``ContactsScreen``).
final class SwiftUIContactsController: UIHostingController<ContactsView>, ContactsScreen {
    let store: CNContactStore
    let imageDecodingQueue = DispatchQueue(label: "Contact images", qos: .userInitiated, attributes: .concurrent)
    let writesAddressBook: Bool
    let model: ContactsModel

    init(store: CNContactStore, writesAddressBook: Bool) {
        self.store = store
        self.writesAddressBook = writesAddressBook
        let model = ContactsModel()
        self.model = model
        super.init(rootView: ContactsView(model: model))
        model.deleteFromStore = { [unowned self] contact in deleteFromAddressBook(contact) }
    }

    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        requestContacts()
    }

    func show(_ contacts: [Contact]) {
        model.contacts = contacts
    }

    func show(_ error: any Error) {
        model.message = messageLabel(for: error).text
    }
}
