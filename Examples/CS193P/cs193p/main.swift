import Foundation
import CS193PKit
import Tessera
import TesseraContacts
import TesseraTerminal  // linked so that UIApplicationMain finds the terminal host

// The CS193P demo: asks for access to contacts (the Contacts tab lists Hello-Contacts'
// sample contacts) before the tabs take over the terminal, then runs the app.

if CNContactStore.authorizationStatus(for: .contacts) == .notDetermined {
    let answered = DispatchSemaphore(value: 0)
    CNContactStore().requestAccess(for: .contacts) { _, _ in answered.signal() }
    answered.wait()
}
_ = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "CS193PKit.AppDelegate")
