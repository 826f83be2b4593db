import Foundation
import ModernListKit
import Tessera
import TesseraTerminal  // linked so that UIApplicationMain finds the terminal host

// Atlas: a searchable outline of continents and countries, the modern collection view of
// iOS 14+ (diffable data source, list layout, section snapshots) in a terminal.
_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "ModernListKit.AppDelegate")
