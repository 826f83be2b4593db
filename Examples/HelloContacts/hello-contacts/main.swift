import Foundation
import HelloContactsKit
import Tessera
import TesseraContacts
import TesseraTerminal  // linked so that UIApplicationMain finds the terminal host

// Hello-Contacts: reads the command line, asks for access to contacts before the list takes
// over the terminal (so the question and its answer have the terminal to themselves), then
// runs the app.

do {
    AppDelegate.launchOptions = try LaunchOptions(arguments: Array(CommandLine.arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("hello-contacts: \(error)\n\n\(LaunchOptions.usage)\n".utf8))
    exit(64)
}
if AppDelegate.launchOptions.showsHelp {
    print(LaunchOptions.usage)
    exit(0)
}
if CNContactStore.authorizationStatus(for: .contacts) == .notDetermined {
    let answered = DispatchSemaphore(value: 0)
    CNContactStore().requestAccess(for: .contacts) { _, _ in answered.signal() }
    answered.wait()
}
_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "HelloContactsKit.AppDelegate")
