import XCTest
import Tessera

func makeTable() -> UITableView {
    let table = UITableView(frame: .zero, style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    return table
}

final class ProbeTests: XCTestCase {
    func testTable() {
        let table = makeTable()
        let button = UIButton(type: .system)
        button.addTarget(self, action: ProbeTests.tapped, for: .touchUpInside)
        XCTAssertEqual(table.style, .plain)
    }
    func tapped() {}
}
