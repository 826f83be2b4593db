// swift-tools-version: 6.1
import PackageDescription

// Performance targets of the issues, measured with ordo-one/package-benchmark.
// Run from this folder: `swift package benchmark` (all) or
// `swift package benchmark --target RenderingBenchmarks`.
let package = Package(
    name: "TesseraBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "Tessera", path: ".."),
        .package(
            url: "https://github.com/ordo-one/benchmark", from: "1.38.1",
            traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RenderingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraTerminal", package: "Tessera"),
            ],
            path: "Benchmarks/RenderingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "ListBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraUI", package: "Tessera"),
                .product(name: "TesseraTerminal", package: "Tessera"),
            ],
            path: "Benchmarks/ListBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "DrawingBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraTerminal", package: "Tessera"),
            ],
            path: "Benchmarks/DrawingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "TesseraUIBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraUI", package: "Tessera"),
                .product(name: "TesseraTerminal", package: "Tessera"),
            ],
            path: "Benchmarks/TesseraUIBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "CassowaryBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Cassowary", package: "Tessera"),
            ],
            path: "Benchmarks/CassowaryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "AutoLayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
            ],
            path: "Benchmarks/AutoLayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "CollectionBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
            ],
            path: "Benchmarks/CollectionBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "ContactsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TesseraContacts", package: "Tessera"),
            ],
            path: "Benchmarks/ContactsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "LootLoggerBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "LootLoggerKit", package: "Tessera"),
            ],
            path: "Benchmarks/LootLoggerBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "TableBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraTerminal", package: "Tessera"),
            ],
            path: "Benchmarks/TableBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "DiffBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
            ],
            path: "Benchmarks/DiffBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "DiffableBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
            ],
            path: "Benchmarks/DiffableBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
        .executableTarget(
            name: "AnimationBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Tessera", package: "Tessera"),
                .product(name: "TesseraTerminal", package: "Tessera"),
            ],
            path: "Benchmarks/AnimationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]),
    ],
    swiftLanguageModes: [.v6]
)
