import Foundation
import Tessera

/// A playing card, face up or face down, as in the CS193P notes' card game.
///
/// The face shows the rank and suit in two corners and a large suit in the middle; the back is
/// a blue pattern. Setting ``isFaceUp`` redraws at once; the flip itself is animated by whoever
/// turns the card (see `AnimationViewController.flipCard()`).
final class PlayingCardView: UIView {
    var rank = "A" { didSet { updateFace() } }
    var suit = "♠" { didSet { updateFace() } }
    var isFaceUp = false { didSet { updateFace() } }

    private let topCornerLabel = UILabel()
    private let bottomCornerLabel = UILabel()
    private let pipLabel = UILabel()
    private let backLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        layer.cornerRadius = 11
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray.cgColor
        clipsToBounds = true
        bottomCornerLabel.textAlignment = .right
        pipLabel.textAlignment = .center
        backLabel.numberOfLines = 0
        backLabel.textAlignment = .center
        backLabel.textColor = .white
        for label in [topCornerLabel, bottomCornerLabel, pipLabel, backLabel] { addSubview(label) }
        updateFace()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The corners one line in from the top and bottom edges (on the border's rows nothing
    /// would show), the pip just above the middle, the back's pattern inside the border.
    override func layoutSubviews() {
        super.layoutSubviews()
        let line: CGFloat = 22
        let inset: CGFloat = 11
        topCornerLabel.frame = CGRect(x: inset, y: line, width: bounds.width - 2 * inset, height: line)
        bottomCornerLabel.frame = CGRect(x: inset, y: bounds.height - 2 * line, width: bounds.width - 2 * inset, height: line)
        pipLabel.frame = CGRect(x: 0, y: bounds.height / 2 - line, width: bounds.width, height: line)
        backLabel.frame = bounds.insetBy(dx: inset, dy: line)
    }

    private func updateFace() {
        let color: UIColor = suit == "♥" || suit == "♦" ? .systemRed : .black
        topCornerLabel.text = rank + suit
        bottomCornerLabel.text = rank + suit
        pipLabel.text = suit
        for label in [topCornerLabel, bottomCornerLabel, pipLabel] {
            label.textColor = color
            label.isHidden = !isFaceUp
        }
        backLabel.isHidden = isFaceUp
        backLabel.text = Array(repeating: "╳╳╳╳╳╳╳╳", count: 6).joined(separator: "\n")
        backgroundColor = isFaceUp ? .white : .systemBlue
    }
}
