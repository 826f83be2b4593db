/// A button read from a view's value without building it: what UIKit's swipe actions, menus
/// and toolbars need of SwiftUI's buttons (their title, role and action).
@MainActor
struct _ButtonDescription {
    var title: String?
    /// The symbol of the label's image, if it has one.
    var systemImage: String?
    var isDestructive: Bool
    var action: () -> Void

    /// The buttons in `view`, in order: through tuples, groups, conditionals, `ForEach` and
    /// modifiers.
    static func buttons(in view: any View) -> [_ButtonDescription] {
        if let button = view as? any _ButtonValue { return [button._description] }
        if let tuple = view as? any _TupleValue { return tuple._views.flatMap(buttons(in:)) }
        if let content = view as? any _ListContent {
            var builder = _ListBuilder()
            content._collect(into: &builder, path: _ListPath())
            let model = builder.finish()
            return model.sections.flatMap { section in
                (0..<section.count).flatMap { buttons(in: section.view(at: $0)) }
            }
        }
        if let modified = view as? any _ModifiedValue { return buttons(in: modified._content) }
        return []
    }
}

@MainActor
protocol _ButtonValue {
    var _description: _ButtonDescription { get }
}

extension Button: _ButtonValue {
    var _description: _ButtonDescription {
        _ButtonDescription(
            title: _firstText(in: label), systemImage: _firstSymbol(in: label), isDestructive: role?.isDestructive == true, action: action)
    }
}

@MainActor
protocol _TupleValue {
    var _views: [any View] { get }
}

extension TupleView: _TupleValue {
    var _views: [any View] { elements }
}

@MainActor
protocol _ModifiedValue {
    var _content: any View { get }
}

extension ModifiedContent: _ModifiedValue where Content: View, Modifier: ViewModifier {
    var _content: any View { content }
}

/// The first text in a view's value (a label's title), without building it.
@MainActor
func _firstText(in view: any View) -> String? {
    if let text = view as? Text { return text._plainText }
    if let label = view as? any _LabelValue { return _firstText(in: label._title) }
    if let tuple = view as? any _TupleValue { return tuple._views.lazy.compactMap(_firstText(in:)).first }
    if let modified = view as? any _ModifiedValue { return _firstText(in: modified._content) }
    return nil
}

/// The symbol name of the first system image in a view's value (a label's icon).
@MainActor
func _firstSymbol(in view: any View) -> String? {
    if let image = view as? Image { return image._systemName }
    if let label = view as? any _LabelValue { return _firstSymbol(in: label._icon) }
    if let tuple = view as? any _TupleValue { return tuple._views.lazy.compactMap(_firstSymbol(in:)).first }
    if let modified = view as? any _ModifiedValue { return _firstSymbol(in: modified._content) }
    return nil
}

@MainActor
protocol _LabelValue {
    var _title: any View { get }
    var _icon: any View { get }
}

extension Label: _LabelValue {
    var _title: any View { title }
    var _icon: any View { icon }
}
