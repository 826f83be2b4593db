import Foundation
import Testing
@testable import Tessera

/// A grid cell as books write it: overrides `init(frame:)` and lays out a label.
@MainActor
private final class PhotoCell: UICollectionViewCell {
    let caption = UILabel()
    var updates: [UICellConfigurationState] = []
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        caption.frame = CGRect(x: 11, y: 0, width: 88, height: 22)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        updates.append(state)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
@Suite("UICollectionViewCell and UICollectionReusableView")
struct CollectionViewCellTests {
    @Test func registeredClassesAreMadeWithInitFrame() throws {
        let frame = CGRect(x: 0, y: 0, width: 110, height: 44)
        let cell = try #require(DynamicInitializer.makeView(PhotoCell.self, frame: frame) as? PhotoCell)
        #expect(cell.frame == frame && cell.caption.superview === cell.contentView)
        #expect(cell.reuseIdentifier == nil)
        cell._reuseIdentifier = "Photo"
        #expect(cell.reuseIdentifier == "Photo")
        let header = DynamicInitializer.makeView(UICollectionReusableView.self, frame: frame)
        #expect(type(of: header) == UICollectionReusableView.self)
    }

    @Test func selectionShowsTheSelectedBackgroundAndHighlightsLabels() {
        let cell = PhotoCell(frame: .zero)
        cell.caption.text = "Sunset"
        let background = UIView()
        background.backgroundColor = .systemTeal
        let selected = UIView()
        selected.backgroundColor = .systemYellow
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        var canvas = renderAlone(cell, columns: 10, height: 44)
        #expect(canvas.text == " Sunset\n")
        #expect(canvas[8, 1].background == cellColor(.systemTeal))
        cell.isSelected = true
        #expect(cell.caption.isHighlighted && cell.configurationState.isSelected)
        canvas = renderAlone(cell, columns: 10, height: 44)
        #expect(canvas[8, 1].background == cellColor(.systemYellow))
        cell.isSelected = false
        cell.isHighlighted = true
        #expect(cell.caption.isHighlighted)
        cell.prepareForReuse()
        #expect(!cell.isHighlighted && !cell.caption.isHighlighted && cell.reuses == 1)
        canvas = renderAlone(cell, columns: 10, height: 44)
        #expect(canvas[8, 1].background == cellColor(.systemTeal))
        #expect(selected.superview == nil)
    }

    @Test func stateChangesUpdateTheConfigurations() throws {
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 110, height: 44))
        cell.backgroundConfiguration = .listPlainCell()
        var content = UIListContentConfiguration.cell()
        content.text = "Album"
        cell.contentConfiguration = content
        #expect(cell.contentView is UIListContentView)
        #expect(renderAlone(cell, columns: 10, height: 44).text == " Album\n")
        #expect(cell.updates.count == 1)
        cell.isHighlighted = true
        let canvas = renderAlone(cell, columns: 10, height: 44)
        #expect(canvas[8, 1].background == cellColor(.systemGray4))
        #expect(try #require(cell.updates.last).isHighlighted && cell.updates.count == 2)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.contains { $0 === cell.caption })
    }
}
