import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

@MainActor
@Suite("UITableViewCell drawing")
struct TableViewCellSnapshotTests {
    // MARK: Styles

    @Test func defaultStyleShowsTextOnTheFirstRowAndTheSeparatorOnTheSecond() {
        let cell = makeCell()
        expectScreen(renderAlone(cell).text, " Kate Bell\n ─────────────────────────────")
        #expect(cell.detailTextLabel == nil)
    }

    @Test func value1PutsTheDetailRightAligned() {
        let cell = makeCell(.value1, text: "Phone", detail: "555-0100")
        let canvas = renderAlone(cell)
        expectScreen(canvas.text, " Phone               555-0100\n ─────────────────────────────")
        #expect(canvas[1, 0].foreground == cellColor(.label))
        #expect(canvas[21, 0].foreground != cellColor(.label))
    }

    @Test func value2ShowsANarrowRightAlignedTitleInTheTintColour() {
        let canvas = renderAlone(makeCell(.value2, text: "mobile", detail: "(555) 564-8583"))
        expectScreen(canvas.text, "  mobile (555) 564-8583\n ─────────────────────────────")
        #expect(canvas[2, 0].foreground == cellColor(.systemBlue))
        #expect(canvas[2, 0].attributes.contains(.bold))
    }

    @Test func subtitleStacksTwoLinesInA66PointRow() {
        let canvas = renderAlone(makeCell(.subtitle, text: "Kate Bell", detail: "Creative Consulting"), height: 66)
        expectScreen(canvas.text, """
             Kate Bell
             Creative Consulting
             ─────────────────────────────
            """)
    }

    @Test func anImageTakesSpaceOnlyWhenSet() {
        let cell = makeCell()
        _ = cell.imageView
        #expect(renderAlone(cell).text(ofRow: 0) == " Kate Bell")
        cell.imageView?.image = UIImage(systemName: "person.crop.circle")
        #expect(renderAlone(cell).text(ofRow: 0) == " ◉  Kate Bell")
    }

    @Test func indentationMovesTheBuiltInContent() {
        let cell = makeCell()
        cell.indentationWidth = 22
        cell.indentationLevel = 2
        #expect(cell.indentationWidth == 22)
        #expect(renderAlone(cell).text(ofRow: 0) == "     Kate Bell")
        #expect(UITableViewCell().indentationWidth == 10)
    }

    // MARK: Accessories

    @Test func standardAccessoriesDrawAtTheTrailingEdge() {
        let cases: [(UITableViewCell.AccessoryType, String)] = [
            (.none, " Kate Bell"),
            (.disclosureIndicator, " Kate Bell                   ›"),
            (.checkmark, " Kate Bell                   ✓"),
            (.detailButton, " Kate Bell                   ⓘ"),
            (.detailDisclosureButton, " Kate Bell                 ⓘ ›"),
        ]
        for (type, expected) in cases {
            let cell = makeCell()
            cell.accessoryType = type
            #expect(renderAlone(cell, columns: 31).text(ofRow: 0) == expected, "\(type)")
        }
    }

    @Test func accessoryColours() {
        let cell = makeCell()
        cell.accessoryType = .checkmark
        cell.tintColor = .systemPink
        #expect(renderAlone(cell, columns: 31)[29, 0].foreground == cellColor(.systemPink))
        cell.accessoryType = .disclosureIndicator
        #expect(renderAlone(cell, columns: 31)[29, 0].foreground != cellColor(.systemPink))
    }

    @Test func theAccessoryNarrowsTheContentView() {
        let cell = makeCell(.value1, text: "Phone", detail: "555")
        cell.frame = CGRect(x: 0, y: 0, width: 330, height: 44)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 330, height: 44))
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 303, height: 44))
        #expect(renderAlone(cell).text(ofRow: 0) == " Phone                 555  ›")
    }

    @Test func aCustomAccessoryViewReplacesTheType() {
        let cell = makeCell()
        cell.accessoryType = .checkmark
        let label = UILabel()
        label.text = "ON"
        label.sizeToFit()
        cell.accessoryView = label
        #expect(renderAlone(cell).text(ofRow: 0) == " Kate Bell                 ON")
        cell.accessoryView = nil
        #expect(label.superview == nil)
        #expect(renderAlone(cell).text(ofRow: 0) == " Kate Bell                  ✓")
    }

    @Test func aSwitchAccessoryKeepsItsSizeOnTheTextRow() {
        let cell = makeCell(text: "Airplane Mode")
        let toggle = UISwitch()
        cell.accessoryView = toggle
        let canvas = renderAlone(cell)
        #expect(toggle.frame == CGRect(x: 259, y: 0, width: 55, height: 22))
        #expect(canvas.text(ofRow: 0).hasPrefix(" Airplane Mode"))
        #expect(canvas.text(ofRow: 1) == " ─────────────────────────────")
    }

    // MARK: Editing

    @Test func editingShowsTheDeleteControlAndIndents() {
        let cell = makeCell()
        cell.accessoryType = .disclosureIndicator
        cell.setEditing(true, animated: false)
        let canvas = renderAlone(cell)
        // The accessory gives way to the (absent) editing accessory.
        expectScreen(canvas.text, " ⊖   Kate Bell\n ─────────────────────────────")
        #expect(canvas[1, 0].foreground == cellColor(.systemRed))
        #expect(cell.contentView.frame.minX == 38)
        cell.shouldIndentWhileEditing = false
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == 0)
    }

    @Test func insertStyleAndTheEditingAccessory() {
        let cell = makeCell()
        cell._displayContext.editingStyle = .insert
        #expect(cell.editingStyle == .insert)
        cell.editingAccessoryType = .detailButton
        cell.isEditing = true
        let canvas = renderAlone(cell)
        #expect(canvas.text(ofRow: 0) == " ⊕   Kate Bell              ⓘ")
        #expect(canvas[1, 0].foreground == cellColor(.systemGreen))
        cell._displayContext.editingStyle = .none
        #expect(renderAlone(cell).text(ofRow: 0) == " Kate Bell                  ⓘ")
    }

    @Test func theReorderControlSitsAtTheTrailingEdge() {
        let cell = makeCell()
        cell.isEditing = true
        cell._displayContext.showsReorderControl = true
        let canvas = renderAlone(cell)
        #expect(canvas.text(ofRow: 0) == " ⊖   Kate Bell              ≡")
        #expect(cell._reorderControlFrame == CGRect(x: 292, y: 0, width: 38, height: 44))
        cell._displayContext.showsReorderControl = false
        #expect(cell._reorderControlFrame == .zero)
    }

    @Test func theDeleteConfirmationIsARedButtonAtTheTrailingEdge() {
        let cell = makeCell()
        cell.isEditing = true
        cell._displayContext.showsReorderControl = true
        cell._showsDeleteConfirmation = true
        var canvas = renderAlone(cell)
        #expect(canvas.text(ofRow: 0) == " ⊖   Kate Bell         Delete")
        #expect(cell._reorderControlFrame == .zero)
        for column in 22..<30 {
            #expect(canvas[column, 0].background == cellColor(.systemRed))
        }
        #expect(canvas[23, 0].foreground == cellColor(.white))
        #expect(cell.configurationState.isSwiped)
        cell._deleteConfirmationTitle = "Remove"
        canvas = renderAlone(cell)
        #expect(canvas.text(ofRow: 0) == " ⊖   Kate Bell         Remove")
        // Leaving editing mode hides the confirmation.
        cell.isEditing = false
        #expect(!cell._showsDeleteConfirmation)
        #expect(renderAlone(cell).text(ofRow: 0) == " Kate Bell")
    }

    // MARK: Separators

    @Test func separatorsFollowTheInsetsAndCanBeHidden() {
        let cell = makeCell()
        #expect(cell.separatorInset == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        cell._displayContext.separatorInset = UIEdgeInsets(top: 0, left: 55, bottom: 0, right: 0)
        #expect(renderAlone(cell).text(ofRow: 1) == "     ─────────────────────────")
        cell.separatorInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 33)
        #expect(cell.separatorInset.left == 0)
        #expect(renderAlone(cell).text(ofRow: 1) == "───────────────────────────")
        cell._displayContext.separatorColor = .systemRed
        #expect(renderAlone(cell)[0, 1].foreground == cellColor(.systemRed))
        cell._displayContext.separatorVisible = false
        expectScreen(renderAlone(cell).text, " Kate Bell\n")
    }

    @Test func aOneRowCellHasNoRoomForTheSeparator() {
        expectScreen(renderAlone(makeCell(), height: 22).text, " Kate Bell")
    }

    // MARK: Selection

    @Test func selectionAndHighlightPaintSystemGray4() {
        let cell = makeCell()
        #expect(renderAlone(cell)[5, 0].background == .default)
        cell.setSelected(true, animated: true)
        var canvas = renderAlone(cell)
        for row in 0..<2 {
            #expect(canvas[0, row].background == cellColor(.systemGray4) && canvas[29, row].background == cellColor(.systemGray4))
        }
        expectScreen(canvas.text, " Kate Bell\n ─────────────────────────────")
        cell.isSelected = false
        cell.setHighlighted(true, animated: false)
        canvas = renderAlone(cell)
        #expect(canvas[5, 0].background == cellColor(.systemGray4))
        cell.selectionStyle = .none
        #expect(renderAlone(cell)[5, 0].background == .default)
    }

    @Test func aSelectedBackgroundViewReplacesTheDefaultLook() {
        let cell = makeCell()
        let selected = UIView()
        selected.backgroundColor = .systemYellow
        cell.selectedBackgroundView = selected
        let background = UIView()
        background.backgroundColor = .systemTeal
        cell.backgroundView = background
        #expect(renderAlone(cell)[5, 0].background == cellColor(.systemTeal))
        cell.isSelected = true
        #expect(renderAlone(cell)[5, 0].background == cellColor(.systemYellow))
        #expect(selected.superview === cell && selected.frame == cell.bounds)
        cell.isSelected = false
        #expect(renderAlone(cell)[5, 0].background == cellColor(.systemTeal))
        #expect(selected.superview == nil)
    }

    @Test func multipleSelectionBackgroundIsUsedWhileEditing() {
        let cell = makeCell()
        let multiple = UIView()
        multiple.backgroundColor = .systemMint
        cell.multipleSelectionBackgroundView = multiple
        cell.isSelected = true
        #expect(renderAlone(cell)[5, 0].background == cellColor(.systemGray4))
        cell.isEditing = true
        #expect(renderAlone(cell)[5, 0].background == cellColor(.systemMint))
    }
}
