import Foundation

/// What a list cell needs to know of the list section it is shown in: its appearance, whether
/// it draws a separator, whether it is the section's last row, and whether it is the section's
/// header (the first item, with `headerMode` `.firstItemInSection`).
struct _ListCellContext: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var showsSeparators: Bool
    var isLastInSection: Bool
    var isHeader: Bool

    init(configuration: UICollectionLayoutListConfiguration, item: Int, itemCount: Int) {
        appearance = configuration.appearance
        showsSeparators = configuration.showsSeparators
        isLastInSection = item == itemCount - 1
        isHeader = configuration.headerMode == .firstItemInSection && item == 0
    }

    /// Whether the row has a separator below it: in lists with separators, except under the
    /// last row of a grouped section, which its group's end closes.
    var showsSeparator: Bool {
        showsSeparators && !isHeader && !(isLastInSection && (appearance == .grouped || appearance == .insetGrouped))
    }
}
