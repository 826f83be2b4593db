// What the compiler says to clients of Tessera's isolation, checked by type-checking small
// clients against the Tessera module this test binary was built with. UIKit's API is
// `@MainActor @preconcurrency`, and so is Tessera's: a Swift 5 mode client that calls it from
// nonisolated code compiles without a word, a Swift 6 mode client is told about every such
// call, and a client's own main-actor types keep their hard errors.
import Foundation
import Testing

@Suite("Isolation diagnostics for Swift 5 and Swift 6 clients")
struct IsolationDiagnosticsTests {
    private static let bookCode = """
        import Tessera
        func makeTable() -> UITableView {
            let table = UITableView(frame: .zero, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            return table
        }
        final class Owner {
            func tapped() {}
            func wire(_ button: UIButton) { button.addTarget(self, action: Owner.tapped, for: .touchUpInside) }
        }
        """

    @Test func swift5ClientsCompileBookCodeWithoutDiagnostics() throws {
        let result = try typeCheck(Self.bookCode, languageMode: "5")
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("main actor-isolated"), "\(result.output)")
    }

    @Test func swift6ClientsAreToldOfEveryNonisolatedCall() throws {
        let result = try typeCheck(Self.bookCode, languageMode: "6")
        #expect(result.output.contains("call to main actor-isolated initializer 'init(frame:style:)' in a synchronous nonisolated context"), "\(result.output)")
        #expect(result.output.contains("call to main actor-isolated instance method 'register(_:forCellReuseIdentifier:)' in a synchronous nonisolated context"), "\(result.output)")
    }

    @Test func aSwift6ClientsOwnMainActorTypesKeepTheirErrors() throws {
        let code = """
            import Tessera
            @MainActor final class Model { var count = 0 }
            func touch(_ model: Model) { model.count += 1 }
            """
        let result = try typeCheck(code, languageMode: "6")
        #expect(result.status != 0)
        #expect(result.output.contains("error: main actor-isolated property 'count' can not be mutated from a nonisolated context"), "\(result.output)")
    }

    /// Type-checks `source` as a client module in `languageMode`, against the modules next to
    /// this test binary.
    private func typeCheck(_ source: String, languageMode: String) throws -> (status: Int32, output: String) {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let modules = products.appendingPathComponent("Modules")
        try #require(FileManager.default.fileExists(atPath: modules.appendingPathComponent("Tessera.swiftmodule").path),
                     "no Tessera.swiftmodule in \(modules.path)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tessera-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Client.swift")
        try Data(source.utf8).write(to: file)
        var arguments = ["swiftc", "-typecheck", "-swift-version", languageMode, "-I", modules.path]
        for module in ["CImageCodecs", "CTesseraRuntime"] {
            arguments += ["-Xcc", "-fmodule-map-file=" + products.appendingPathComponent("\(module).build/module.modulemap").path]
        }
        // Cairo, a system library: its module map is in the sources, its header where Debian's libcairo2-dev puts it.
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        arguments += [
            "-Xcc", "-fmodule-map-file=" + sources.appendingPathComponent("Sources/CCairo/module.modulemap").path,
            "-Xcc", "-I/usr/include/cairo",
        ]
        arguments.append(file.path)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
