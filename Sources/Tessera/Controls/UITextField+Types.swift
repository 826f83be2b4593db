extension UITextField {
    /// The border of a text field.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle (the usual look).
        case roundedRect
    }

    /// When an overlay view (the clear button) shows.
    public enum ViewMode: Int, Sendable {
        case never, whileEditing, unlessEditing, always
    }

    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        case committed
        case cancelled
    }
}

/// The kind of keyboard for a text input. Kept for compatibility: a terminal has one keyboard.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
        decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The title of the Return key. Kept for compatibility.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// Automatic capitalisation. Kept for compatibility: Tessera types what was typed.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Automatic correction. Kept for compatibility.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Spell checking. Kept for compatibility.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}
