extension VCardParameter {
    /// Creates a parameter whose name is known to be upper-case already.
    init(_upperName name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

extension VCardProperty {
    /// Creates a property whose name is known to be upper-case already.
    init(_upperName name: String, group: String?, parameters: [VCardParameter], value: String) {
        self.group = group
        self.name = name
        self.parameters = parameters
        self.value = value
    }
}
