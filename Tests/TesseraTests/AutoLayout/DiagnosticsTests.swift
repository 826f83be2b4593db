@testable import Tessera
import Foundation
import Testing

@MainActor
@Suite("Auto Layout diagnostics")
struct DiagnosticsTests {
    @Test func unsatisfiableConstraintsAreReportedAndTheNewOneIsBroken() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        let first = child.widthAnchor.constraint(equalToConstant: 100)
        let second = child.widthAnchor.constraint(equalToConstant: 200)
        second.identifier = "too-wide"
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
            first,
        ])
        root.layoutIfNeeded()
        let reports = collectingLayoutReports {
            second.isActive = true
            root.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        let report = reports.first ?? ""
        let lines = report.components(separatedBy: "\n")
        #expect(lines.first == "Unable to simultaneously satisfy constraints.")
        #expect(lines[1] == "\tProbably at least one of the constraints in the following list is one you don't want. ")
        #expect(lines.contains("(") && lines.contains(")"))
        #expect(report.contains("    \"\(first.description)\",\n    \"\(second.description)\"\n)"))
        #expect(report.contains("Will attempt to recover by breaking constraint \n\(second.description)\n"))
        #expect(report.contains("'too-wide' UIView:0x"))
        #expect(!report.contains("NSAutoresizingMaskLayoutConstraints that you don't understand"))
        // Layout goes on without the broken constraint, which stays active.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(second.isActive)
        // Changing it gives it another chance.
        first.isActive = false
        second.constant = 150
        root.layoutIfNeeded()
        #expect(child.frame.width == 150)
    }

    @Test func ambiguityIsDetected() {
        let root = makeRoot()
        let child = constrained(UIView(), in: root)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.hasAmbiguousLayout)  // no width
        let width = child.widthAnchor.constraint(greaterThanOrEqualToConstant: 10)
        width.isActive = true
        #expect(child.hasAmbiguousLayout)  // anything from 10 up
        let preferred = child.widthAnchor.constraint(equalToConstant: 30)
        preferred.priority = .fittingSizeLevel
        preferred.isActive = true
        #expect(!child.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(child.frame.width == 30)
        // A label's intrinsic size settles it, and views placed in code are never ambiguous.
        let label = constrained(makeLabel("Hi"), in: root)
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        label.topAnchor.constraint(equalTo: child.bottomAnchor).isActive = true
        #expect(!label.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        root.exerciseAmbiguityInLayout()
    }

    @Test func activatingWithoutACommonAncestorRaisesUIKitsException() {
        let a = UIView(), b = UIView()
        let exceptions = collectingExceptions {
            a.leadingAnchor.constraint(equalTo: b.leadingAnchor).isActive = true
        }
        #expect(exceptions.count == 1)
        #expect(exceptions.first?.reason.hasPrefix("Unable to activate constraint with anchors") == true)
        #expect(exceptions.first?.reason.contains("because they have no common ancestor.") == true)
    }

    @Test func updateConstraintsRunsBeforeLayout() {
        final class Panel: UIView {
            var calls = 0
            var widthConstraint: NSLayoutConstraint?
            var wantedWidth: CGFloat = 50
            override func updateConstraints() {
                calls += 1
                if widthConstraint == nil {
                    widthConstraint = widthAnchor.constraint(equalToConstant: wantedWidth)
                    widthConstraint?.isActive = true
                }
                widthConstraint?.constant = wantedWidth
                super.updateConstraints()
            }
        }
        let root = makeRoot()
        let panel = constrained(Panel(), in: root)
        NSLayoutConstraint.activate([
            panel.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            panel.topAnchor.constraint(equalTo: root.topAnchor),
            panel.heightAnchor.constraint(equalToConstant: 5),
        ])
        panel.setNeedsUpdateConstraints()
        #expect(panel.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(panel.calls == 1)
        #expect(!panel.needsUpdateConstraints())
        #expect(panel.frame.width == 50)
        panel.wantedWidth = 70
        panel.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(panel.calls == 2)
        #expect(panel.frame.width == 70)
        root.layoutIfNeeded()
        #expect(panel.calls == 2)
    }
}
