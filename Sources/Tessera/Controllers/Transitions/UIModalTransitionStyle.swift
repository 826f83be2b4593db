import Foundation

/// How a presented controller arrives and leaves when no transitioning delegate animates it.
///
/// A terminal draws `.flipHorizontal` and `.partialCurl` as a cross-dissolve.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge; slides back down on dismissal (the default).
    case coverVertical = 0
    /// A 3D flip in UIKit; a cross-dissolve here.
    case flipHorizontal = 1
    /// Fades in; fades out on dismissal.
    case crossDissolve = 2
    /// A page curl in UIKit; a cross-dissolve here.
    case partialCurl = 3
}
