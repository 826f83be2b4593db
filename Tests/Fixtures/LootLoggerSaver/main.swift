import Foundation
@_spi(Reliability) import LootLoggerKit

// A test fixture: saves LootLogger's items again and again, as `ItemStore.saveChanges()` does
// on quit, so that the reliability test can kill it at random moments.
//
//     lootlogger-saver ARCHIVE FIRST COUNT

let arguments = CommandLine.arguments
guard arguments.count == 4, let first = Int(arguments[2]), let count = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: lootlogger-saver ARCHIVE FIRST COUNT\n".utf8))
    exit(64)
}
ItemStoreSaveLoop.run(archiveURL: URL(fileURLWithPath: arguments[1]), first: first, count: count)
