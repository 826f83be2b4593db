import Foundation
import Testing

@testable import Tessera

/// Compares a drawn image with a committed PNG under Resources/Drawing, channel by channel
/// within `tolerance` (anti-aliasing may differ by a unit between Cairo builds).
///
/// With `TESSERA_RECORD_DRAWING=1` in the environment the PNG is (re)written into the source
/// tree instead, to be reviewed as a picture and committed.
@MainActor
func expectBitmap(_ image: UIImage, named name: String, tolerance: Int = 3, sourceLocation: SourceLocation = #_sourceLocation) {
    if ProcessInfo.processInfo.environment["TESSERA_RECORD_DRAWING"] == "1" {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Resources/Drawing")
        try? image.pngData()?.write(to: folder.appendingPathComponent(name + ".png"))
        return
    }
    guard let url = Bundle.module.url(forResource: name, withExtension: "png", subdirectory: "Drawing"),
        let data = try? Data(contentsOf: url), let expected = UIImage(data: data)
    else {
        Issue.record("No expected picture Drawing/\(name).png (record it with TESSERA_RECORD_DRAWING=1)", sourceLocation: sourceLocation)
        return
    }
    let (actual, wanted) = (image.bitmap, expected.bitmap)
    #expect("\(actual.width)×\(actual.height)" == "\(wanted.width)×\(wanted.height)", sourceLocation: sourceLocation)
    guard actual.width == wanted.width, actual.height == wanted.height else { return }
    var differing = 0
    var worst = 0
    for (a, b) in zip(actual.pixels, wanted.pixels) {
        let difference = max(
            abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
        if difference > tolerance { differing += 1 }
        worst = max(worst, difference)
    }
    #expect(differing == 0, "\(differing) pixels differ from \(name).png (worst by \(worst))", sourceLocation: sourceLocation)
}

/// A 32 × 32 image drawn by `actions` with the renderer's context current.
@MainActor
func drawing(size: CGFloat = 32, _ actions: (CGContext) -> Void) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: size, height: size)).image { actions($0.cgContext) }
}
