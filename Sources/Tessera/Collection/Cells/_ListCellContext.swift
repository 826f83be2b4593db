import Foundation

/// What a list cell needs to know of the list section it is shown in: its appearance, whether
/// it draws a separator, and whether it is the section's last row.
struct _ListCellContext: Equatable {
    var appearance: UICollectionLayoutListConfiguration.Appearance
    var showsSeparators: Bool
    var isLastInSection: Bool

    init(configuration: UICollectionLayoutListConfiguration, isLastInSection: Bool) {
        appearance = configuration.appearance
        showsSeparators = configuration.showsSeparators
        self.isLastInSection = isLastInSection
    }

    /// Whether the row has a separator below it: in lists with separators, except under the
    /// last row of a grouped section, which its group's end closes.
    var showsSeparator: Bool {
        showsSeparators && !(isLastInSection && (appearance == .grouped || appearance == .insetGrouped))
    }
}
