/// One option of an inline picker: a button showing the option, checked when it is the
/// selection, that selects it.
///
/// Outside a list an inline picker stacks these rows; in a `List` each is a row of the
/// list, as SwiftUI shows an inline picker in a form.
struct _InlinePickerRow: View {
    let option: AnyView
    let isSelected: Bool
    let select: () -> Void

    var body: some View {
        Button(action: select) {
            HStack(spacing: 0) {
                option.layoutPriority(1)
                Spacer(minLength: 0)
                if isSelected {
                    Image(systemName: "checkmark").foregroundStyle(Color.accentColor)
                }
            }
            .foregroundStyle(Color.primary)
        }
    }
}

/// An inline picker's options outside a list: its rows, stacked.
struct _InlinePickerRows: View {
    let titles: [String]
    let selected: Int?
    let select: (Int) -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(titles.indices, id: \.self) { index in
                _InlinePickerRow(option: AnyView(Text(verbatim: titles[index])), isSelected: index == selected) { select(index) }
            }
        }
    }
}
