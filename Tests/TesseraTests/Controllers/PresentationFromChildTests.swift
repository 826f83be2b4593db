@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite struct PresentedFromAChildTests {
    @Test func aChildThatPresentsSeesWhatItPresented() {
        let child = UIViewController()
        let navigation = UINavigationController(rootViewController: child)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: 30, rows: 8)
        withExtendedLifetime(host) {
            host.render()
            let alert = UIAlertController(title: "Kate Bell", message: nil, preferredStyle: .alert)
            child.present(alert, animated: false)
            #expect(child.presentedViewController === alert)
            #expect(navigation.presentedViewController === alert)
            #expect(alert.presentingViewController === navigation, "UIKit presents from the root of the hierarchy")
            child.dismiss(animated: false)
            #expect(child.presentedViewController == nil)
            #expect(navigation.presentedViewController == nil)
        }
    }
}
