/// What a modified view whose modifier has a body keeps for its modifier's content placeholder.
final class _ModifierContentBox {
    let modifierType: ObjectIdentifier
    var content: any View

    init(modifierType: ObjectIdentifier, content: any View) {
        self.modifierType = modifierType
        self.content = content
    }
}
