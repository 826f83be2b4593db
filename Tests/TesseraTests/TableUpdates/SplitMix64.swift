/// The seeded generator of the list-update tests, shared here.
typealias SplitMix64 = ListUpdateScenarioBuilder.SplitMix64
