// swift-tools-version: 6.1
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "Tessera",
    products: [
        .library(name: "Tessera", targets: ["Tessera"]),
        .library(name: "TesseraTerminal", targets: ["TesseraTerminal"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "TesseraContacts", targets: ["TesseraContacts"]),
        .library(name: "TesseraUI", targets: ["TesseraUI"]),
        .library(name: "TesseraPreviews", targets: ["TesseraPreviews"]),
        .executable(name: "tessera-demo", targets: ["TesseraDemo"]),
        .executable(name: "hello-contacts", targets: ["hello-contacts"]),
        .executable(name: "modern-list", targets: ["modern-list"]),
        .executable(name: "lootlogger", targets: ["lootlogger"]),
        .executable(name: "swiftui-contacts", targets: ["swiftui-contacts"]),
        .executable(name: "cs193p", targets: ["cs193p"]),
        // LootLogger's code, for Benchmarks/ (its measurements are SPI).
        .library(name: "LootLoggerKit", targets: ["LootLoggerKit"]),
    ],
    dependencies: [
        // Combine's API (ObservableObject, @Published, publishers) for TesseraUI's
        // @StateObject, @ObservedObject and @EnvironmentObject, as SwiftUI builds on Combine.
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        // The `#Preview` macro's compiler plug-in (TesseraUIMacros) parses and builds syntax with it.
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.0"),
    ],
    targets: [
        // The system's image codecs, declared as system libraries so a missing
        // package is named with the Debian package that provides it.
        .systemLibrary(
            name: "CPNG", pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"])]),
        .systemLibrary(
            name: "CJPEG", pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]),
        // Compresses the pixels sent to kitty-graphics terminals (`o=z`).
        .systemLibrary(
            name: "CZlib", pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]),
        // The 2D graphics library that rasterises paths, gradients and text with anti-aliasing.
        .systemLibrary(
            name: "CCairo", pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]),
        // A thin C layer over the codecs: libjpeg reports errors by longjmp,
        // which Swift cannot catch, so decoding runs behind setjmp in C.
        .target(name: "CImageCodecs", dependencies: ["CPNG", "CJPEG"]),

        // Calls a subclass's initialiser found through the Swift runtime's vtable lookup, the
        // way UIKit instantiates registered classes with [[cls alloc] init…] (see DynamicInitializer).
        .target(name: "CTesseraRuntime"),

        // Incremental constraint solver; no UI concepts, no dependencies.
        .target(name: "Cassowary"),

        // The UIKit-compatible framework.
        .target(name: "Tessera", dependencies: ["CImageCodecs", "CCairo", "CTesseraRuntime", "Cassowary"]),

        // SwiftUI on Tessera: views as values, a view graph with structural identity and state,
        // SwiftUI's layout negotiation, hosted in UIKit views.
        .target(
            name: "TesseraUI",
            dependencies: ["Tessera", "CTesseraRuntime", .product(name: "OpenCombine", package: "OpenCombine")]),
        // `#Preview` (TesseraUI's previews by macro), apart so that apps without previews do
        // not build swift-syntax.
        .target(name: "TesseraPreviews", dependencies: ["TesseraUI", "TesseraUIMacros"]),
        // The compiler plug-in behind `#Preview`.
        .macro(
            name: "TesseraUIMacros",
            dependencies: [
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]),

        // The live terminal host.
        .target(name: "TesseraTerminal", dependencies: ["Tessera", "CZlib"]),

        // Contacts.framework on vCard files, vdir folders and CardDAV (Foundation only: no UI
        // module; the C codecs derive photo thumbnails).
        .target(name: "TesseraContacts", dependencies: ["CImageCodecs"]),

        .executableTarget(
            name: "TesseraDemo", dependencies: ["Tessera", "TesseraTerminal"],
            path: "Examples/TesseraDemo"),

        // Hello-Contacts, the books' first app: its code in a library that tests drive, and a
        // tiny executable named like the product, so that TesseraContacts finds the app's
        // Info.plist in the resource bundle SwiftPM names after the target.
        .target(
            name: "HelloContactsKit", dependencies: ["Tessera", "TesseraUI", "TesseraContacts"],
            path: "Examples/HelloContacts/HelloContactsKit", resources: [.copy("Resources/Avatars")]),
        .executableTarget(
            name: "hello-contacts", dependencies: ["HelloContactsKit", "Tessera", "TesseraTerminal"],
            path: "Examples/HelloContacts/hello-contacts", resources: [.copy("Resources")]),

        // The iOS 14 book's SwiftUI contact list, its code with the import changed.
        .executableTarget(
            name: "swiftui-contacts", dependencies: ["TesseraUI", "TesseraPreviews", "TesseraTerminal"], path: "Examples/SwiftUIContacts",
            exclude: ["README.md"]),

        // Atlas, the modern collection view example: a diffable data source with a list layout,
        // an outline of section snapshots and search that applies a snapshot per keystroke.
        .target(name: "ModernListKit", dependencies: ["Tessera"], path: "Examples/ModernList/ModernListKit"),
        .executableTarget(
            name: "modern-list", dependencies: ["ModernListKit", "Tessera", "TesseraTerminal"],
            path: "Examples/ModernList/modern-list"),

        // LootLogger, the Big Nerd Ranch app: its book-style code (Swift 5 mode, as the book
        // writes it) in a library that tests drive, and a tiny executable.
        .target(
            name: "LootLoggerKit", dependencies: ["Tessera"], path: "Examples/LootLogger/LootLoggerKit",
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .executableTarget(
            name: "lootlogger", dependencies: ["LootLoggerKit", "Tessera", "TesseraTerminal"],
            path: "Examples/LootLogger/lootlogger"),

        // The CS193P demo: tabs around a calculator that segues to its graph in a split view,
        // Hello-Contacts' list, a settings form and a zoomable photo; its code in a library that
        // tests drive, and a tiny executable whose resource bundle holds the Info.plist.
        .target(
            name: "CS193PKit", dependencies: ["Tessera", "HelloContactsKit", "TesseraContacts"],
            path: "Examples/CS193P/CS193PKit"),
        .executableTarget(
            name: "cs193p", dependencies: ["CS193PKit", "Tessera", "TesseraContacts", "TesseraTerminal"],
            path: "Examples/CS193P/cs193p", resources: [.copy("Resources")]),

        // What the test targets share: a seeded generator, a pseudo-terminal, a Radicale CardDAV
        // server (installed under .build/ on first use) and screen expectations. Foundation and
        // Testing only, so that the solver's and the contacts' tests can use it without a UI module.
        .target(name: "TesseraTestSupport", path: "Tests/TesseraTestSupport"),
        .testTarget(name: "TesseraTestSupportTests", dependencies: ["TesseraTestSupport"]),
        .testTarget(
            name: "TesseraTests", dependencies: ["Tessera", "TesseraTestSupport"], resources: [.copy("Resources/Drawing")]),
        // An app that logs its life-cycle calls, which the pseudo-terminal tests suspend and quit.
        .executableTarget(
            name: "lifecycle-app", dependencies: ["Tessera", "TesseraTerminal"], path: "Tests/Fixtures/LifecycleApp"),
        // A SwiftUI app (`@main struct … : App`), which the pseudo-terminal tests drive.
        .executableTarget(
            name: "swiftui-app", dependencies: ["TesseraUI", "TesseraTerminal"], path: "Tests/Fixtures/SwiftUIApp"),
        // An app showing a view that draws, for the pseudo-terminal tests of graphics output.
        .executableTarget(
            name: "drawing-app", dependencies: ["Tessera", "TesseraTerminal"], path: "Tests/Fixtures/DrawingApp"),
        .testTarget(name: "TesseraTerminalTests", dependencies: ["TesseraTerminal", "Tessera", "TesseraTestSupport", "CZlib"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "TesseraTestSupport"]),
        .testTarget(name: "BookEraTests", dependencies: ["Tessera"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TesseraUITests", dependencies: ["TesseraUI", "TesseraPreviews", "Tessera", "TesseraTestSupport"]),
        .testTarget(
            name: "TesseraUIMacrosTests",
            dependencies: [
                "TesseraUIMacros",
                .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            ]),
        // Book-era SwiftUI code in Swift 5 mode: the declarations compile without strict concurrency.
        .testTarget(name: "TesseraUISwift5Tests", dependencies: ["TesseraUI"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(name: "TesseraContactsTests", dependencies: ["TesseraContacts", "TesseraTestSupport"]),
        .testTarget(name: "ModernListTests", dependencies: ["ModernListKit", "Tessera", "TesseraTestSupport"]),
        .testTarget(name: "LootLoggerTests", dependencies: ["LootLoggerKit", "Tessera", "TesseraTestSupport"]),
        // Saves LootLogger's items in a loop, for the test that kills it at random moments.
        .executableTarget(name: "lootlogger-saver", dependencies: ["LootLoggerKit"], path: "Tests/Fixtures/LootLoggerSaver"),
        // The seed's own files, with only their imports changed, in the book's Swift 5 mode.
        .testTarget(name: "LootLoggerSeedTests", dependencies: ["Tessera"], swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "HelloContactsTests",
            dependencies: ["HelloContactsKit", "Tessera", "TesseraContacts", "TesseraTestSupport"]),
        .testTarget(
            name: "CS193PTests", dependencies: ["CS193PKit", "Tessera", "TesseraContacts", "TesseraTestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
