/// In a list, an inline picker is one row per option, in a section headed by the picker's
/// label (in an explicit `Section`, among its rows), as SwiftUI shows it in a form; every
/// other style is one row.
extension Picker: _ListContent {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        guard builder.environment._pickerStyle == .inline else {
            builder.append(.row(id: AnyHashable(path), view: self), path: path)
            return
        }
        var options = _ListBuilder()
        options.environment = builder.environment
        options.collect(content, path: path)
        let selection = selection
        // Reading the selection here makes the list depend on it: a change re-collects the
        // rows, moving the checkmark.
        let selected = selection.wrappedValue
        builder.section(id: path, header: label, footer: nil) { builder in
            for section in options.finish().sections {
                for row in 0..<section.count {
                    let view = section.view(at: row)
                    let id = section.id(at: row)
                    let tag = _tag(in: view) as? SelectionValue ?? id.base as? SelectionValue
                    let option = _InlinePickerRow(option: AnyView(view), isSelected: tag != nil && tag == selected) {
                        if let tag { selection.wrappedValue = tag }
                    }
                    builder.append(.row(id: AnyHashable(path.appending(id)), view: option), path: path)
                }
            }
        }
    }

    static var _isSingleRow: Bool { false }
}

/// The tag set on a view's value (through other modifiers), without building it.
@MainActor
private func _tag(in view: any View) -> Any? {
    if let tagged = view as? any _TagValue { return tagged._tagValue.base }
    if let modified = view as? any _ModifiedValue { return _tag(in: modified._content) }
    return nil
}
