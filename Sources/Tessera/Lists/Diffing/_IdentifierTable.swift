/// An open-addressing hash table from the identifiers of one snapshot to their positions,
/// used by ``_SnapshotDiff`` to find where an identifier of the new snapshot was in the old one.
///
/// Unlike `Dictionary<Identifier, Int>`, the table keeps no copy of the identifiers: a slot
/// holds a position in the `identifiers` array it was built from and 32 bits of the
/// identifier's hash, so that a probe compares identifiers (`==`) only when those bits agree.
/// A slot is 8 bytes whatever the identifier type, and the table is at most half full.
///
///     let table = _IdentifierTable(["a", "b", "c"])
///     table.positions(of: ["b", "z"]) { offset, position in … }   // (0, 1), then (1, -1)
///
/// Identifiers must be unique, as in a snapshot; a duplicate traps in debug builds and is
/// otherwise never found (the first one wins).
struct _IdentifierTable<Identifier: Hashable> {
    /// The identifiers, by position.
    let identifiers: [Identifier]
    /// `0` for an empty slot; otherwise the upper 32 bits of the identifier's hash and, in the
    /// lower 32 bits, its position plus one.
    private var slots: [UInt64]
    /// The slot count minus one; the slot count is a power of two.
    private let mask: Int

    /// Builds the table of the identifiers at `ranges` of `identifiers`.
    ///
    /// Positions outside `ranges` are never found; the ranges must not overlap.
    ///
    /// - Parameters:
    ///   - identifiers: Unique identifiers; at most `Int32.max` of them.
    ///   - ranges: The positions to hold; all of them by default.
    /// - Complexity: O(n) expected for n identifiers in `ranges`, hashing each once.
    init(_ identifiers: [Identifier], ranges: [Range<Int>]? = nil) {
        precondition(identifiers.count < Int(Int32.max), "Too many identifiers for a snapshot")
        self.identifiers = identifiers
        let ranges = ranges ?? [identifiers.indices]
        let count = ranges.reduce(0) { $0 + $1.count }
        // At most half full: a power of two at least twice the count (and at least 8).
        var capacity = 8
        while capacity < count * 2 { capacity &<<= 1 }
        mask = capacity - 1
        slots = [UInt64](repeating: 0, count: capacity)
        guard count > 0 else { return }
        slots.withUnsafeMutableBufferPointer { slots in
            identifiers.withUnsafeBufferPointer { identifiers in
                for range in ranges {
                    for position in range {
                        let hash = identifiers[position].hashValue
                        let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
                        var slot = hash & mask
                        while slots[slot] != 0 {
                            assert(
                                slots[slot] & 0xFFFF_FFFF_0000_0000 != tag
                                    || identifiers[Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1]
                                        != identifiers[position],
                                "Duplicate identifier \(identifiers[position])")
                            slot = (slot &+ 1) & mask
                        }
                        slots[slot] = tag | UInt64(truncatingIfNeeded: position &+ 1)
                    }
                }
            }
        }
    }

    /// The first identifier of `identifiers` that an earlier one equals, if any: the check
    /// for unique identifiers, with the table's layout (8-byte slots, no copies of the
    /// identifiers), which is several times faster than filling a `Set`.
    ///
    /// - Complexity: O(n) expected, hashing each identifier once.
    static func firstDuplicate(in identifiers: [Identifier]) -> Identifier? {
        precondition(identifiers.count < Int(Int32.max), "Too many identifiers for a snapshot")
        var capacity = 8
        while capacity < identifiers.count * 2 { capacity &<<= 1 }
        let mask = capacity - 1
        var slots = [UInt64](repeating: 0, count: capacity)
        return slots.withUnsafeMutableBufferPointer { slots in
            identifiers.withUnsafeBufferPointer { identifiers in
                for position in identifiers.indices {
                    let hash = identifiers[position].hashValue
                    let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
                    var slot = hash & mask
                    while slots[slot] != 0 {
                        if slots[slot] & 0xFFFF_FFFF_0000_0000 == tag,
                            identifiers[Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) - 1] == identifiers[position]
                        {
                            return identifiers[position]
                        }
                        slot = (slot &+ 1) & mask
                    }
                    slots[slot] = tag | UInt64(truncatingIfNeeded: position &+ 1)
                }
                return nil
            }
        }
    }

    /// Looks up the identifiers of `candidates` at `range` (all by default), in order, and
    /// calls `body` with each one's offset in `candidates` and its position here (`-1` if the
    /// table does not hold it).
    ///
    /// One call for many identifiers keeps the per-identifier cost to a hash, a probe and an
    /// `==` on identifiers read in place, even where the code runs unspecialised (generic
    /// over `Identifier`, as when called for the data sources' identifier types).
    /// - Complexity: O(m) expected for m candidates.
    func positions(
        of candidates: [Identifier], in range: Range<Int>? = nil, _ body: (_ offset: Int, _ position: Int32) -> Void
    ) {
        slots.withUnsafeBufferPointer { slots in
            identifiers.withUnsafeBufferPointer { identifiers in
                candidates.withUnsafeBufferPointer { candidates in
                    for offset in range ?? candidates.indices {
                        let hash = candidates[offset].hashValue
                        let tag = UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
                        var slot = hash & mask
                        var found: Int32 = -1
                        while true {
                            let entry = slots[slot]
                            if entry == 0 { break }
                            if entry & 0xFFFF_FFFF_0000_0000 == tag {
                                let position = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
                                if identifiers[position] == candidates[offset] {
                                    found = Int32(truncatingIfNeeded: position)
                                    break
                                }
                            }
                            slot = (slot &+ 1) & mask
                        }
                        body(offset, found)
                    }
                }
            }
        }
    }
}
