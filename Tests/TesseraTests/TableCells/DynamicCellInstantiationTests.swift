import Foundation
import Testing
@testable import Tessera

/// A book-style cell: property initialisers and an overridden designated initialiser.
@MainActor
private final class BookCell: UITableViewCell {
    let badge = UILabel()
    var initialisedProperty = "set by the property initialiser"
    private(set) var receivedStyle: CellStyle?
    nonisolated(unsafe) static var liveCount = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        receivedStyle = style
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        contentView.addSubview(badge)
        Self.liveCount += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    isolated deinit {
        Self.liveCount -= 1
    }
}

/// A cell that declares no initialisers and so inherits UITableViewCell's.
@MainActor
private final class InheritingCell: UITableViewCell {
    var note = "inherited"
}

/// A header that overrides `init(reuseIdentifier:)`.
@MainActor
private final class BookHeader: UITableViewHeaderFooterView {
    var ranOverride = false
    let marker = 42

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        ranOverride = true
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A reusable view that overrides `init(frame:)`.
@MainActor
private final class FramedView: UIView {
    var receivedFrame: CGRect?
    var tagline = "framed"

    override init(frame: CGRect) {
        receivedFrame = frame
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

// A subclass that declares only `init(custom:)` does not inherit `init(style:reuseIdentifier:)`;
// `makeTableViewCell` on it stops with Swift's "Use of unimplemented initializer
// 'init(style:reuseIdentifier:)' for class …", as UIKit does on an Apple platform. A trap
// cannot be observed in-process, so that case is documented on `DynamicInitializer` instead.

@MainActor
@Suite("Dynamic instantiation of cells and reusable views")
struct DynamicCellInstantiationTests {
    @Test(arguments: [UITableViewCell.CellStyle.default, .value1, .value2, .subtitle])
    func theSubclassOverrideRunsWithTheStyleAndIdentifier(style: UITableViewCell.CellStyle) throws {
        let cell = DynamicInitializer.makeTableViewCell(BookCell.self, style: style, reuseIdentifier: "Book")
        let book = try #require(cell as? BookCell)
        #expect(book.receivedStyle == style)
        #expect(book._cellStyle == style)
        #expect(book.reuseIdentifier == "Book")
        #expect(book.initialisedProperty == "set by the property initialiser")
        #expect(book.badge.superview === book.contentView)
        #expect((book.detailTextLabel == nil) == (style == .default))
    }

    @Test func identifiersOfEveryLengthArriveIntact() {
        // Small strings live inside the two words; long ones in a heap buffer whose
        // ownership passes to the initialiser. Repeating exercises the retain count.
        let long = "com.example.contacts.a-reuse-identifier-much-longer-than-fifteen-bytes"
        for _ in 0..<100 {
            for identifier in [nil, "", "Cell", long, "Zelle-ü-日本"] as [String?] {
                let cell = DynamicInitializer.makeTableViewCell(UITableViewCell.self, style: .value1, reuseIdentifier: identifier)
                #expect(cell.reuseIdentifier == identifier)
            }
        }
        #expect(long.count == 70)
    }

    @Test func aSubclassWithoutInitialisersGetsTheInheritedOne() throws {
        let cell = DynamicInitializer.makeTableViewCell(InheritingCell.self, style: .subtitle, reuseIdentifier: "Plain")
        let inheriting = try #require(cell as? InheritingCell)
        #expect(inheriting.note == "inherited")
        #expect(inheriting._cellStyle == .subtitle)
        #expect(inheriting.detailTextLabel != nil)
        #expect(inheriting.reuseIdentifier == "Plain")
    }

    @Test func createdCellsAreReleased() {
        BookCell.liveCount = 0
        weak var weakCell: UITableViewCell?
        do {
            let cell = DynamicInitializer.makeTableViewCell(BookCell.self, style: .default, reuseIdentifier: "Book")
            weakCell = cell
            #expect(BookCell.liveCount == 1)
        }
        #expect(weakCell == nil)
        #expect(BookCell.liveCount == 0)
    }

    @Test func headerFooterSubclassesRunTheirOverride() throws {
        weak var weakView: UITableViewHeaderFooterView?
        do {
            let view = DynamicInitializer.makeHeaderFooterView(BookHeader.self, reuseIdentifier: "Header")
            weakView = view
            let header = try #require(view as? BookHeader)
            #expect(header.ranOverride && header.marker == 42)
            #expect(header.reuseIdentifier == "Header")
            let plain = DynamicInitializer.makeHeaderFooterView(UITableViewHeaderFooterView.self, reuseIdentifier: nil)
            #expect(type(of: plain) == UITableViewHeaderFooterView.self && plain.reuseIdentifier == nil)
        }
        #expect(weakView == nil)
    }

    @Test func viewsAreMadeWithTheirFrame() throws {
        let frame = CGRect(x: 1.5, y: 2, width: 330, height: 44.25)
        weak var weakView: UIView?
        do {
            let view = DynamicInitializer.makeView(FramedView.self, frame: frame)
            weakView = view
            let framed = try #require(view as? FramedView)
            #expect(framed.receivedFrame == frame && framed.frame == frame && framed.tagline == "framed")
        }
        #expect(weakView == nil)
        // A cell made with init(frame:) goes through its convenience override: .default, no identifier.
        let cell = try #require(DynamicInitializer.makeView(BookCell.self, frame: frame) as? BookCell)
        #expect(cell.receivedStyle == .default && cell.reuseIdentifier == nil && cell.frame == frame)
    }
}
