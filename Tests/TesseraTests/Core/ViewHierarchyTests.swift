import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera

@MainActor
@Suite("View hierarchy")
struct ViewHierarchyTests {
    @Test func addingToAViewInAWindowCallsBackInUIKitsOrder() {
        let log = EventLog()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let parent = log.view("parent")
        window.addSubview(parent)
        let child = log.view("child")
        let grandchild = log.view("grandchild")
        child.addSubview(grandchild)
        log.reset()

        parent.addSubview(child)
        #expect(log.events == [
            "child.willMoveToSuperview(view)",
            "child.willMoveToWindow(window)", "grandchild.willMoveToWindow(window)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
            "parent.didAddSubview",
        ])
        #expect(grandchild.window === window)

        log.reset()
        child.removeFromSuperview()
        #expect(log.events == [
            "parent.willRemoveSubview",
            "child.willMoveToSuperview(nil)",
            "child.willMoveToWindow(nil)", "grandchild.willMoveToWindow(nil)",
            "child.didMoveToWindow", "grandchild.didMoveToWindow",
            "child.didMoveToSuperview",
        ])
        #expect(grandchild.window == nil && child.superview == nil)
    }

    @Test func addingOutsideAWindowCallsOnlySuperviewCallbacks() {
        let log = EventLog()
        let parent = log.view("parent")
        let child = log.view("child")
        parent.addSubview(child)
        #expect(log.events == ["child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview"])
    }

    @Test func subviewOrderCalls() {
        let parent = UIView()
        let (a, b, c) = (UIView(), UIView(), UIView())
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, at: 0)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        parent.bringSubviewToFront(c)
        #expect(parent.subviews.last === c)
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.first === b)
        parent.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(parent.subviews.map(ObjectIdentifier.init) == [c, a, b].map(ObjectIdentifier.init))
        let d = UIView()
        parent.insertSubview(d, aboveSubview: c)
        #expect(parent.subviews[1] === d)
        parent.insertSubview(d, belowSubview: c)
        #expect(parent.subviews[0] === d)
        // Adding a view that has another superview moves it.
        let other = UIView()
        other.addSubview(a)
        #expect(a.superview === other && !parent.subviews.contains { $0 === a })
        #expect(a.isDescendant(of: other) && !a.isDescendant(of: parent))
    }

    @Test func addingAViewToItselfRaisesUIKitsException() {
        let view = UIView()
        let raised = collectingExceptions { view.addSubview(view) }
        #expect(raised == [.invalidArgument("Can't add self as subview")])
        #expect(view.subviews.isEmpty)
    }

    @Test func viewWithTagSearchesDepthFirst() {
        let root = UIView()
        let child = UIView()
        let grandchild = UIView()
        grandchild.tag = 7
        child.addSubview(grandchild)
        root.addSubview(child)
        #expect(root.viewWithTag(7) === grandchild)
        #expect(root.viewWithTag(8) == nil)
        #expect(root.viewWithTag(0) === root)
    }

    @Test func tintColorIsInheritedUntilSet() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        #expect(child.tintColor === UIColor.systemBlue)
        parent.tintColor = .systemRed
        #expect(child.tintColor === UIColor.systemRed)
        child.tintColor = .systemGreen
        #expect(child.tintColor === UIColor.systemGreen)
    }

    @Test func responderChainRunsViewControllerSuperviewWindowApplication() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let button = UIView()
        controller.view.addSubview(button)
        #expect(button.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
    }

    @Test func firstResponderNeedsCanBecomeAndAWindow() {
        final class Field: UIView {
            override var canBecomeFirstResponder: Bool { true }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = Field()
        #expect(!field.becomeFirstResponder())
        window.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(!UIView().becomeFirstResponder())
        let other = Field()
        window.addSubview(other)
        #expect(other.becomeFirstResponder() && !field.isFirstResponder)
        other.removeFromSuperview()
        #expect(!other.isFirstResponder && window.firstResponder == nil)
    }
}
