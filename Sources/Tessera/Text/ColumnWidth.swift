// Stand-in until the Unicode width tables land: ASCII and a few wide ranges.
package func columnWidth(of character: Character) -> Int {
    guard let scalar = character.unicodeScalars.first else { return 0 }
    let v = scalar.value
    if v < 0x20 || v == 0x7F { return 0 }
    if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
        || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFF60).contains(v) || (0x1F300...0x1FAFF).contains(v)
    {
        return 2
    }
    return 1
}

package func columnWidth(of string: some StringProtocol) -> Int {
    string.reduce(0) { $0 + columnWidth(of: $1) }
}
