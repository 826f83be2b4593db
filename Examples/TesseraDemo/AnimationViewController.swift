import Foundation
import Tessera

/// The CS193P "Animation" lecture's examples, each on a key: fade out and remove, flip a
/// playing card, a spring, and a keyframe sequence; `r` puts everything back.
///
/// Every animation is written as the notes write it (`UIViewPropertyAnimator`,
/// `UIView.animate…`): the code sets the end values
/// inside the block, the model changes at once (the status line prints it, as the notes'
/// `print("alpha = \(myView.alpha)")` does) and the window's clock plays the change on screen,
/// at the terminal's display rate.
final class AnimationViewController: UIViewController {
    private let fadeTitle = UILabel()
    private let cardTitle = UILabel()
    private let springTitle = UILabel()
    private let keyframesTitle = UILabel()
    /// The notes' `myView`: faded out, then removed from its superview.
    private let myView = UILabel()
    private let card = PlayingCardView()
    private let ball = UIView()
    private let tile = UIView()
    private let statusLabel = UILabel()
    private let hintLabel = UILabel()

    /// Whether the ball rests at the bottom of its stage.
    private var ballIsDown = false
    /// The faces the card shows in turn, a new one each time it turns face up.
    private let deck = [("A", "♠"), ("K", "♥"), ("Q", "♦"), ("J", "♣")]
    private var cardsDealt = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Animation"

        fadeTitle.text = "[f] Fade out, remove"
        cardTitle.text = "[c/tap] Flip the card"
        springTitle.text = "[s] Spring"
        keyframesTitle.text = "[k] Keyframes"
        for label in [fadeTitle, cardTitle, springTitle, keyframesTitle] {
            label.textAlignment = .center
            label.font = .boldSystemFont(ofSize: 17)
        }

        myView.text = "myView"
        myView.textAlignment = .center
        myView.textColor = .white
        myView.backgroundColor = .systemTeal

        ball.backgroundColor = .systemRed
        ball.layer.cornerRadius = 22
        tile.backgroundColor = .systemBlue

        statusLabel.textColor = .secondaryLabel
        statusLabel.textAlignment = .center
        hintLabel.text = "f fade · c flip · s spring · k keyframes · r reset · Esc back · q quits"
        hintLabel.textColor = .tertiaryLabel
        hintLabel.textAlignment = .center

        for subview in [fadeTitle, cardTitle, springTitle, keyframesTitle, myView, card, ball, tile, statusLabel, hintLabel] {
            view.addSubview(subview)
        }
        // As in the notes: a tap turns the card over, a pinch (Ctrl + wheel) scales its pips.
        card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: AnimationViewController.flipCard))
        card.addGestureRecognizer(UIPinchGestureRecognizer { [card] recognizer in
            if let pinch = recognizer as? UIPinchGestureRecognizer { card.adjustPipScale(byHandlingGestureRecognizedBy: pinch) }
        })
    }

    /// Places everything for the state it is in: frames are model values, so this is right
    /// whether or not an animation is on its way there.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let line = Self.line
        let stage = self.stage
        let panels = (0..<4).map { CGRect(x: CGFloat($0) * panelWidth, y: stage.minY, width: panelWidth, height: stage.height) }
        for (label, panel) in zip([fadeTitle, cardTitle, springTitle, keyframesTitle], panels) {
            label.frame = CGRect(x: panel.minX, y: stage.minY - 2 * line, width: panel.width, height: line)
        }

        myView.bounds = CGRect(x: 0, y: 0, width: 154, height: 88)
        myView.center = CGPoint(x: panels[0].midX, y: stage.midY)
        card.bounds = CGRect(x: 0, y: 0, width: 132, height: 176)
        card.center = CGPoint(x: panels[1].midX, y: stage.midY)
        ball.bounds = CGRect(x: 0, y: 0, width: 44, height: 44)
        ball.center = CGPoint(x: panels[2].midX, y: ballIsDown ? stage.maxY - 22 : stage.minY + 22)
        tile.frame = CGRect(x: panels[3].minX + 11, y: stage.minY, width: 66, height: 44)

        statusLabel.frame = CGRect(x: 0, y: bounds.height - 2 * line, width: bounds.width, height: line)
        hintLabel.frame = CGRect(x: 0, y: bounds.height - line, width: bounds.width, height: line)
    }

    /// One text line: 22 points, one terminal row.
    private static let line: CGFloat = 22

    /// The width of each example's column: a quarter of the screen.
    private var panelWidth: CGFloat { (view.bounds.width / 4).rounded(.down) }

    /// Where the examples play, across the screen: below their titles, above the status and
    /// hint lines, at least eight lines tall.
    private var stage: CGRect {
        let top = view.safeAreaInsets.top + 3 * Self.line
        let bottom = max(top + 8 * Self.line, view.bounds.height - 3 * Self.line)
        return CGRect(x: 0, y: top, width: view.bounds.width, height: bottom - top)
    }

    // MARK: The examples

    /// The notes' example: fade `myView` out over 3 s after 2 s, and remove it when the fade
    /// reached its end (not when it was interrupted, say by reset).
    func fadeOutAndRemove() {
        if myView.alpha == 1.0 {
            UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 3.0,
                delay: 2.0,
                options: [.allowUserInteraction],
                animations: { self.myView.alpha = 0.0 },
                completion: { if $0 == .end { self.myView.removeFromSuperview() } }
            )
            statusLabel.text = "alpha = \(myView.alpha): the model changed at once; the screen fades in 2 s, for 3 s"
        }
    }

    /// Turns the card over in 0.75 s, as the notes do: a view transition flips the whole card
    /// from the left while the block turns it face up or down (dealing a new face each time it
    /// comes up).
    func flipCard() {
        UIView.transition(
            with: card,
            duration: 0.75,
            options: [.transitionFlipFromLeft],
            animations: {
                if !self.card.isFaceUp {
                    (self.card.rank, self.card.suit) = self.deck[self.cardsDealt % self.deck.count]
                    self.cardsDealt += 1
                }
                self.card.isFaceUp = !self.card.isFaceUp
            },
            completion: nil)
        statusLabel.text = "isFaceUp = \(card.isFaceUp): the model changed at once; the card flips on screen"
    }

    /// Drops the ball to the bottom of its stage (or lifts it back) on an underdamped spring,
    /// so it overshoots and bounces before it settles.
    func bounceBall() {
        ballIsDown.toggle()
        let stage = self.stage
        UIView.animate(
            withDuration: 1.0, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
            options: [], animations: { self.ball.center.y = self.ballIsDown ? stage.maxY - 22 : stage.minY + 22 })
        statusLabel.text = "ball.center.y = \(Int(ball.center.y)): a spring with damping 0.3 overshoots and settles"
    }

    /// Sends the tile around its stage in four keyframes of 0.5 s, changing colour at each
    /// corner; it ends where it began.
    func playKeyframes() {
        // From the top left corner of its column to the bottom right one.
        let travel = CGSize(width: panelWidth - 22 - tile.bounds.width, height: stage.height - tile.bounds.height)
        UIView.animateKeyframes(
            withDuration: 2.0, delay: 0, options: [],
            animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.25) {
                    self.tile.center.x += travel.width
                    self.tile.backgroundColor = .systemOrange
                }
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) {
                    self.tile.center.y += travel.height
                    self.tile.backgroundColor = .systemGreen
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                    self.tile.center.x -= travel.width
                    self.tile.backgroundColor = .systemPurple
                }
                UIView.addKeyframe(withRelativeStartTime: 0.75, relativeDuration: 0.25) {
                    self.tile.center.y -= travel.height
                    self.tile.backgroundColor = .systemBlue
                }
            },
            completion: { finished in self.statusLabel.text = finished ? "keyframes: finished" : "keyframes: interrupted" })
        statusLabel.text = "keyframes: 4 × 0.5 s, right, down, left, up"
    }

    /// Stops every animation (their completions learn they did not finish) and puts the
    /// screen back as it was.
    func reset() {
        for animated in [myView, card, ball, tile] { animated.layer.removeAllAnimations() }
        myView.alpha = 1.0
        if myView.superview == nil { view.addSubview(myView) }
        card.isFaceUp = false
        ballIsDown = false
        tile.backgroundColor = .systemBlue
        view.setNeedsLayout()
        statusLabel.text = "reset"
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let key = presses.first?.key else { return super.pressesBegan(presses, with: event) }
        switch key.charactersIgnoringModifiers {
        case "f": fadeOutAndRemove()
        case "c": flipCard()
        case "s": bounceBall()
        case "k": playKeyframes()
        case "r": reset()
        case "q": exit(0)
        default: super.pressesBegan(presses, with: event)
        }
    }
}
