import Synchronization

/// What a cell shows, packed into 32 bits so that cells compare and copy cheaply.
///
/// A single Unicode scalar is stored as itself. A grapheme cluster of several scalars (an
/// emoji sequence, a letter with combining marks) is interned once in a process-wide table
/// and stored by its index, so equal clusters are equal glyphs. The right half of a wide
/// character is a `continuation`: the terminal draws nothing there.
public struct Glyph: Hashable, Sendable {
    @_spi(TerminalHost) public internal(set) var rawValue: UInt32

    init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    private static let clusterFlag: UInt32 = 0x8000_0000

    /// A space.
    public static let space = Glyph(rawValue: 0x20)
    /// The right half of a wide character.
    public static let continuation = Glyph(rawValue: 0xFFFF_FFFF)

    /// A glyph no drawing makes (the cluster flag with an index never used): a terminal
    /// writer marks with it the cells whose content on screen it does not know.
    @_spi(TerminalHost) public static let unknown = Glyph(rawValue: 0xFFFF_FFFE)

    public init(_ scalar: Unicode.Scalar) {
        rawValue = scalar.value
    }

    public init(_ character: Character) {
        let scalars = character.unicodeScalars
        if scalars.count == 1 {
            rawValue = scalars.first!.value
        } else {
            rawValue = Self.clusterFlag | ClusterTable.shared.index(of: String(character))
        }
    }

    public var isContinuation: Bool { self == .continuation }

    /// Whether the glyph is text: not a space or a continuation, nor a piece of cell art (a
    /// box-drawing line, block element, braille pattern or sextant), which may repeat where a
    /// picture is stretched while a letter may not.
    var isText: Bool {
        switch rawValue {
        case 0x20, Self.continuation.rawValue, 0x2500...0x259F, 0x2800...0x28FF, 0x1FB00...0x1FBFF: false
        default: true
        }
    }

    /// The text the terminal prints for this glyph (empty for a continuation).
    public var string: String {
        if isContinuation { return "" }
        if rawValue & Self.clusterFlag != 0 {
            return ClusterTable.shared.cluster(at: rawValue & ~Self.clusterFlag)
        }
        return String(Unicode.Scalar(rawValue).map(Character.init) ?? " ")
    }

    /// Appends the glyph's UTF-8 bytes to `bytes`.
    @_spi(TerminalHost) public func appendUTF8(to bytes: inout [UInt8]) {
        if isContinuation { return }
        if rawValue < 0x80 {
            bytes.append(UInt8(rawValue))
        } else {
            bytes.append(contentsOf: string.utf8)
        }
    }
}

/// The process-wide table of multi-scalar grapheme clusters.
final class ClusterTable: Sendable {
    static let shared = ClusterTable()

    private struct State {
        var clusters: [String] = []
        var indexes: [String: UInt32] = [:]
    }

    private let state = Mutex(State())

    func index(of cluster: String) -> UInt32 {
        state.withLock { state in
            if let index = state.indexes[cluster] { return index }
            let index = UInt32(state.clusters.count)
            state.clusters.append(cluster)
            state.indexes[cluster] = index
            return index
        }
    }

    func cluster(at index: UInt32) -> String {
        state.withLock { $0.clusters[Int(index)] }
    }
}
