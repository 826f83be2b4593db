// Column widths of text on a character-cell terminal.
//
// The rules follow what grapheme-aware terminals (kitty, WezTerm, iTerm2, recent xterm with
// emoji fonts) draw, one grapheme cluster at a time:
//
// - A cluster is as wide as its *base*, its first scalar that takes a column of its own.
//   Combining marks, format characters (ZWJ, ZWNJ, U+200B, variation selectors) and Hangul
//   medial vowels / final consonants after the base add nothing, so "e\u{301}" is 1 and a
//   Hangul jamo sequence is 2.
// - East Asian Wide and Fullwidth scalars and Emoji_Presentation emoji are 2; everything else,
//   including East Asian Ambiguous, is 1 (terminals default ambiguous characters to narrow).
// - An emoji base followed by U+FE0F (VS16), a skin-tone modifier, a keycap U+20E3 or a ZWJ
//   and another emoji is drawn as an emoji: 2. An emoji base followed by U+FE0E (VS15) is
//   drawn as text: 1.
// - Two regional indicators (a flag) are 2. A lone regional indicator is 1: its
//   East_Asian_Width is Neutral, and glibc `wcwidth`, xterm and most terminals draw it narrow.
// - Control characters (C0, DEL, C1, "\r\n") and clusters made only of format characters,
//   such as a lone U+200B, are 0.
// - A cluster with no base but a visible mark (a combining mark at the start of a string, or
//   a lone Hangul medial vowel) is 1: it is drawn on its own, as on a dotted circle. A
//   renderer that puts it in a cell should give it a base (for example U+00A0) so the
//   terminal does not fold it into the previous cell.

/// The number of terminal columns one grapheme cluster occupies: 0, 1 or 2.
///
/// ASCII printable characters are 1 and ASCII control characters are 0. See the notes at the
/// top of this file for the rules beyond ASCII.
///
///     columnWidth(of: "a" as Character)          // 1
///     columnWidth(of: "漢" as Character)          // 2
///     columnWidth(of: "👩‍👩‍👧" as Character)    // 2
///     columnWidth(of: "e\u{301}" as Character)   // 1
///
/// - Parameter character: One grapheme cluster.
/// - Returns: 0, 1 or 2.
/// - Complexity: O(*k* log *t*), where *k* is the number of scalars in the cluster and *t* the
///   size of the Unicode range tables; O(1) for ASCII.
func columnWidth(of character: Character) -> Int {
    if let ascii = character.asciiValue {
        return _asciiColumnWidth(ascii)
    }
    return _clusterColumnWidth(character.unicodeScalars)
}

/// The number of terminal columns a string occupies: the sum of the widths of its grapheme
/// clusters.
///
/// A string that is all ASCII is measured over its UTF-8 bytes without forming characters.
/// Otherwise the ASCII prefix is counted that way and the rest cluster by cluster.
///
/// - Parameter string: The text to measure. Line breaks and other control characters count 0.
/// - Returns: The total width in columns.
/// - Complexity: O(*n*) for an ASCII string of *n* bytes; O(*n* log *t*) otherwise, where *t*
///   is the size of the Unicode range tables.
func columnWidth(of string: some StringProtocol) -> Int {
    let utf8 = string.utf8
    // Scan the ASCII prefix, over the contiguous bytes when the string has them (native
    // strings and their substrings do).
    let prefix =
        utf8.withContiguousStorageIfAvailable { _asciiPrefixWidth(of: $0) }
        ?? _asciiPrefixWidth(of: utf8)
    guard let firstNonASCII = prefix.firstNonASCII else { return prefix.width }
    // The ASCII character before the first non-ASCII byte may start the cluster that
    // continues with it (for example "e" + U+0301), so measure from there cluster by cluster.
    var width = prefix.width
    var start = utf8.startIndex
    if firstNonASCII > 0 {
        start = utf8.index(start, offsetBy: firstNonASCII - 1)
        width -= _asciiColumnWidth(utf8[start])
    }
    for character in string[start...] {
        width += columnWidth(of: character)
    }
    return width
}

/// The width of the ASCII bytes before the first non-ASCII byte, and that byte's offset
/// (`nil` when all bytes are ASCII).
@inline(__always)
func _asciiPrefixWidth(of bytes: some Collection<UInt8>) -> (width: Int, firstNonASCII: Int?) {
    var width = 0
    var offset = 0
    for byte in bytes {
        if byte >= 0x80 { return (width, offset) }
        width &+= _asciiColumnWidth(byte)
        offset &+= 1
    }
    return (width, nil)
}

/// 1 for printable ASCII, 0 for C0 controls and DEL.
@inline(__always)
func _asciiColumnWidth(_ byte: UInt8) -> Int {
    byte >= 0x20 && byte < 0x7F ? 1 : 0
}

/// The width of a grapheme cluster that is not a single ASCII character.
func _clusterColumnWidth(_ scalars: Character.UnicodeScalarView) -> Int {
    var base: Unicode.Scalar?
    var hasVisibleMark = false
    var regionalIndicators = 0
    var emojiPresentationRequested = false
    var textPresentationRequested = false
    var isRightAfterBase = false
    var previousWasJoiner = false

    for scalar in scalars {
        let value = scalar.value
        if _isRegionalIndicator(value) {
            regionalIndicators += 1
        }
        if base == nil {
            if _rangeTable(_zeroWidthScalarRanges, contains: value) {
                if !hasVisibleMark { hasVisibleMark = _isVisibleMark(scalar) }
            } else {
                base = scalar
                isRightAfterBase = true
            }
            continue
        }
        switch value {
        case 0xFE0F where isRightAfterBase:
            emojiPresentationRequested = true
        case 0xFE0E where isRightAfterBase:
            textPresentationRequested = true
        case 0x1F3FB...0x1F3FF, 0x20E3:
            // A skin-tone modifier or a combining keycap.
            emojiPresentationRequested = true
        default:
            if previousWasJoiner && value >= 0x80
                && _rangeTable(_emojiScalarRanges, contains: value)
            {
                emojiPresentationRequested = true
            }
        }
        previousWasJoiner = value == 0x200D
        isRightAfterBase = false
    }

    guard let base else {
        return hasVisibleMark ? 1 : 0
    }
    if regionalIndicators >= 2 && _isRegionalIndicator(base.value) {
        return 2
    }
    let isEmoji = _rangeTable(_emojiScalarRanges, contains: base.value)
    if isEmoji && textPresentationRequested {
        return 1
    }
    if isEmoji && emojiPresentationRequested {
        return 2
    }
    return _rangeTable(_wideScalarRanges, contains: base.value) ? 2 : 1
}

@inline(__always)
func _isRegionalIndicator(_ value: UInt32) -> Bool {
    value >= 0x1F1E6 && value <= 0x1F1FF
}

/// Whether a zero-width scalar is still something drawn (a combining mark or a Hangul medial
/// vowel / final consonant) rather than an invisible format or control character.
func _isVisibleMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x1160...0x11FF, 0xD7B0...0xD7FF:
        return true
    case 0xFE00...0xFE0F, 0xE0100...0xE01EF:
        // Variation selectors are nonspacing marks but draw nothing.
        return false
    default:
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }
}

/// Binary search in a flattened table of inclusive `lower, upper` pairs sorted ascending.
///
/// - Complexity: O(log *n*) for a table of *n* ranges.
func _rangeTable(_ table: [UInt32], contains value: UInt32) -> Bool {
    var low = 0
    var high = table.count / 2  // number of ranges; search in [low, high)
    while low < high {
        let middle = (low &+ high) / 2
        if value < table[2 &* middle] {
            high = middle
        } else if value > table[2 &* middle &+ 1] {
            low = middle &+ 1
        } else {
            return true
        }
    }
    return false
}
