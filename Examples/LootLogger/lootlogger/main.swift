import Foundation
import LootLoggerKit
import Tessera
import TesseraTerminal  // linked so that UIApplicationMain finds the terminal host

// LootLogger: prints its usage for --help, then runs the app. The items are saved in
// $XDG_DATA_HOME/LootLogger/items.plist when the app quits or is suspended.

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(LootLogger.usage)
    exit(0)
}
if let unknown = arguments.first {
    FileHandle.standardError.write(Data("lootlogger: unknown option '\(unknown)'\n\n\(LootLogger.usage)\n".utf8))
    exit(64)
}
_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, LootLogger.appDelegateClassName)
