import Foundation

extension _ViewTransition {
    /// How the old picture of a view turns into the new one, as far as a character grid can
    /// show it.
    enum Kind: Equatable, Sendable {
        /// The old picture fades out over the new one, cell colours mixing.
        case crossDissolve
        /// The old picture narrows to its centre line over the first half, then the new one
        /// widens from it: across the columns for a flip from the left or right, across the rows
        /// for one from the top or bottom. (A grid has no perspective, so both directions of an
        /// axis look alike.)
        case flip(Axis)
        /// The old picture is wiped away row by row from one edge, revealing the new one.
        case curl(Edge)

        enum Axis: Sendable {
            case horizontal, vertical
        }

        /// The edge a curl starts from: the bottom for `.transitionCurlUp`, the top for
        /// `.transitionCurlDown`.
        enum Edge: Sendable {
            case bottom, top
        }

        /// The kind the transition bits of `options` name, or `nil` for `.transitionNone`; with
        /// `reduceMotion`, flips and curls become a cross-dissolve, which moves nothing.
        init?(_ options: UIView.AnimationOptions, reduceMotion: Bool) {
            switch options.transition {
            case 1, 2: self = .flip(.horizontal)
            case 6, 7: self = .flip(.vertical)
            case 3: self = .curl(.bottom)
            case 4: self = .curl(.top)
            case 5: self = .crossDissolve
            default: return nil
            }
            if reduceMotion { self = .crossDissolve }
        }
    }
}
