import Foundation
import Tessera

extension HeadlessHost {
    /// The screen's lines.
    var lines: [String] { text.components(separatedBy: "\n") }
}
