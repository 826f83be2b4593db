/// View content that shows one of two possible children: an `if`/`else` or a `switch` in a
/// ``ViewBuilder``. The branch is part of the identity: switching branches ends the state of
/// what the other branch showed.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
    }

}

extension _ConditionalContent: View {
    public var body: Never { _primitiveBody() }
}

extension _ConditionalContent: _PrimitiveView {
    func _update(_ node: _ViewNode) {
        switch storage {
        case .trueContent(let content): node.updateChild(key: .branch(true), view: content)
        case .falseContent(let content): node.updateChild(key: .branch(false), view: content)
        }
    }
}
