import Foundation
import Testing
@testable import Tessera

@MainActor
@Suite("UIControl target-action")
struct ControlTargetActionTests {
    /// Logs every event of a control by name.
    private func logEvents(of control: UIControl) -> () -> [String] {
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
            (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
            (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primaryAction"),
            (.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
            (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
        ]
        final class Box { var log: [String] = [] }
        let box = Box()
        for (event, name) in names {
            control.addAction(UIAction { _ in box.log.append(name) }, for: event)
        }
        return { box.log }
    }

    private func setUp<Control: UIControl>(_ control: Control, frame: CGRect = CGRect(x: 22, y: 22, width: 110, height: 22)) -> HeadlessHost {
        let host = makeHost()
        control.frame = frame
        host.window.addSubview(control)
        return host
    }

    @Test func tapSendsTouchDownTouchUpInsideAndPrimaryAction() {
        let button = UIButton(type: .system)
        let host = setUp(button)
        let log = logEvents(of: button)
        host.touchDown(at: host.center(of: button))
        #expect(button.isHighlighted && button.isTracking)
        #expect(button.state == .highlighted)
        host.touchUp()
        #expect(!button.isHighlighted && !button.isTracking)
        #expect(log() == ["touchDown", "touchUpInside", "primaryAction"])
    }

    @Test func draggingOutAndLiftingSendsTouchUpOutside() {
        let button = UIButton(type: .system)
        let host = setUp(button)
        let log = logEvents(of: button)
        host.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 300, y: 30), steps: 2)
        #expect(log() == ["touchDown", "dragOutside", "dragExit", "dragOutside", "touchUpOutside"])
    }

    @Test func aGestureRecognizerTakingTheTouchSendsTouchCancel() {
        let button = UIButton(type: .system)
        let host = setUp(button)
        let log = logEvents(of: button)
        let pan = UIPanGestureRecognizer()
        host.window.addGestureRecognizer(pan)
        host.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 200, y: 30), steps: 4)
        #expect(log() == ["touchDown", "touchCancel"])
    }

    @Test func aTapRecognizerOfAnAncestorDoesNotBlockAButton() {
        let button = UIButton(type: .system)
        let host = setUp(button)
        var taps = 0
        host.window.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let log = logEvents(of: button)
        host.tap(button)
        #expect(taps == 0)
        #expect(log() == ["touchDown", "touchUpInside", "primaryAction"])
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 400, y: 200))
        #expect(taps == 1)
    }

    @Test func disabledControlsIgnoreTouches() {
        let button = UIButton(type: .system)
        let host = setUp(button)
        button.isEnabled = false
        #expect(button.state == .disabled)
        let log = logEvents(of: button)
        host.tap(button)
        #expect(log().isEmpty)
    }

    @Test func doubleTapSendsTouchDownRepeat() {
        let button = UIButton(type: .system)
        let host = setUp(button)
        let log = logEvents(of: button)
        host.doubleTap(button)
        #expect(log() == ["touchDown", "touchUpInside", "primaryAction", "touchDown", "touchDownRepeat", "touchUpInside", "primaryAction"])
    }

    @Test func methodReferencesAreTargetActions() {
        @MainActor final class Controller {
            var calls: [String] = []
            func save(_ sender: UIButton) { calls.append("save \(sender.currentTitle ?? "")") }
            func anySender(_ sender: Any) { calls.append("any") }
            func noSender() { calls.append("none") }
            func withEvent(_ sender: UIControl, _ event: UIEvent?) { calls.append("event \(event != nil)") }
        }
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        let host = setUp(button)
        var controller: Controller? = Controller()
        button.addTarget(controller!, action: Controller.save, for: .touchUpInside)
        button.addTarget(controller!, action: Controller.anySender, for: .touchUpInside)
        button.addTarget(controller!, action: Controller.noSender, for: .touchUpInside)
        button.addTarget(controller!, action: Controller.withEvent, for: .touchUpInside)
        #expect(button.allTargets.count == 1)
        #expect(button.allControlEvents == .touchUpInside)
        host.tap(button)
        #expect(controller?.calls == ["save Save", "any", "none", "event true"])
        button.removeTarget(controller, for: .touchUpInside)
        host.advanceTime(by: 1)
        host.tap(button)
        #expect(controller?.calls.count == 4)
        // Targets are weak.
        button.addTarget(controller!, action: Controller.noSender, for: .touchUpInside)
        controller = nil
        host.advanceTime(by: 1)
        host.tap(button)
    }

    @Test func trackingCallsFollowTheTouch() {
        @MainActor final class TrackingControl: UIControl {
            var calls: [String] = []
            var keepTracking = true
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("begin \(touch.location(in: self).x)")
                return true
            }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
                calls.append("continue \(touch.location(in: self).x)")
                return keepTracking
            }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { calls.append("end") }
            override func cancelTracking(with event: UIEvent?) { calls.append("cancel") }
        }
        let control = TrackingControl()
        let host = setUp(control, frame: CGRect(x: 0, y: 0, width: 220, height: 44))
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2)
        #expect(control.calls == ["begin 10.0", "continue 20.0", "continue 30.0", "end"])
        control.calls = []
        control.keepTracking = false
        host.advanceTime(by: 1)
        host.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 30, y: 10), steps: 2)
        #expect(control.calls == ["begin 10.0", "continue 20.0"], "tracking stopped when continueTracking returned false")
        control.calls = []
        host.advanceTime(by: 1)
        host.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(control.isTracking)
        control.touchesCancelled([], with: nil)
        #expect(control.calls == ["begin 10.0", "cancel"] && !control.isTracking && !control.isHighlighted)
        host.touchUp()
    }

    @Test func removeActionAndSendActions() {
        let control = UIControl()
        var calls: [String] = []
        let first = UIAction(identifier: UIAction.Identifier("first")) { action in calls.append("first \(action.sender is UIControl)") }
        control.addAction(first, for: [.valueChanged, .editingChanged])
        control.addAction(UIAction { _ in calls.append("second") }, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        #expect(calls == ["first true", "second"])
        control.removeAction(identifiedBy: UIAction.Identifier("first"), for: .valueChanged)
        calls = []
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .editingChanged)
        #expect(calls == ["second", "first true"])
    }

    @Test func switchToggles() {
        let toggle = UISwitch()
        #expect(toggle.frame.size == CGSize(width: 55, height: 22))
        let host = setUp(toggle, frame: CGRect(x: 22, y: 22, width: 55, height: 22))
        let log = logEvents(of: toggle)
        host.tap(toggle)
        #expect(toggle.isOn)
        #expect(log() == ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn)
        #expect(log().count == 4, "setOn sends no action")
    }

    @Test func primaryActionOfASwitchRunsWhenItToggles() {
        var values: [Bool] = []
        let toggle = UISwitch(frame: .zero, primaryAction: UIAction { action in values.append((action.sender as! UISwitch).isOn) })
        let host = setUp(toggle, frame: CGRect(x: 0, y: 0, width: 55, height: 22))
        host.tap(toggle)
        host.advanceTime(by: 1)
        host.tap(toggle)
        #expect(values == [true, false])
        toggle.performPrimaryAction()
        #expect(values.count == 3)
    }

    @Test func segmentedControlSelectsTheTappedSegment() {
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        #expect(segments.numberOfSegments == 3 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        let host = setUp(segments, frame: CGRect(x: 0, y: 22, width: 220, height: 22))
        var changes: [Int] = []
        segments.addAction(UIAction { _ in changes.append(segments.selectedSegmentIndex) }, for: .valueChanged)
        host.tap(at: CGPoint(x: 180, y: 30))
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 20, y: 30))
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 20, y: 30))
        #expect(changes == [2, 0])
        segments.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(segments.selectedSegmentIndex == 1 && segments.titleForSegment(at: 0) == "Zero")
        segments.setTitle("Uno", forSegmentAt: 1)
        #expect(segments.titleForSegment(at: 1) == "Uno")
        segments.removeSegment(at: 1, animated: false)
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
        segments.setEnabled(false, forSegmentAt: 0)
        host.advanceTime(by: 1)
        host.tap(at: CGPoint(x: 20, y: 30))
        #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func stepperStepsClampsAndWraps() {
        let stepper = UIStepper()
        let host = setUp(stepper, frame: CGRect(x: 0, y: 22, width: 99, height: 22))
        stepper.maximumValue = 2
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        let plus = CGPoint(x: 75, y: 30)
        let minus = CGPoint(x: 25, y: 30)
        for point in [plus, plus, plus, minus] {
            host.tap(at: point)
            host.advanceTime(by: 1)
        }
        #expect(values == [1, 2, 1])
        stepper.wraps = true
        stepper.value = 2
        host.tap(at: plus)
        #expect(stepper.value == 0)
        stepper.stepValue = 0.5
        host.advanceTime(by: 1)
        host.tap(at: minus)
        #expect(stepper.value == 2)
        stepper.value = 7
        #expect(stepper.value == 2)
    }

    @Test func buttonTitlesFallBackToNormal() {
        let button = UIButton(type: .custom)
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        #expect(button.title(for: .selected) == "Normal")
        #expect(button.title(for: .highlighted) == "Pressed")
        #expect(button.currentTitle == "Normal")
        button.isHighlighted = true
        #expect(button.currentTitle == "Pressed")
        #expect(button.titleLabel?.text == "Normal" || button.titleLabel?.text == "Pressed")
        let action = UIAction(title: "Go") { _ in }
        let configured = UIButton(configuration: .filled(), primaryAction: action)
        #expect(configured.currentTitle == "Go")
        #expect(configured.intrinsicContentSize == CGSize(width: 44, height: 22))
    }
}

@MainActor
@Suite("Menus")
struct MenuTests {
    @Test func menusHoldActionsAndSubmenus() {
        let delete = UIAction(title: "Delete", identifier: UIAction.Identifier("delete"), attributes: .destructive) { _ in }
        let sort = UIMenu(title: "Sort", options: .singleSelection, children: [
            UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
        ])
        let menu = UIMenu(title: "Item", children: [sort, delete])
        #expect(menu.children.map(\.title) == ["Sort", "Delete"])
        #expect(menu.action(identifiedBy: UIAction.Identifier("delete")) === delete)
        #expect(delete.attributes == .destructive)
        let shorter = menu.replacingChildren([delete])
        #expect(shorter.title == "Item" && shorter.identifier == menu.identifier && shorter.children.count == 1)
        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu === menu)
        let command = UIKeyCommand(title: "Find", action: { _ in }, input: "f", modifierFlags: .command)
        let element: UIMenuElement = command
        #expect(element.title == "Find")
    }
}
