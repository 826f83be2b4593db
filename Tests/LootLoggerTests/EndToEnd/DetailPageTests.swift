import Foundation
import Testing
@_spi(TerminalHost) @testable import Tessera
@testable import LootLoggerKit

/// The detail page: shown from a row through the storyboard's "showItem" segue and
/// `prepare(for:sender:)`, its stack views, formatters, keyboard dismissal, and the edits saved
/// back in `viewWillDisappear(_:)`.
@Suite("LootLogger: the detail page", .serialized)
@MainActor
struct DetailPageTests {
    /// The app with two items, the second one open on its detail page.
    private func appShowingSecondItem() -> (LaunchedLootLogger, Item) {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        app.addItem()
        let item = app.addItem()
        #expect(app.host.tap(text: item.serialNumber!))
        app.host.settle()
        return (app, item)
    }

    @Test func tappingARowPerformsTheShowSegueWithTheItem() throws {
        let (app, item) = appShowingSecondItem()
        let detail = try #require(app.detail)
        #expect(detail.item === item)
        #expect(app.navigationController.viewControllers.count == 2)
        #expect(detail.storyboard != nil)
        #expect(detail.navigationItem.title == item.name)
        // The back button names the list, and the bar shows the item's name.
        #expect(app.lines[0].contains("‹ LootLogger") && app.lines[0].contains(item.name))
    }

    @Test func theFieldsShowTheItemFormatted() throws {
        let (app, item) = appShowingSecondItem()
        let detail = try #require(app.detail)
        #expect(detail.nameField.text == item.name)
        #expect(detail.serialNumberField.text == item.serialNumber)
        #expect(detail.valueField.text == detail.numberFormatter.string(from: NSNumber(value: item.valueInDollars)))
        #expect(detail.valueField.text?.hasSuffix(".00") == true)
        #expect(detail.dateLabel.text == detail.dateFormatter.string(from: item.dateCreated))
        let screen = app.host.text
        for text in ["Name", "Serial", "Value", item.name, item.serialNumber!, detail.dateLabel.text!] {
            #expect(screen.contains(text), "\(text)")
        }
    }

    @Test func theStackViewsFollowTheBooksPriorities() throws {
        let (app, _) = appShowingSecondItem()
        let detail = try #require(app.detail)
        let fields = [detail.nameField!, detail.serialNumberField!, detail.valueField!]
        // The fields' leading edges line up across the rows, after the widest label.
        #expect(Set(fields.map { $0.convert($0.bounds, to: nil).minX }).count == 1)
        // The labels hug their text; the fields take the rest of the row.
        for field in fields {
            let row = try #require(field.superview as? UIStackView)
            let label = try #require(row.arrangedSubviews.first as? UILabel)
            #expect(label.frame.width < field.frame.width)
            #expect(field.frame.maxX == row.bounds.maxX)
        }
        // The photo takes the height left over and gives way first (hugging 248 under the date
        // label's 249, compression resistance 749).
        #expect(detail.dateLabel.contentHuggingPriority(for: .vertical) == UILayoutPriority(249))
        #expect(detail.imageView.contentHuggingPriority(for: .vertical) == UILayoutPriority(248))
        #expect(detail.imageView.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(749))
        #expect(detail.dateLabel.frame.height == detail.nameField.frame.height)
        #expect(detail.imageView.frame.height > 5 * detail.nameField.frame.height)
    }

    @Test func editsAreSavedBackWhenThePageDisappears() throws {
        let (app, item) = appShowingSecondItem()
        let detail = try #require(app.detail)
        app.host.tap(detail.nameField)
        #expect(detail.nameField.isFirstResponder)
        for _ in 0..<item.name.count { app.host.press(.backspace) }
        app.host.type("Grandfather Clock")
        app.host.tap(detail.valueField)
        for _ in 0..<(detail.valueField.text ?? "").count { app.host.press(.backspace) }
        app.host.type("1,234.00")
        app.host.press(.escape)  // back to the list
        app.host.settle()
        #expect(app.detail == nil)
        #expect(item.name == "Grandfather Clock")
        #expect(item.valueInDollars == 1234)
        #expect(app.host.text.contains("Grandfather Clock"))
        #expect(app.host.text.contains("$1234"))
    }

    @Test func aValueThatIsNotANumberBecomesZero() throws {
        let (app, item) = appShowingSecondItem()
        let detail = try #require(app.detail)
        detail.valueField.text = "lots"
        app.host.press(.escape)
        app.host.settle()
        #expect(item.valueInDollars == 0)
    }

    @Test func returnAndATapOutsideThePutTheKeyboardAway() throws {
        let (app, _) = appShowingSecondItem()
        let detail = try #require(app.detail)
        app.host.tap(detail.serialNumberField)
        #expect(detail.serialNumberField.isFirstResponder)
        app.host.press(.enter)
        #expect(!detail.serialNumberField.isFirstResponder)
        app.host.tap(detail.nameField)
        #expect(detail.nameField.isFirstResponder)
        app.host.tap(at: app.host.center(of: detail.dateLabel))
        #expect(!detail.nameField.isFirstResponder)
    }

    @Test func returnOnAFocusedRowShowsItsItem() throws {
        let app = LaunchedLootLogger(archiveURL: temporaryArchiveURL())
        let first = app.addItem()
        app.addItem()
        app.host.press(.downArrow)
        app.host.press(.enter)
        app.host.settle()
        #expect(app.detail?.item === first)
        // Back on the list, the row is no longer selected (clearsSelectionOnViewWillAppear).
        app.host.press(.escape)
        app.host.settle()
        #expect(app.tableView.indexPathForSelectedRow == nil)
    }
}
