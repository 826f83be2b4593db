import TesseraUI

/// Hello-Contacts in SwiftUI (`--swiftui`): the list of chapter 1 as the iOS 14 book's
/// SwiftUI chapter writes lists, over the same contacts.
///
/// A `NavigationStack` around a `List` whose `ForEach` can delete (swipe, or the delete
/// control after Edit) and move rows; a tap selects the row and shows the book's selection
/// alert, whose Ok deselects it and whose Details button pushes the contact's page.
struct ContactsView: View {
    @Bindable var model: ContactsModel

    var body: some View {
        NavigationStack(path: $model.path) {
            Group {
                if let message = model.message {
                    Text(message).foregroundColor(.secondary).multilineTextAlignment(.center)
                } else {
                    List(selection: $model.selection) {
                        ForEach(model.contacts) { contact in
                            ContactRow(contact: contact)
                        }
                        .onDelete { model.delete(atOffsets: $0) }
                        .onMove { model.contacts.move(fromOffsets: $0, toOffset: $1) }
                    }
                    .listStyle(.plain)
                }
            }
            .navigationTitle("Contacts")
            .toolbar { EditButton() }
            .navigationDestination(for: String.self) { identifier in
                if let contact = model.contact(identifier) { ContactDetailView(contact: contact) }
            }
            .alert("Contact tapped", isPresented: selectedBinding) {
                Button("Ok", role: .cancel) {}
                // The contact is read as the alert is shown: dismissing it clears the selection.
                let contact = model.selected
                Button("Details") {
                    if let contact { model.path.append(contact.identifier) }
                }
            } message: {
                Text("You tapped \(model.selected?.fullName ?? "")")
            }
        }
    }

    /// Whether the selection alert shows: while a row is selected; dismissing it deselects.
    private var selectedBinding: Binding<Bool> {
        Binding(get: { model.selection != nil }, set: { if !$0 { model.selection = nil } })
    }
}

/// A contact's row: the photo (a placeholder until it is decoded) and the name.
struct ContactRow: View {
    let contact: Contact
    @State private var image: UIImage?

    var body: some View {
        HStack {
            Group {
                if let image {
                    Image(uiImage: image).resizable()
                } else {
                    Color(uiColor: .systemGray5)
                }
            }
            .frame(width: 22, height: 22)
            Text(contact.fullName)
            Spacer()
        }
        .onAppear {
            // A contact without a photo answers at once, with nothing to show.
            contact.fetchImageIfNeeded { if let decoded = $0 { image = decoded } }
        }
    }
}

/// A contact's page: the name, large, under the photo.
struct ContactDetailView: View {
    let contact: Contact
    @State private var image: UIImage?

    var body: some View {
        VStack(spacing: 22) {
            if let image {
                Image(uiImage: image).resizable().frame(width: 66, height: 66)
            }
            Text(contact.fullName).font(.title)
            Text(contact.hasImage ? "Has a photo" : "No photo").foregroundColor(.secondary)
        }
        .navigationTitle(contact.givenName)
        .onAppear { contact.fetchImageIfNeeded { if let decoded = $0 { image = decoded } } }
    }
}
