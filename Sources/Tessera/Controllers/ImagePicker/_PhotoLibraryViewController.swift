import Foundation

/// The photo library picker's list: the pictures folder's files, one row each. Selecting a row
/// decodes the picture and hands it to the picker; Cancel (or Escape) cancels.
@MainActor
final class _PhotoLibraryViewController: UITableViewController {
    private let folder: _PicturesFolder
    private var pictures: [URL] = []
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        formatter.timeStyle = .short
        return formatter
    }()
    /// Called with the picture and its file when the person picks one.
    var didPick: ((UIImage, URL) -> Void)?
    /// Called when the person cancels.
    var didCancel: (() -> Void)?

    init(folder: _PicturesFolder) {
        self.folder = folder
        super.init(style: .plain)
        title = "Photos"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel)
        navigationItem.leftBarButtonItem?.handler = { [weak self] _ in self?.didCancel?() }
    }

    required init?(coder: NSCoder) {
        fatalError("_PhotoLibraryViewController is created in code only")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(prototype: UITableViewCell.self, style: .subtitle), forCellReuseIdentifier: "Picture")
        pictures = folder.pictures()
        if pictures.isEmpty {
            let label = UILabel()
            label.text = "No pictures in \(folder.displayPath)"
            label.textAlignment = .center
            label.numberOfLines = 0
            label.textColor = .secondaryLabel
            tableView.backgroundView = label
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { pictures.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Picture", for: indexPath)
        let picture = pictures[indexPath.row]
        cell.textLabel?.text = picture.lastPathComponent
        let modified = (try? picture.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate
        cell.detailTextLabel?.text = modified.map { dateFormatter.string(from: $0) }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let picture = pictures[indexPath.row]
        guard let image = UIImage(contentsOfFile: picture.path) else {
            tableView.deselectRow(at: indexPath, animated: true)
            let alert = UIAlertController(
                title: "This picture cannot be opened",
                message: "\(picture.lastPathComponent) is not a JPEG or PNG picture Tessera can read.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
            return
        }
        didPick?(image, picture)
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if presses.first?.key?.keyCode == .keyboardEscape {
            didCancel?()
            return
        }
        super.pressesBegan(presses, with: event)
    }
}
