extension DynamicInitializer {
    package static func makeTableViewCell(_ type: UITableViewCell.Type, style: UITableViewCell.CellStyle, reuseIdentifier: String?) -> UITableViewCell { fatalError() }
    package static func makeHeaderFooterView(_ type: UITableViewHeaderFooterView.Type, reuseIdentifier: String?) -> UITableViewHeaderFooterView { fatalError() }
}
