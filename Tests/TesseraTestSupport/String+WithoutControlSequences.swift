extension String {
    /// The text without terminal control sequences (CSI and OSC), as a person reads it.
    public var withoutControlSequences: String {
        var result = ""
        var iterator = unicodeScalars.makeIterator()
        while let scalar = iterator.next() {
            guard scalar == "\u{1B}" else {
                if scalar.value >= 0x20 || scalar == "\n" { result.unicodeScalars.append(scalar) }
                continue
            }
            switch iterator.next() {
            case "[":
                while let next = iterator.next(), !(0x40...0x7E).contains(next.value) {}
            case "]":
                while let next = iterator.next(), next != "\u{07}", next != "\u{1B}" {}
            default: break
            }
        }
        return result
    }
}
