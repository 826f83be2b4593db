import Foundation
import Testing
@testable import Tessera
import TesseraTestSupport

/// A cell sized by `sizeThatFits(_:)`.
@MainActor
private final class FixedFitCell: UITableViewCell {
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 132)
    }
}

@MainActor
@Suite("UITableViewCell self-sizing")
struct CellSelfSizingTests {
    private let width: CGFloat = 330

    @Test func builtInStylesAreAtLeast44Points() {
        let oneLine: CGFloat = 44
        let twoLines: CGFloat = 66
        #expect(makeCell()._preferredHeight(fittingWidth: width) == oneLine)
        #expect(makeCell(.value1, detail: "555")._preferredHeight(fittingWidth: width) == oneLine)
        #expect(makeCell(.value2, text: "mobile", detail: "555")._preferredHeight(fittingWidth: width) == oneLine)
        #expect(makeCell(.subtitle, detail: "Creative Consulting")._preferredHeight(fittingWidth: width) == twoLines)
        #expect(makeCell(.subtitle)._preferredHeight(fittingWidth: width) == oneLine)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil)._preferredHeight(fittingWidth: width) == oneLine)
    }

    @Test func multiLineLabelsWrapAtTheContentWidth() {
        let cell = makeCell(text: "The quick brown fox jumps over the lazy dog")
        cell.textLabel?.numberOfLines = 0
        // 330 points less 16 at each side leave 27 columns: two lines.
        let two: CGFloat = 66
        let three: CGFloat = 88
        #expect(cell._preferredHeight(fittingWidth: width) == two)
        // The accessory takes 27 more points: still two lines at 24 columns.
        cell.accessoryType = .disclosureIndicator
        #expect(cell._preferredHeight(fittingWidth: width) == two)
        // Editing takes the 38-point control: three lines.
        cell.accessoryType = .none
        cell.isEditing = true
        cell._displayContext.showsReorderControl = true
        #expect(cell._preferredHeight(fittingWidth: 220) > two)
        cell.isEditing = false
        #expect(cell._preferredHeight(fittingWidth: 165) == three + 22)
    }

    @Test func constrainedContentUsesAutoLayoutFitting() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "Anna Haro lives in Sausalito"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        let margins = cell.contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let oneLine: CGFloat = 44
        let threeLines: CGFloat = 88
        #expect(cell._preferredHeight(fittingWidth: 440) == oneLine)
        #expect(cell._preferredHeight(fittingWidth: width) == 66, "27 columns: two lines")
        // 154 points leave 11 columns: "Anna Haro" / "lives in" / "Sausalito".
        #expect(cell._preferredHeight(fittingWidth: 154) == threeLines)
        expectScreen(renderAlone(cell, columns: 14, height: threeLines).text, """
             Anna Haro
             lives in
             Sausalito
             ─────────────
            """)
        // A fixed-height custom layout is taken exactly, below UIKit's 44-point minimum too.
        let short = UITableViewCell(style: .default, reuseIdentifier: nil)
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        short.contentView.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: short.contentView.topAnchor),
            bar.bottomAnchor.constraint(equalTo: short.contentView.bottomAnchor),
            bar.leadingAnchor.constraint(equalTo: short.contentView.leadingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 22),
        ])
        let oneRow: CGFloat = 22
        #expect(short._preferredHeight(fittingWidth: width) == oneRow)
    }

    @Test func contentConfigurationsSizeFromTheirLines() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Kate Bell"
        cell.contentConfiguration = content
        let oneLine: CGFloat = 44
        let twoLines: CGFloat = 66
        #expect(cell._preferredHeight(fittingWidth: width) == oneLine)
        content.secondaryText = "Creative Consulting"
        cell.contentConfiguration = content
        #expect(cell._preferredHeight(fittingWidth: width) == twoLines)
        content.secondaryTextProperties.numberOfLines = 0
        // 110 points leave 6 columns: "Creati…" wraps to "Creati" / "ve" / "Consul" / "ting".
        #expect(cell._preferredHeight(fittingWidth: 110) > twoLines)
    }

    @Test func otherCellsUseSizeThatFits() {
        let cell = FixedFitCell(style: .default, reuseIdentifier: nil)
        let fitted: CGFloat = 132
        #expect(cell._preferredHeight(fittingWidth: width) == fitted)
    }
}
