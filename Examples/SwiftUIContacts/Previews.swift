import TesseraPreviews

// The chapter's previews as Xcode 15 and later write them, with the `#Preview` macro, beside
// the book's PreviewProviders in ContentView.swift:
// `TESSERA_PREVIEW="Mock contacts" swift run swiftui-contacts`.

#Preview("Mock contacts") {
    ContentView(contacts: ["Chris", "Andy", "Harry", "Nathan", "Sam"])
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    RowView(name: "Chris")
}
