extension ForEach: _LazyRowSource where Content: View {
    var _lazyCount: Int { data.count }

    func _lazyKey(at index: Int) -> AnyHashable {
        AnyHashable(identifier(data[data.index(data.startIndex, offsetBy: index)]))
    }

    func _lazyView(at index: Int) -> any View {
        content(data[data.index(data.startIndex, offsetBy: index)])
    }
}
