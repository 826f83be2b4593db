/// A view that contributes sections and rows to a list by its structure, without its rows
/// being built: tuples, groups, conditionals, `ForEach`, `Section` and the modifiers around
/// them. Any other view is one row.
///
/// A `ForEach` whose content is one view per element (its static type says so) gives its
/// rows lazily; one whose content may be several views, or sections, is read element by
/// element.
@MainActor
protocol _ListContent {
    /// Adds the view's rows (and sections) to `builder`; `path` is the view's structural
    /// identity within the list.
    func _collect(into builder: inout _ListBuilder, path: _ListPath)
    /// Whether every value of this type is exactly one row.
    static var _isSingleRow: Bool { get }
}

/// A row's or section's structural identity within a list: the path of positions and
/// `ForEach` identifiers leading to it.
struct _ListPath: Hashable {
    var components: [AnyHashable] = []

    func appending(_ component: some Hashable) -> _ListPath {
        _ListPath(components: components + [AnyHashable(component)])
    }
}

/// Collects a list's content into sections. Rows outside any section form implicit
/// sections, one for each run of them between sections.
@MainActor
struct _ListBuilder {
    private(set) var model = _ListModel()
    /// Which disclosure groups and outline rows are expanded (the list's).
    var expansion: _ListExpansion?
    /// The depth of the disclosure group being read.
    var outlineLevel = 0
    /// The environment the content is read in (the list's, with the environment modifiers
    /// around the content being read): what decides how a picker contributes its rows.
    var environment = EnvironmentValues()
    private var openSection: _ListModel.Section?
    private var isInExplicitSection = false

    /// Adds the rows and sections of `view`.
    mutating func collect(_ view: any View, path: _ListPath) {
        if let content = view as? any _ListContent {
            content._collect(into: &self, path: path)
        } else {
            append(.row(id: AnyHashable(path), view: view), path: path)
        }
    }

    mutating func append(_ segment: _ListModel.Segment, path: _ListPath) {
        if openSection == nil { openSection = _ListModel.Section(id: AnyHashable(path)) }
        openSection!.append(segment)
    }

    /// Adds a section with `header` and `footer` whose rows `content` collects.
    mutating func section(id: _ListPath, header: (any View)?, footer: (any View)?, content: (inout _ListBuilder) -> Void) {
        // A section in a section is a group of rows, as in SwiftUI.
        guard !isInExplicitSection else {
            content(&self)
            return
        }
        closeSection()
        isInExplicitSection = true
        openSection = _ListModel.Section(id: AnyHashable(id), header: header, footer: footer)
        content(&self)
        closeSection()
        isInExplicitSection = false
    }

    private mutating func closeSection() {
        if let openSection { model.sections.append(openSection) }
        openSection = nil
    }

    /// The collected model.
    mutating func finish() -> _ListModel {
        closeSection()
        return model
    }
}

/// Whether a view of type `type` is always exactly one list row.
@MainActor
func _isSingleListRow(_ type: Any.Type) -> Bool {
    (type as? any _ListContent.Type)?._isSingleRow ?? true
}

extension TupleView: _ListContent {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        for (index, view) in elements.enumerated() { builder.collect(view, path: path.appending(index)) }
    }

    static var _isSingleRow: Bool { false }
}

extension Group: _ListContent {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        builder.collect(content, path: path)
    }

    static var _isSingleRow: Bool { _isSingleListRow(Content.self) }
}

extension Optional: _ListContent where Wrapped: View {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        if let self { builder.collect(self, path: path.appending(true)) }
    }

    static var _isSingleRow: Bool { false }
}

extension _ConditionalContent: _ListContent {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        switch storage {
        case .trueContent(let content): builder.collect(content, path: path.appending(true))
        case .falseContent(let content): builder.collect(content, path: path.appending(false))
        }
    }

    static var _isSingleRow: Bool { _isSingleListRow(TrueContent.self) && _isSingleListRow(FalseContent.self) }
}

extension EmptyView: _ListContent {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {}

    static var _isSingleRow: Bool { false }
}

extension AnyView: _ListContent {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        builder.collect(storage, path: path.appending(ObjectIdentifier(type(of: storage))))
    }

    static var _isSingleRow: Bool { false }
}

extension ForEach: _ListContent where Content: View {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        if _isSingleListRow(Content.self) {
            builder.append(.rows(_ForEachRows(self)), path: path)
            return
        }
        // Several views (or sections) per element: each element's content is read now.
        for element in data {
            builder.collect(content(element), path: path.appending(identifier(element)))
        }
    }

    static var _isSingleRow: Bool { false }
}

extension ModifiedContent: _ListContent where Content: View, Modifier: ViewModifier {
    func _collect(into builder: inout _ListBuilder, path: _ListPath) {
        guard !Self._isSingleRow else {
            builder.append(.row(id: AnyHashable(path), view: self), path: path)
            return
        }
        // A modifier on several rows applies to each of them; an edit action goes to the
        // `ForEach` rows it is set on.
        var inner = _ListBuilder()
        inner.expansion = builder.expansion
        inner.outlineLevel = builder.outlineLevel
        inner.environment = builder.environment
        (modifier as? any _EnvironmentWriting)?._write(to: &inner.environment)
        inner.collect(content, path: path)
        let model = inner.finish()
        let modifier = self.modifier
        let wrap: (any View) -> any View = { view in
            func wrapped<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
            return wrapped(view)
        }
        for section in model.sections {
            let add = { (builder: inout _ListBuilder) in
                for segment in section.segments {
                    switch segment {
                    case .row(let id, let view):
                        builder.append(.row(id: id, view: wrap(view)), path: path)
                    case .rows(var source):
                        if let action = modifier as? any _ListEditActionModifier {
                            action._apply(to: &source.editActions)
                        } else {
                            source.wrapRows(wrap)
                        }
                        builder.append(.rows(source), path: path)
                    }
                }
            }
            // A modified `Section` stays a section of its own, titled or not.
            if section.header != nil || section.footer != nil || model.sections.count > 1 || Content.self is any _ExplicitListSection.Type {
                builder.section(
                    id: _ListPath(components: [section.id]), header: section.header, footer: section.footer, content: add)
            } else {
                add(&builder)
            }
        }
    }

    static var _isSingleRow: Bool { _isSingleListRow(Content.self) }
}

/// A modifier that sets an edit action of the `ForEach` rows it is applied to.
@MainActor
protocol _ListEditActionModifier {
    func _apply(to actions: inout _ListEditActions)
}
