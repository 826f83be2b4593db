extension TerminalInputDecoder {
    /// An incremental, validating UTF-8 decoder that holds at most three bytes.
    ///
    /// It accepts exactly the well-formed sequences of the Unicode standard (table 3-7): no
    /// overlong forms, no surrogates, nothing above U+10FFFF.
    struct _UTF8Decoder: Hashable, Sendable {
        /// The result of feeding one byte.
        enum Step: Hashable, Sendable {
            /// The byte completed a scalar.
            case scalar(Unicode.Scalar)
            /// The byte was taken; more are needed.
            case pending
            /// The byte cannot start a scalar and was dropped.
            case invalid
            /// The byte cannot continue the pending scalar: the pending bytes were dropped and
            /// the byte itself was not taken, so the caller should feed it again.
            case interrupted
        }

        private var _bits: UInt32 = 0
        private var _remaining = 0
        private var _heldCount = 0
        private var _lower: UInt8 = 0x80
        private var _upper: UInt8 = 0xBF

        /// Whether a scalar has been started but not finished.
        var isPending: Bool { _remaining > 0 }

        /// How many bytes of an unfinished scalar are held (0 to 3).
        var heldByteCount: Int { _heldCount }

        /// Drops any unfinished scalar.
        mutating func reset() {
            _remaining = 0
            _heldCount = 0
        }

        /// Feeds one byte.
        mutating func consume(_ byte: UInt8) -> Step {
            if _remaining == 0 {
                switch byte {
                case 0x00...0x7F:
                    return .scalar(Unicode.Scalar(byte))
                case 0xC2...0xDF:
                    _start(bits: byte & 0x1F, remaining: 1, lower: 0x80, upper: 0xBF)
                case 0xE0:
                    _start(bits: byte & 0x0F, remaining: 2, lower: 0xA0, upper: 0xBF)
                case 0xED:
                    _start(bits: byte & 0x0F, remaining: 2, lower: 0x80, upper: 0x9F)
                case 0xE1...0xEF:
                    _start(bits: byte & 0x0F, remaining: 2, lower: 0x80, upper: 0xBF)
                case 0xF0:
                    _start(bits: byte & 0x07, remaining: 3, lower: 0x90, upper: 0xBF)
                case 0xF4:
                    _start(bits: byte & 0x07, remaining: 3, lower: 0x80, upper: 0x8F)
                case 0xF1...0xF3:
                    _start(bits: byte & 0x07, remaining: 3, lower: 0x80, upper: 0xBF)
                default:
                    return .invalid
                }
                return .pending
            }
            guard byte >= _lower && byte <= _upper else {
                reset()
                return .interrupted
            }
            _bits = _bits << 6 | UInt32(byte & 0x3F)
            _remaining -= 1
            _heldCount += 1
            _lower = 0x80
            _upper = 0xBF
            guard _remaining == 0 else { return .pending }
            _heldCount = 0
            // The bounds above admit only valid scalar values.
            return .scalar(Unicode.Scalar(_bits) ?? "\u{FFFD}")
        }

        private mutating func _start(bits: UInt8, remaining: Int, lower: UInt8, upper: UInt8) {
            _bits = UInt32(bits)
            _remaining = remaining
            _heldCount = 1
            _lower = lower
            _upper = upper
        }
    }
}
