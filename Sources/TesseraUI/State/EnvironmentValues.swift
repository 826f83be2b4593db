import Synchronization

/// A collection of environment values propagated through a view hierarchy.
///
/// Each value is stored with a version, set anew when a modifier sets it; a body that read a
/// key is re-evaluated only when that key's version changes, not when other keys change.
public struct EnvironmentValues: CustomStringConvertible {
    struct Entry {
        var value: Any
        var version: UInt64
    }

    private var entries: [ObjectIdentifier: Entry] = [:]
    /// Identifies these contents: the same keys at the same versions give the same token (a
    /// hash kept up to date as keys are set), so the graph compares environments in O(1).
    private(set) var token: UInt64 = 0
    /// Records the keys a read consults (set on a private copy by the graph).
    var recorder: _EnvironmentReadRecorder?

    /// Creates an environment with every key at its default value.
    public init() {}

    /// Accesses the value for `key`.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get {
            let entry = entries[ObjectIdentifier(key)]
            recorder?.reads[ObjectIdentifier(key)] = entry?.version ?? 0
            return entry.map { $0.value as! Key.Value } ?? Key.defaultValue
        }
        set {
            let key = ObjectIdentifier(key)
            if let old = entries[key] { token ^= Self.mix(key, old.version) }
            let version = Self.nextVersion()
            entries[key] = Entry(value: newValue, version: version)
            token ^= Self.mix(key, version)
        }
    }

    /// The version of `key`'s value (0 when it has its default).
    func version(of key: ObjectIdentifier) -> UInt64 {
        entries[key]?.version ?? 0
    }

    /// Takes `previous`'s version for every key whose value is the same as there, so that a
    /// modifier setting a key again to an unchanged value invalidates none of its readers.
    @MainActor mutating func keepVersions(from previous: EnvironmentValues) {
        for (key, entry) in entries {
            guard let old = previous.entries[key], old.version != entry.version, _isSameValue(entry.value, old.value) else {
                continue
            }
            token ^= Self.mix(key, entry.version) ^ Self.mix(key, old.version)
            entries[key]!.version = old.version
        }
    }

    /// A well-spread 64-bit hash of a key at a version (SplitMix64's finaliser).
    private static func mix(_ key: ObjectIdentifier, _ version: UInt64) -> UInt64 {
        var z = UInt64(UInt(bitPattern: key)) &+ version &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    public var description: String {
        "EnvironmentValues(\(entries.count) values set)"
    }

    private static let versions = Atomic<UInt64>(0)

    private static func nextVersion() -> UInt64 {
        versions.add(1, ordering: .relaxed).newValue
    }
}
