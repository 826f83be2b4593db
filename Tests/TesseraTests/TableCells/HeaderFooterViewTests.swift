import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("UITableViewHeaderFooterView")
struct HeaderFooterViewTests {
    @Test func plainHeaderIsOneBoldRowOnAGreyBar() {
        let header = UITableViewHeaderFooterView._titleView("Friends", isFooter: false, context: .plain)
        let oneRow: CGFloat = 22
        #expect(header._preferredHeight(fittingWidth: 330) == oneRow)
        let canvas = renderAlone(header, height: oneRow)
        expectScreen(canvas.text, " Friends")
        #expect(canvas[1, 0].attributes.contains(.bold))
        #expect(canvas[0, 0].background == cellColor(.secondarySystemBackground))
        #expect(canvas[29, 0].background == cellColor(.secondarySystemBackground))
    }

    @Test func plainFooterIsOneRowOfSecondaryText() {
        let footer = UITableViewHeaderFooterView._titleView("3 contacts", isFooter: true, context: .plain)
        let canvas = renderAlone(footer, height: 22)
        expectScreen(canvas.text, " 3 contacts")
        #expect(!canvas[1, 0].attributes.contains(.bold))
        #expect(canvas[1, 0].foreground != cellColor(.label))
    }

    @Test func groupedHeaderIsABlankRowThenTheUppercasedTitle() {
        for context in [_TableCellContext.grouped, .insetGrouped] {
            let header = UITableViewHeaderFooterView._titleView("Friends", isFooter: false, context: context)
            let twoRows: CGFloat = 44
            #expect(header._preferredHeight(fittingWidth: 330) == twoRows)
            let canvas = renderAlone(header, height: twoRows)
            expectScreen(canvas.text, "\n FRIENDS")
            // As in UIKit, the label's own text is upper-cased.
            #expect(header.textLabel?.text == "FRIENDS")
            #expect(canvas[0, 0].background == .default, "grouped headers have no bar")
        }
    }

    @Test func groupedFooterIsTheTextThenABlankRow() {
        let footer = UITableViewHeaderFooterView._titleView("Synced with iCloud", isFooter: true, context: .grouped)
        let twoRows: CGFloat = 44
        #expect(footer._preferredHeight(fittingWidth: 330) == twoRows)
        expectScreen(renderAlone(footer, height: twoRows).text, " Synced with iCloud\n")
        #expect(footer.textLabel?.text == "Synced with iCloud", "footers keep their case")
    }

    @Test func defaultContentConfigurationFollowsTheTableStyle() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        #expect(view.reuseIdentifier == "Header")
        #expect(view.defaultContentConfiguration() == .plainHeader())
        view._isFooter = true
        #expect(view.defaultContentConfiguration() == .plainFooter())
        view._tableContext = .grouped
        #expect(view.defaultContentConfiguration() == .groupedFooter())
        view._isFooter = false
        #expect(view.defaultContentConfiguration() == .groupedHeader())
    }

    @Test func aContentConfigurationReplacesTheContentView() throws {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = view.defaultContentConfiguration()
        content.text = "Recents"
        content.secondaryText = "Today"
        view.contentConfiguration = content
        #expect(view.contentView is UIListContentView)
        let twoRows: CGFloat = 44
        #expect(view._preferredHeight(fittingWidth: 330) == twoRows)
        expectScreen(renderAlone(view, height: twoRows).text, " Recents\n Today")
        view.contentConfiguration = nil
        #expect(!(view.contentView is UIListContentView))
    }

    @Test func backgroundViewAndConfigurationReplaceTheBar() {
        let view = UITableViewHeaderFooterView._titleView("A", isFooter: false, context: .plain)
        let background = UIView()
        background.backgroundColor = .systemIndigo
        view.backgroundView = background
        #expect(renderAlone(view, height: 22)[5, 0].background == cellColor(.systemIndigo))
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .systemOrange
        view.backgroundConfiguration = configuration
        #expect(renderAlone(view, height: 22)[5, 0].background == cellColor(.systemOrange))
        #expect(background.superview == nil)
        let stripe = UIView()
        stripe.backgroundColor = .systemPurple
        configuration.customView = stripe
        view.backgroundConfiguration = configuration
        #expect(renderAlone(view, height: 22)[5, 0].background == cellColor(.systemPurple))
        view.backgroundConfiguration = nil
        #expect(renderAlone(view, height: 22)[5, 0].background == cellColor(.systemIndigo))
        #expect(stripe.superview == nil)
    }

    @Test func constrainedContentSizesWithAutoLayout() {
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        let label = UILabel()
        label.text = "Custom"
        label.translatesAutoresizingMaskIntoConstraints = false
        view.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: view.contentView.topAnchor, constant: 22),
            label.bottomAnchor.constraint(equalTo: view.contentView.bottomAnchor, constant: -22),
            label.leadingAnchor.constraint(equalTo: view.contentView.leadingAnchor),
        ])
        let threeRows: CGFloat = 66
        #expect(view._preferredHeight(fittingWidth: 330) == threeRows)
    }

    @Test func framedInitialiserAndReuse() {
        let view = UITableViewHeaderFooterView(frame: CGRect(x: 0, y: 0, width: 100, height: 22))
        #expect(view.reuseIdentifier == nil && view.frame.width == 100)
        view.prepareForReuse()
        #expect(view.configurationState.isSelected == false)
    }
}
