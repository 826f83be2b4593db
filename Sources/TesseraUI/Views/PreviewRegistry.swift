import CTesseraRuntime

/// What the `#Preview` macro places in the `tessera_previews` section: a magic number and a
/// C function that describes the preview when called.
///
/// A file-scope macro cannot declare a name that anything could call, and Swift has no list
/// of a module's globals, so each `#Preview` declares a private constant that `@section`
/// (SE-0492) puts in a named section of the object file and `@used` keeps through dead-code
/// stripping. The linker concatenates the records of every module linked into the program
/// and brackets them with `__start_tessera_previews` / `__stop_tessera_previews`, which
/// CTesseraRuntime reads. The records are constants (a number and a function without
/// captures), so finding the previews runs no code of the app's until a preview is made.
///
/// Each executable or shared library sees its own records: previews declared in a dynamic
/// library are found by code in that library only (SwiftPM links targets statically).
public typealias _PreviewRecord = (magic: UInt64, register: @convention(c) (UnsafeMutableRawPointer) -> Void)

extension Preview {
    /// The number that starts every `_PreviewRecord` ("TESSPRVW" in ASCII); the macro writes it.
    nonisolated static let _recordMagic: UInt64 = 0x5445_5353_5052_5657

    /// Describes a `#Preview` in `entry` (uninitialised memory for a `_PreviewEntry`): where
    /// it is declared, and `make`, which creates the preview (not yet its view). Called by the
    /// function of the preview's `_PreviewRecord`.
    public nonisolated static func _register(
        fileID: String, line: Int, into entry: UnsafeMutableRawPointer,
        _ make: @escaping @MainActor () -> Preview
    ) {
        entry.initializeMemory(as: _PreviewEntry.self, to: _PreviewEntry(fileID: fileID, line: line, make: make))
    }
}

/// A `#Preview` linked into the program, as its record describes it.
struct _PreviewEntry {
    /// The file that declares it, as `#fileID` spells it: `Module/File.swift`.
    let fileID: String
    /// The line of the `#Preview`.
    let line: Int
    /// Creates the preview.
    let make: @MainActor () -> Preview
}

/// A `#Preview` found in the program, with the name it is asked for by.
@MainActor
struct _DiscoveredPreview {
    let fileID: String
    let line: Int
    let preview: Preview

    /// The module that declares it.
    var module: String { String(fileID.prefix { $0 != "/" }) }

    /// Where it is declared, as Xcode's canvas labels an unnamed preview: `File.swift:12`.
    var location: String { "\(fileID.split(separator: "/").last ?? "")" + ":\(line)" }

    /// The preview's display name, or its location when it has none.
    var name: String { preview.displayName ?? location }

    /// Whether `TESSERA_PREVIEW=<requested>` asks for this preview: by its name, its
    /// location, or its location with the module (`Module/File.swift:12`).
    func isNamed(_ requested: String) -> Bool {
        requested == name || requested == location || requested == "\(fileID):\(line)"
    }
}

/// The `#Preview`s linked into this program, found through their section records.
@MainActor
enum _PreviewRegistry {
    /// Every preview, ordered by file (module first) and line; found on first use.
    static let previews: [_DiscoveredPreview] = records()
        .map { _DiscoveredPreview(fileID: $0.fileID, line: $0.line, preview: $0.make()) }
        .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }

    /// The previews `module` declares, in order.
    static func previews(inModule module: String) -> [_DiscoveredPreview] {
        previews.filter { $0.module == module }
    }

    /// The first preview (in order) named `name`, if any.
    static func preview(named name: String) -> _DiscoveredPreview? {
        previews.first { $0.isNamed(name) }
    }

    /// Calls every record's function between the section's bounds.
    private static func records() -> [_PreviewEntry] {
        guard let start = tessera_previewRecordsStart(), let end = tessera_previewRecordsEnd() else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        var entries: [_PreviewEntry] = []
        var address = start
        while address.distance(to: end) >= stride {
            let record = address.load(as: _PreviewRecord.self)
            // The section holds only these records, each a multiple of its alignment long, so
            // the linker leaves no gaps; the magic number guards that assumption.
            precondition(record.magic == Preview._recordMagic, "A tessera_previews record without its magic number")
            let entry = UnsafeMutablePointer<_PreviewEntry>.allocate(capacity: 1)
            record.register(entry)
            entries.append(entry.move())
            entry.deallocate()
            address += stride
        }
        return entries
    }
}
