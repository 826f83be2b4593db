@testable import Tessera
import Foundation
import Testing
import TesseraTestSupport

/// Cards of a grid: a title and a subtitle label in each cell.
@MainActor
final class CardSource: RecordingCollectionSource {
    func card(_ cell: UICollectionViewCell) -> (UILabel, UILabel) {
        if cell.contentView.subviews.count == 2, let title = cell.contentView.subviews[0] as? UILabel,
            let subtitle = cell.contentView.subviews[1] as? UILabel
        {
            return (title, subtitle)
        }
        let title = UILabel(frame: CGRect(x: 11, y: 0, width: 88, height: 22))
        let subtitle = UILabel(frame: CGRect(x: 11, y: 22, width: 88, height: 22))
        cell.contentView.addSubview(title)
        cell.contentView.addSubview(subtitle)
        return (title, subtitle)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        let (title, subtitle) = card(cell)
        title.text = sections[indexPath.section][indexPath.item]
        subtitle.text = "#\(indexPath.item)"
        return cell
    }
}

@MainActor
@Suite("UICollectionView in the terminal")
struct UICollectionViewTerminalTests {
    private static let fruit = ["Apple", "Banana", "Cherry", "Date", "Elder", "Fig", "Grape", "Kiwi", "Lemon", "Mango", "Nut", "Olive", "Pear", "Quince"]

    private func host(_ layout: UICollectionViewLayout, _ source: RecordingCollectionSource, columns: Int = 40, rows: Int = 8) -> (HeadlessHost, UICollectionView) {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = source
        collectionView.delegate = source
        let window = UIWindow()
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let host = HeadlessHost(window: window, columns: columns, rows: rows)
        window.layoutIfNeeded()
        return (host, collectionView)
    }

    private func cards() -> UICollectionViewFlowLayout {
        makeFlowLayout(item: CGSize(width: 110, height: 44), line: 22, interitem: 0)
    }

    @Test func aGridOfCardsRendersFourAcross() {
        let source = CardSource(sections: [Self.fruit])
        let (host, _) = host(cards(), source)
        expectScreen(host.text, """
             Apple     Banana    Cherry    Date    ┃
             #0        #1        #2        #3      ┃
                                                   ┃
             Elder     Fig       Grape     Kiwi    ┃
             #4        #5        #6        #7      ┃
                                                   ┃
             Lemon     Mango     Nut       Olive
             #8        #9        #10       #11
            """, ignoringTrailingBlanks: true)
    }

    @Test func arrowKeysMoveTheFocusInTwoDimensionsAndReturnSelects() {
        let source = CardSource(sections: [Self.fruit])
        let (host, collectionView) = host(cards(), source)
        host.press(.rightArrow)
        #expect(collectionView.focusedItem == IndexPath(item: 0, section: 0))
        host.press(.rightArrow)
        host.press(.downArrow)
        #expect(collectionView.focusedItem == IndexPath(item: 5, section: 0))
        host.press(.downArrow)
        host.press(.downArrow)
        #expect(collectionView.focusedItem == IndexPath(item: 13, section: 0))
        #expect(collectionView.contentOffset.y > 0)
        host.press(.leftArrow)
        #expect(collectionView.focusedItem == IndexPath(item: 12, section: 0))
        source.reset()
        host.press(.enter)
        #expect(source.log == ["shouldHighlight(0.12)", "didHighlight(0.12)", "shouldSelect(0.12)", "didUnhighlight(0.12)", "didSelect(0.12)"])
        expectScreen(host.text, """
             Elder     Fig       Grape     Kiwi
             #4        #5        #6        #7
                                                   ┃
             Lemon     Mango     Nut       Olive   ┃
             #8        #9        #10       #11     ┃
                                                   ┃
            ▌Pear      Quince                      ┃
            ▌#12       #13                         ┃
            """, ignoringTrailingBlanks: true)
    }

    @Test func aClickSelectsTheCardUnderThePointer() {
        let source = CardSource(sections: [Self.fruit])
        let (host, collectionView) = host(cards(), source)
        source.reset()
        host.tap(at: CGPoint(x: 250, y: 80))
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 6, section: 0)])
        #expect(source.log.last == "didSelect(0.6)")
    }

    @Test func theWheelScrollsAndAHorizontalWheelScrollsAnOrthogonalSection() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(110), heightDimension: .absolute(44)), subitems: [item])
        let shelf = NSCollectionLayoutSection(group: group)
        shelf.orthogonalScrollingBehavior = .continuous
        let list = NSCollectionLayoutSection(group: NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]))
        let layout = UICollectionViewCompositionalLayout { index, _ in index == 0 ? shelf : list }
        let source = CardSource(sections: [Self.fruit, ["One", "Two", "Three", "Four", "Five"]])
        let (host, collectionView) = host(layout, source)
        host.scroll(at: CGPoint(x: 100, y: 10), by: CGPoint(x: -22, y: 0))
        expectScreen(host.text, """
            pple     Banana    Cherry    Date      ┃
            0        #1        #2        #3        ┃
             One                                   ┃
             #0                                    ┃
             Two                                   ┃
             #1
             Three
             #2
            """, ignoringTrailingBlanks: true)
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -44))
        #expect(collectionView.contentOffset.y == 44)
        host.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: -22, y: 0))
        #expect(layout.orthogonalOffsets[0] == 22)
    }
}
