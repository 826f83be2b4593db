import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("Control snapshots")
struct ControlSnapshotTests {
    private func render(_ views: [UIView], columns: Int = 24, rows: Int = 3) -> HeadlessHost {
        let host = makeHost(columns: columns, rows: rows)
        for view in views { host.window.addSubview(view) }
        return host
    }

    @Test func buttons() {
        let system = UIButton(type: .system)
        system.setTitle("Save", for: .normal)
        system.frame = CGRect(x: 0, y: 0, width: 88, height: 22)
        let filled = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Done") { _ in })
        filled.frame.origin = CGPoint(x: 110, y: 0)
        let add = UIButton(type: .contactAdd)
        add.setTitle("Add", for: .normal)
        add.frame = CGRect(x: 0, y: 22, width: 88, height: 22)
        let host = render([system, filled, add])
        expectScreen(host.text, "  Save     Done\n ⊕ Add\n")
        // Filled: white text on the tint.
        #expect(host.render()[11, 0].background != .default)
        #expect(host.render()[10, 0].background != .default)
        host.press(.tab)
        #expect(host.render()[2, 0].attributes.contains(.inverse), "focused")
    }

    @Test func switches() {
        let off = UISwitch(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        let on = UISwitch(frame: CGRect(x: 66, y: 0, width: 0, height: 0))
        on.isOn = true
        let host = render([off, on])
        expectScreen(host.text, "(●  ) (  ●)\n\n")
        host.tap(off)
        expectScreen(host.text, "(  ●) (  ●)\n\n")
    }

    @Test func segmentedControl() {
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.selectedSegmentIndex = 1
        let host = render([segments], columns: 30, rows: 1)
        #expect(segments.frame.size == CGSize(width: 25 * 11, height: 22))
        expectScreen(host.text, "│  One  │ [Two] │ Three │")
        segments.frame.size.width = 16 * 11
        expectScreen(host.text, "│One │[Tw]│Thre│", "narrow segments truncate their titles")
    }

    @Test func stepper() {
        let stepper = UIStepper(frame: .zero)
        let host = render([stepper])
        expectScreen(host.text, "[ − │ + ]\n\n")
    }

    @Test func textFields() {
        let empty = UITextField(frame: CGRect(x: 0, y: 0, width: 198, height: 22))
        empty.placeholder = "Name"
        empty.borderStyle = .roundedRect
        let filled = UITextField(frame: CGRect(x: 0, y: 22, width: 198, height: 22))
        filled.text = "Kate Bell"
        let boxed = UITextField(frame: CGRect(x: 0, y: 44, width: 198, height: 66))
        boxed.text = "Anna"
        boxed.borderStyle = .roundedRect
        boxed.clearButtonMode = .always
        let host = render([empty, filled, boxed], columns: 20, rows: 5)
        expectScreen(host.text, """
            [Name            ]
            Kate Bell
            ┌────────────────┐
            │Anna          × │
            └────────────────┘
            """)
        host.tap(filled)
        host.press(.home)
        let canvas = host.render()
        #expect(canvas[0, 1].attributes.contains(.inverse), "the cursor")
        #expect(!canvas[1, 1].attributes.contains(.inverse))
    }

    @Test func longTextScrollsToKeepTheCursorVisible() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 66, height: 22))
        let host = render([field], columns: 10, rows: 1)
        host.tap(field)
        host.type("abcdefghij")
        expectScreen(host.text, "fghij")
        host.press(.home)
        expectScreen(host.text, "abcdef")
    }
}
