// Placeholder until the Swift 5 mode suite lands.
