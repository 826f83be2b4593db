import Foundation
import Testing
@testable import Tessera

/// A cell that records `updateConfiguration(using:)` calls.
@MainActor
private final class RecordingCell: UITableViewCell {
    var states: [UICellConfigurationState] = []

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
    }
}

/// A cell that records its editing transitions.
@MainActor
private final class TransitionCell: UITableViewCell {
    var log: [String] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        log.append("will\(state.rawValue)")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        log.append("did\(state.rawValue)")
    }
}

/// A cell that counts `prepareForReuse()` calls and calls `super`.
@MainActor
private final class ReusableCell: UITableViewCell {
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
@Suite("UITableViewCell state")
struct TableViewCellStateTests {
    @Test func defaultsMatchUIKit() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
        #expect(cell.reuseIdentifier == "Cell")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.selectionStyle == .default && cell.accessoryType == .none && cell.editingAccessoryType == .none)
        #expect(cell.accessoryView == nil && cell.editingAccessoryView == nil)
        #expect(cell.backgroundView == nil && cell.selectedBackgroundView == nil && cell.multipleSelectionBackgroundView == nil)
        #expect(!cell.isSelected && !cell.isHighlighted && !cell.isEditing && !cell.showsReorderControl)
        #expect(cell.editingStyle == .delete && cell.shouldIndentWhileEditing)
        #expect(cell.indentationLevel == 0 && cell.focusStyle == .default)
        #expect(cell.contentConfiguration == nil && cell.backgroundConfiguration == nil)
        #expect(cell.automaticallyUpdatesContentConfiguration && cell.automaticallyUpdatesBackgroundConfiguration)
        #expect(cell.textLabel != nil && cell.imageView != nil && cell.detailTextLabel == nil)
        #expect(cell.textLabel?.superview === cell.contentView && cell.contentView.superview === cell)
        let framed = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        #expect(framed.reuseIdentifier == nil && framed._cellStyle == .default && framed.frame.width == 200)
    }

    @Test func eachStyleStylesItsLabels() throws {
        let value1 = try #require(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel)
        #expect(value1.textColor == .secondaryLabel)
        let subtitle = try #require(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel)
        #expect(subtitle.font.pointSize < 17 && subtitle.textColor == .label)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(value2.textLabel?.textAlignment == .right && value2.textLabel?.textColor == .tintColor)
    }

    @Test func selectionAndHighlightPropagateToContentLabelsAndImages() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let custom = UILabel()
        let nested = UIView()
        nested.addSubview(custom)
        cell.contentView.addSubview(nested)
        let labels = [cell.textLabel!, cell.detailTextLabel!, custom]
        cell.setHighlighted(true, animated: true)
        #expect(labels.allSatisfy { $0.isHighlighted } && cell.imageView!.isHighlighted)
        cell.setHighlighted(false, animated: false)
        #expect(labels.allSatisfy { !$0.isHighlighted })
        cell.isSelected = true
        #expect(labels.allSatisfy { $0.isHighlighted })
        cell.selectionStyle = .none
        #expect(labels.allSatisfy { !$0.isHighlighted })
    }

    @Test func editingTransitionsAreReportedWithTheNewState() {
        let cell = TransitionCell(style: .default, reuseIdentifier: nil)
        cell.setEditing(true, animated: true)
        cell.setEditing(true, animated: true)
        cell._showsDeleteConfirmation = true
        cell._showsDeleteConfirmation = false
        cell._showsDeleteConfirmation = true
        cell.setEditing(false, animated: false)
        // 1: showingEditControl, 2: showingDeleteConfirmation.
        #expect(cell.log == ["will1", "did1", "will3", "did3", "will1", "did1", "will3", "did3", "will0", "did0"])
        #expect(!cell._showsDeleteConfirmation)
    }

    @Test func prepareForReuseResetsStateButKeepsContent() {
        let cell = ReusableCell(style: .value1, reuseIdentifier: "Reuse")
        cell.textLabel?.text = "Kate"
        cell.accessoryType = .checkmark
        cell.isSelected = true
        cell.isHighlighted = true
        cell._showsDeleteConfirmation = true
        cell.prepareForReuse()
        #expect(cell.reuses == 1)
        #expect(!cell.isSelected && !cell.isHighlighted && !cell._showsDeleteConfirmation)
        #expect(cell.textLabel?.isHighlighted == false)
        #expect(cell.textLabel?.text == "Kate" && cell.accessoryType == .checkmark)
    }

    @Test func configurationStateReflectsTheCell() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var state = cell.configurationState
        #expect(!state.isSelected && !state.isHighlighted && !state.isEditing && !state.isSwiped && !state.isDisabled)
        cell.isSelected = true
        cell.isHighlighted = true
        cell.isEditing = true
        cell._showsDeleteConfirmation = true
        state = cell.configurationState
        #expect(state.isSelected && state.isHighlighted && state.isEditing && state.isSwiped)
    }

    @Test func stateChangesAskForAConfigurationUpdateBeforeLayout() throws {
        let cell = RecordingCell(style: .default, reuseIdentifier: nil)
        var handled: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in handled.append(state) }
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1 && handled.count == 1)
        cell.layoutIfNeeded()
        #expect(cell.states.count == 1, "no update without a state change")
        cell.setSelected(true, animated: false)
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.states.count == 2 && handled.count == 2)
        #expect(try #require(cell.states.last).isSelected)
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.states.count == 3)
    }

    @Test func contentConfigurationReplacesTheContentView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let plain = cell.contentView
        cell.textLabel?.text = "Legacy"
        var content = cell.defaultContentConfiguration()
        content.text = "Modern"
        cell.contentConfiguration = content
        let listView = try #require(cell.contentView as? UIListContentView)
        #expect(listView !== plain && listView.superview === cell && plain.superview == nil)
        #expect(renderAlone(cell).text(ofRow: 0) == " Modern")
        content.text = "Updated"
        cell.contentConfiguration = content
        #expect(cell.contentView === listView, "a supporting content view is updated in place")
        #expect(renderAlone(cell).text(ofRow: 0) == " Updated")
        cell.contentConfiguration = nil
        #expect(cell.contentView === plain)
        #expect(renderAlone(cell).text(ofRow: 0) == " Legacy")
    }

    @Test func backgroundConfigurationFollowsTheState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        cell.backgroundConfiguration = .listPlainCell()
        #expect(renderAlone(cell)[10, 0].background == cellColor(.systemBackground))
        cell.isSelected = true
        #expect(renderAlone(cell)[10, 0].background == cellColor(.systemGray4))
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.backgroundConfiguration = .listGroupedCell()
        #expect(renderAlone(cell)[10, 0].background == cellColor(.secondarySystemGroupedBackground))
        #expect(cell.defaultBackgroundConfiguration() == .listPlainCell())
        cell._displayContext.tableStyle = .insetGrouped
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedCell())
    }

    @Test func aBackgroundConfigurationsCustomViewSitsOverItsColour() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let stripe = UIView()
        stripe.backgroundColor = .systemPurple
        var configuration = UIBackgroundConfiguration.listPlainCell()
        configuration.customView = stripe
        cell.backgroundConfiguration = configuration
        #expect(renderAlone(cell)[3, 0].background == cellColor(.systemPurple))
        #expect(stripe.superview === cell && stripe.frame == cell.bounds)
        cell.backgroundConfiguration = nil
        #expect(renderAlone(cell)[3, 0].background == .default)
        #expect(stripe.superview == nil)
    }

    @Test func tapsOnControlsReachTheTableHooks() {
        let window = UIWindow()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        cell.frame = CGRect(x: 0, y: 0, width: 330, height: 44)
        window.addSubview(cell)
        window.isHidden = false
        let host = HeadlessHost(window: window, columns: 30, rows: 2)
        let recorder = TapRecorder()
        cell._host = recorder
        cell.accessoryType = .detailButton
        _ = host.render()
        host.tap(at: CGPoint(x: 313, y: 11))
        cell.accessoryType = .disclosureIndicator
        _ = host.render()
        host.tap(at: CGPoint(x: 313, y: 11))
        #expect(recorder.taps == ["accessory"], "a chevron is not a button")
        cell.isEditing = true
        _ = host.render()
        host.tap(at: CGPoint(x: 16, y: 11))
        cell._showsDeleteConfirmation = true
        _ = host.render()
        host.tap(at: CGPoint(x: 300, y: 11))
        #expect(recorder.taps == ["accessory", "editing", "delete"])
    }
}

/// Stands in for the table: records which control of which cell was tapped.
@MainActor
private final class TapRecorder: _TableCellHost {
    var taps: [String] = []
    func _cellAccessoryButtonTapped(_ cell: UITableViewCell) { taps.append("accessory") }
    func _cellEditingControlTapped(_ cell: UITableViewCell) { taps.append("editing") }
    func _cellDeleteConfirmationTapped(_ cell: UITableViewCell) { taps.append("delete") }
}
