import Foundation
import Testing
@testable import HelloContactsKit

@Suite("Launch options")
struct LaunchOptionsTests {
    @Test func withoutArgumentsTheDefaultAddressBookIsShownReadOnly() throws {
        let options = try LaunchOptions(arguments: [])
        #expect(options.source == .automatic)
        #expect(!options.writesAddressBook)
        #expect(!options.showsHelp)
        #expect(options.screen == .list)
    }

    @Test func layoutChoosesTheListOrAGrid() throws {
        #expect(try LaunchOptions(arguments: ["--layout", "list"]).screen == .list)
        #expect(try LaunchOptions(arguments: ["--layout", "grid"]).screen == .grid(.flow))
        #expect(try LaunchOptions(arguments: ["--sample", "9", "--layout", "custom"]).screen == .grid(.custom))
    }

    @Test func eachSourceIsReadWithItsValue() throws {
        #expect(try LaunchOptions(arguments: ["--vcf", "/example/a.vcf"]).source == .vcf(URL(fileURLWithPath: "/example/a.vcf")))
        #expect(try LaunchOptions(arguments: ["--vdir", "/example/book"]).source == .vdir(URL(fileURLWithPath: "/example/book", isDirectory: true)))
        #expect(try LaunchOptions(arguments: ["--carddav", "https://ada@dav.example.com/"]).source
            == .carddav(URL(string: "https://ada@dav.example.com/")!))
        #expect(try LaunchOptions(arguments: ["--sample", "10000"]).source == .generated(count: 10000))
        let writing = try LaunchOptions(arguments: ["--write", "--vdir", "/example/book"])
        #expect(writing.writesAddressBook && writing.source == .vdir(URL(fileURLWithPath: "/example/book", isDirectory: true)))
        #expect(try LaunchOptions(arguments: ["-h"]).showsHelp)
    }

    @Test(arguments: [
        (["--vcf"], LaunchOptionsError.missingValue(option: "--vcf")),
        (["--sample", "--write"], .missingValue(option: "--sample")),
        (["--sample", "many"], .invalidCount("many")),
        (["--sample", "-1"], .invalidCount("-1")),
        (["--carddav", "dav.example.com"], .invalidURL("dav.example.com")),
        (["--carddav", "ftp://dav.example.com"], .invalidURL("ftp://dav.example.com")),
        (["--carddav", "https://ada:secret@dav.example.com/"], .passwordInURL),
        (["--vcf", "a.vcf", "--sample", "3"], .moreThanOneSource),
        (["--sample", "3", "--write"], .writeWithGeneratedContacts),
        (["--password", "secret"], .unknownOption("--password")),
        (["--layout", "table"], .invalidLayout("table")),
        (["--layout"], .missingValue(option: "--layout")),
    ])
    func malformedCommandLinesAreRefused(arguments: [String], error: LaunchOptionsError) {
        #expect(throws: error) { try LaunchOptions(arguments: arguments) }
    }

    @Test func errorsExplainThemselvesWithoutRepeatingAPassword() {
        #expect(LaunchOptionsError.passwordInURL.description.contains("CARDDAV_PASSWORD"))
        #expect(!LaunchOptionsError.passwordInURL.description.contains("secret"))
        #expect(LaunchOptionsError.missingValue(option: "--vcf").description == "--vcf needs a value.")
    }

    @Test func usageNamesEveryOptionAndTheKeys() {
        for option in ["--vcf FILE", "--vdir DIR", "--carddav URL", "--sample N", "--write", "--help", "q quits", "? keys"] {
            #expect(LaunchOptions.usage.contains(option), "\(option)")
        }
    }
}
