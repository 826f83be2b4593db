import Testing
import TesseraTestSupport

@Suite struct SplitMix64Tests {
    /// The published first outputs of SplitMix64 for seed 0, so every platform replays the same
    /// scenarios. (Moved here from the list-update model tests with the generator.)
    @Test func theGeneratorIsSplitMix64() {
        var generator = SplitMix64(seed: 0)
        #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
        #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    }
}
