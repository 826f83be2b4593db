/// A small seeded random number generator (Steele, Lea and Flood's SplitMix64), so that
/// randomised tests are reproducible from their seed on every platform.
///
/// Every randomised test of the package draws from this one generator: a test's fixed seeds
/// replay the same inputs wherever it runs. For seed 0 the first outputs are
/// `0xE220_A839_7B1D_CDAF` and `0x6E78_9E6A_A1B9_65F4`, the published ones.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
