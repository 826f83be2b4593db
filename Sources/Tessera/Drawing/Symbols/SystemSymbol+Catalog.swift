import Foundation

// The drawings of the system symbols Tessera knows: the SF Symbols that iOS
// books and tutorials use. Each is an original, simplified drawing in its own
// design box (points at UIKit's default symbol configuration, y down), made of
// a few `SymbolShape` primitives; the glyph is what the renderer draws when the
// target is only a character cell or two.

extension SystemSymbol {
    /// All symbols by name.
    static let catalog: [String: SystemSymbol] = {
        var symbols: [String: SystemSymbol] = [:]
        for symbol in definitions {
            precondition(symbols[symbol.name] == nil, "Duplicate symbol \(symbol.name)")
            symbols[symbol.name] = symbol
        }
        return symbols
    }()

    private static var definitions: [SystemSymbol] {
        circled + people + marks + arrows + objects
    }
}

// MARK: - Building blocks

private func p(_ x: Double, _ y: Double) -> SIMD2<Double> { SIMD2(x, y) }

private let square20 = CGSize(width: 20, height: 20)

/// The ring around the "*.circle" symbols, in a 20 × 20 box.
private let circleRing = SymbolShape.ring(center: p(10, 10), radius: 9, lineWidth: 1.6)

/// The disc of the "*.circle.fill" symbols, covering the ring's outer edge.
private let circleDisc = SymbolShape.disc(center: p(10, 10), radius: 9.8)

/// A symbol named `name` and its ".circle" and ".circle.fill" companions, the
/// mark drawn inside a ring, or cut out of a disc.
private func circledFamily(
    _ name: String, mark: SymbolShape, circledGlyph: Character, filledGlyph: Character
) -> [SystemSymbol] {
    [
        SystemSymbol(name: "\(name).circle", size: square20, glyph: circledGlyph, shape: .union([circleRing, mark])),
        SystemSymbol(name: "\(name).circle.fill", size: square20, glyph: filledGlyph, shape: .subtracting(circleDisc, mark)),
    ]
}

/// A figure of a head and shoulders inside the 20 × 20 circle.
private func circledPerson(headRadius: Double, bodyCenterY: Double, bodyRadius: Double) -> SymbolShape {
    .union([
        .disc(center: p(10, 7.6), radius: headRadius),
        .intersection(
            .disc(center: p(10, bodyCenterY), radius: bodyRadius),
            .disc(center: p(10, 10), radius: 8.2)),
    ])
}

private func fivePointStar(center: SIMD2<Double>, outer: Double, inner: Double) -> SymbolShape {
    var points: [SIMD2<Double>] = []
    for index in 0..<10 {
        let radius = index.isMultiple(of: 2) ? outer : inner
        let angle = (-90 + Double(index) * 36) * .pi / 180
        points.append(center + radius * SIMD2(cos(angle), sin(angle)))
    }
    return .polygon(points)
}

/// Two discs and the polygon tangent to both, meeting at the bottom tip.
private let heartShape = SymbolShape.union([
    .disc(center: p(5.6, 6.2), radius: 4.6),
    .disc(center: p(14.4, 6.2), radius: 4.6),
    .polygon([p(2.33, 9.43), p(10, 17.2), p(17.67, 9.43), p(10, 6.2)]),
])

// MARK: - Families

extension SystemSymbol {
    private static var circled: [SystemSymbol] {
        let plusMark = SymbolShape.union([
            .polyline([p(10, 5.5), p(10, 14.5)], lineWidth: 1.7),
            .polyline([p(5.5, 10), p(14.5, 10)], lineWidth: 1.7),
        ])
        let xMark = SymbolShape.union([
            .polyline([p(6.7, 6.7), p(13.3, 13.3)], lineWidth: 1.7),
            .polyline([p(13.3, 6.7), p(6.7, 13.3)], lineWidth: 1.7),
        ])
        let checkMark = SymbolShape.polyline([p(5.8, 10.3), p(8.8, 13.4), p(14.3, 6.8)], lineWidth: 1.7)
        let infoMark = SymbolShape.union([
            .disc(center: p(10, 6.2), radius: 1.3),
            .polyline([p(10, 9.2), p(10, 14.6)], lineWidth: 1.9),
        ])
        return circledFamily("plus", mark: plusMark, circledGlyph: "⊕", filledGlyph: "⊕")
            + circledFamily("xmark", mark: xMark, circledGlyph: "⊗", filledGlyph: "⊗")
            + circledFamily("checkmark", mark: checkMark, circledGlyph: "✓", filledGlyph: "✓")
            + circledFamily("info", mark: infoMark, circledGlyph: "ⓘ", filledGlyph: "ⓘ")
            + [
                SystemSymbol(name: "circle", size: square20, glyph: "○", shape: circleRing),
                SystemSymbol(name: "circle.fill", size: square20, glyph: "●", shape: circleDisc),
            ]
    }

    private static var people: [SystemSymbol] {
        let personCircle = circledPerson(headRadius: 3.3, bodyCenterY: 19, bodyRadius: 6.8)
        let personCropCircle = circledPerson(headRadius: 3.6, bodyCenterY: 19.6, bodyRadius: 7.4)
        let bodyDome = SymbolShape.intersection(
            .disc(center: p(10, 20.5), radius: 8.2),
            .roundedRect(x: 0, y: 0, width: 20, height: 18.8, cornerRadius: 0))
        return [
            SystemSymbol(
                name: "person", size: square20, glyph: "☺",
                shape: .union([
                    .ring(center: p(10, 6), radius: 3.6, lineWidth: 1.5),
                    .outline(bodyDome, lineWidth: 1.5),
                ])),
            SystemSymbol(
                name: "person.fill", size: square20, glyph: "☻",
                shape: .union([.disc(center: p(10, 6), radius: 4.3), bodyDome])),
            SystemSymbol(
                name: "person.circle", size: square20, glyph: "◉",
                shape: .union([circleRing, personCircle])),
            SystemSymbol(
                name: "person.circle.fill", size: square20, glyph: "◉",
                shape: .subtracting(circleDisc, .outline(personCircle, lineWidth: 1.4))),
            SystemSymbol(
                name: "person.crop.circle", size: square20, glyph: "◉",
                shape: .union([circleRing, personCropCircle])),
            SystemSymbol(
                name: "person.crop.circle.fill", size: square20, glyph: "◉",
                shape: .subtracting(circleDisc, .outline(personCropCircle, lineWidth: 1.4))),
        ]
    }

    private static var marks: [SystemSymbol] {
        [
            SystemSymbol(
                name: "plus", size: CGSize(width: 18, height: 18), glyph: "+",
                shape: .union([
                    .polyline([p(9, 2), p(9, 16)], lineWidth: 2),
                    .polyline([p(2, 9), p(16, 9)], lineWidth: 2),
                ])),
            SystemSymbol(
                name: "minus", size: CGSize(width: 18, height: 4), glyph: "−",
                shape: .polyline([p(2, 2), p(16, 2)], lineWidth: 2)),
            SystemSymbol(
                name: "xmark", size: CGSize(width: 16, height: 16), glyph: "✕",
                shape: .union([
                    .polyline([p(2, 2), p(14, 14)], lineWidth: 2),
                    .polyline([p(14, 2), p(2, 14)], lineWidth: 2),
                ])),
            SystemSymbol(
                name: "checkmark", size: CGSize(width: 18, height: 16), glyph: "✓",
                shape: .polyline([p(2, 8.5), p(6.8, 13.5), p(16, 2.5)], lineWidth: 2)),
            SystemSymbol(
                name: "ellipsis", size: CGSize(width: 20, height: 5), glyph: "…",
                shape: .union([
                    .disc(center: p(3, 2.5), radius: 1.8),
                    .disc(center: p(10, 2.5), radius: 1.8),
                    .disc(center: p(17, 2.5), radius: 1.8),
                ])),
            SystemSymbol(
                name: "star", size: CGSize(width: 20, height: 19), glyph: "☆",
                shape: .outline(fivePointStar(center: p(10, 10.3), outer: 9, inner: 4), lineWidth: 1.5)),
            SystemSymbol(
                name: "star.fill", size: CGSize(width: 20, height: 19), glyph: "★",
                shape: fivePointStar(center: p(10, 10.3), outer: 9.6, inner: 4.4)),
            SystemSymbol(
                name: "heart", size: CGSize(width: 20, height: 18), glyph: "♡",
                shape: .outline(heartShape, lineWidth: 1.5)),
            SystemSymbol(
                name: "heart.fill", size: CGSize(width: 20, height: 18), glyph: "♥",
                shape: heartShape),
        ]
    }

    private static var arrows: [SystemSymbol] {
        [
            SystemSymbol(
                name: "chevron.right", size: CGSize(width: 11, height: 18), glyph: "›",
                shape: .polyline([p(3, 2), p(8.5, 9), p(3, 16)], lineWidth: 2)),
            SystemSymbol(
                name: "chevron.left", size: CGSize(width: 11, height: 18), glyph: "‹",
                shape: .polyline([p(8, 2), p(2.5, 9), p(8, 16)], lineWidth: 2)),
            SystemSymbol(
                name: "chevron.down", size: CGSize(width: 18, height: 11), glyph: "˅",
                shape: .polyline([p(2, 3), p(9, 8.5), p(16, 3)], lineWidth: 2)),
            SystemSymbol(
                name: "chevron.up", size: CGSize(width: 18, height: 11), glyph: "˄",
                shape: .polyline([p(2, 8), p(9, 2.5), p(16, 8)], lineWidth: 2)),
            SystemSymbol(
                name: "square.and.arrow.up", size: CGSize(width: 18, height: 22), glyph: "⇪",
                shape: .union([
                    .polyline([p(5.5, 8.5), p(2.5, 8.5), p(2.5, 20.5), p(15.5, 20.5), p(15.5, 8.5), p(12.5, 8.5)], lineWidth: 1.5),
                    .polyline([p(9, 1.8), p(9, 14)], lineWidth: 1.6),
                    .polyline([p(5.5, 5.3), p(9, 1.8), p(12.5, 5.3)], lineWidth: 1.6),
                ])),
        ]
    }

    private static var objects: [SystemSymbol] {
        [
            SystemSymbol(
                name: "trash", size: CGSize(width: 18, height: 20), glyph: "⌫",
                shape: .union([
                    .polyline([p(2, 4.5), p(16, 4.5)], lineWidth: 1.5),
                    .polyline([p(6.5, 4.5), p(6.5, 2), p(11.5, 2), p(11.5, 4.5)], lineWidth: 1.5),
                    .polyline([p(3.8, 4.5), p(4.8, 18.3), p(13.2, 18.3), p(14.2, 4.5)], lineWidth: 1.5),
                    .polyline([p(7, 7.5), p(7.3, 15.3)], lineWidth: 1.2),
                    .polyline([p(11, 7.5), p(10.7, 15.3)], lineWidth: 1.2),
                ])),
            SystemSymbol(
                name: "pencil", size: square20, glyph: "✎",
                shape: .union([
                    .polyline([p(6.6, 13.4), p(15.6, 4.4)], lineWidth: 3.6),
                    .polygon([p(2.5, 17.5), p(3.7, 13.0), p(7.0, 16.3)]),
                ])),
            SystemSymbol(
                name: "photo", size: CGSize(width: 22, height: 18), glyph: "▨",
                shape: .union([
                    .outline(.roundedRect(x: 1, y: 1, width: 20, height: 16, cornerRadius: 2.5), lineWidth: 1.5),
                    .polyline([p(2, 15), p(8, 9), p(12.5, 13.5), p(15, 11), p(20, 15.5)], lineWidth: 1.5),
                    .disc(center: p(15.5, 5.8), radius: 1.8),
                ])),
            SystemSymbol(
                name: "camera", size: CGSize(width: 22, height: 18), glyph: "⊙",
                shape: .union([
                    .outline(.roundedRect(x: 1, y: 4, width: 20, height: 13, cornerRadius: 2.5), lineWidth: 1.5),
                    .polyline([p(6.5, 4), p(8, 1.5), p(14, 1.5), p(15.5, 4)], lineWidth: 1.5),
                    .ring(center: p(11, 10.5), radius: 3.4, lineWidth: 1.5),
                ])),
            SystemSymbol(
                name: "magnifyingglass", size: CGSize(width: 19, height: 19), glyph: "⌕",
                shape: .union([
                    .ring(center: p(8, 8), radius: 5.8, lineWidth: 1.8),
                    .polyline([p(12.3, 12.3), p(17, 17)], lineWidth: 2.4),
                ])),
            SystemSymbol(name: "gear", size: square20, glyph: "⚙", shape: gear),
            SystemSymbol(
                name: "folder", size: CGSize(width: 22, height: 18), glyph: "▭",
                shape: .union([
                    .outline(.polygon([p(1.5, 2.5), p(8, 2.5), p(10, 5), p(20.5, 5), p(20.5, 16), p(1.5, 16)]), lineWidth: 1.5),
                    .polyline([p(1.5, 7.5), p(20.5, 7.5)], lineWidth: 1.2),
                ])),
            SystemSymbol(
                name: "envelope", size: CGSize(width: 22, height: 16), glyph: "✉",
                shape: .union([
                    .outline(.roundedRect(x: 1, y: 1, width: 20, height: 14, cornerRadius: 2), lineWidth: 1.5),
                    .polyline([p(2.2, 2.5), p(11, 9.5), p(19.8, 2.5)], lineWidth: 1.5),
                ])),
            SystemSymbol(
                name: "phone", size: square20, glyph: "☎",
                shape: .union([
                    // The handle bows towards the bottom-left between the earpiece
                    // (top-left) and the mouthpiece (bottom-right).
                    .arc(center: p(16.5, 3.5), radius: 12, start: 95, end: 175, lineWidth: 3),
                    .polyline([p(4.8, 4.6), p(8.2, 2.6)], lineWidth: 3.8),
                    .polyline([p(15.4, 15.2), p(17.4, 11.8)], lineWidth: 3.8),
                ])),
        ]
    }

    /// Eight teeth around a wheel with a hole in the middle.
    private static var gear: SymbolShape {
        var parts: [SymbolShape] = [.disc(center: p(10, 10), radius: 6.4)]
        for index in 0..<8 {
            let angle = (Double(index) * 45 + 22.5) * .pi / 180
            let direction = SIMD2(cos(angle), sin(angle))
            parts.append(.polyline([p(10, 10) + 5 * direction, p(10, 10) + 8.1 * direction], lineWidth: 2.8))
        }
        return .subtracting(.union(parts), .disc(center: p(10, 10), radius: 2.7))
    }
}
