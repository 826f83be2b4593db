// The code equivalents of nibs, storyboard scenes and prototype cells, driven as book code
// drives their UIKit originals (Swift 5 mode, nonisolated XCTest methods).
import XCTest
import Tessera

final class ArchiveTests: XCTestCase {
    func testAClassRegisteredCellIsNotWokenFromANib() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        tableView.register(ContactTableViewCell.self, forCellReuseIdentifier: "ContactTableViewCell")
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactTableViewCell") as! ContactTableViewCell
        XCTAssertEqual(cell.awakeCount, 0)
        XCTAssertEqual(cell.contactImage.layer.cornerRadius, 0)
    }

    func testANibRegisteredCellIsWokenOnceAndReusedWithoutWakingAgain() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        tableView.register(UINib(ContactTableViewCell.self), forCellReuseIdentifier: "ContactTableViewCell")
        let cell = tableView.dequeueReusableCell(withIdentifier: "ContactTableViewCell") as! ContactTableViewCell
        XCTAssertEqual(cell.awakeCount, 1)
        XCTAssertEqual(cell.contactImage.layer.cornerRadius, 25)
        XCTAssertEqual(cell.reuseIdentifier, "ContactTableViewCell")
        XCTAssertEqual(cell.nameLabel.superview, cell.contentView)
    }

    func testAPrototypeCellKeepsItsStoryboardStyle() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let styles: [(UITableViewCell.CellStyle, hasDetail: Bool)] = [(.default, false), (.value1, true), (.value2, true), (.subtitle, true)]
        for (style, hasDetail) in styles {
            tableView.register(UINib(prototype: UITableViewCell.self, style: style), forCellReuseIdentifier: "Cell\(style.rawValue)")
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell\(style.rawValue)")!
            XCTAssertEqual(cell.detailTextLabel != nil, hasDetail, "style \(style)")
            XCTAssertNotNil(cell.textLabel)
            XCTAssertEqual(cell.reuseIdentifier, "Cell\(style.rawValue)")
        }
        let plain = UITableView(frame: .zero, style: .plain)
        plain.register(UITableViewCell.self, forCellReuseIdentifier: "Class")
        XCTAssertNil(plain.dequeueReusableCell(withIdentifier: "Class")?.detailTextLabel, "class registration makes .default cells")
    }

    func testANibWithTheWrongObjectStopsWithUIKitsMessage() {
        let tableView = UITableView(frame: .zero, style: .plain)
        tableView.register(UINib(UILabel.self), forCellReuseIdentifier: "Label")
        let recorder = ExceptionRecorder()
        recorder.record {
            _ = tableView.dequeueReusableCell(withIdentifier: "Label", for: IndexPath(row: 0, section: 0))
        }
        XCTAssertEqual(recorder.raised, [.internalInconsistency(
            "invalid nib registered for identifier (Label) - nib must contain exactly one top level object which must be a UITableViewCell instance")])
    }

    func testACollectionViewNibCellIsWoken() {
        final class Card: UICollectionViewCell {
            var woken = 0
            override func awakeFromNib() { super.awakeFromNib(); woken += 1 }
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UINib(Card.self), forCellWithReuseIdentifier: "Card")
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: IndexPath(item: 0, section: 0)) as! Card
        XCTAssertEqual(cell.woken, 1)
        XCTAssertEqual(cell.reuseIdentifier, "Card")
    }

    func testAStoryboardSceneIsWokenBeforeItsViewLoads() {
        UIStoryboard(name: "Main", scenes: [
            .init(ItemsViewController.self, identifier: "Items", isInitial: true),
            .init(UIViewController.self, identifier: "Detail"),
        ])
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        let items = storyboard.instantiateInitialViewController() as! ItemsViewController
        XCTAssertEqual(items.log, ["awakeFromNib"])
        XCTAssertTrue(items.storyboard === storyboard)
        items.loadViewIfNeeded()
        XCTAssertEqual(items.log, ["awakeFromNib", "viewDidLoad"])

        let byIdentifier: ItemsViewController = storyboard.instantiateViewController(identifier: "Items") { coder in
            let controller = ItemsViewController(coder: coder)
            controller?.items = ["Custom"]
            return controller
        }
        XCTAssertEqual(byIdentifier.items, ["Custom"])
        XCTAssertEqual(byIdentifier.log, ["awakeFromNib"])
        XCTAssertFalse(byIdentifier === items)
    }

    func testUnknownStoryboardsAndScenesStopWithUIKitsMessages() {
        UIStoryboard(name: "Small", scenes: [.init(UIViewController.self, identifier: "Only")])
        let recorder = ExceptionRecorder()
        recorder.record {
            _ = UIStoryboard(name: "Small", bundle: nil).instantiateViewController(withIdentifier: "Missing")
            _ = UIStoryboard(name: "Nowhere", bundle: nil)
        }
        let raised = recorder.raised
        XCTAssertEqual(raised.map(\.name), ["NSInvalidArgumentException", "NSInvalidArgumentException"])
        XCTAssertEqual(raised.first?.reason, "Storyboard (<UIStoryboard: Small>) doesn't contain a view controller with identifier 'Missing'")
        XCTAssertTrue(raised.last?.reason.hasPrefix("Could not find a storyboard named 'Nowhere' in bundle ") == true)
    }
}
