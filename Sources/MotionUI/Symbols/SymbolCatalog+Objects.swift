import Foundation

extension SymbolCatalog {
    /// Everyday objects: heart, star, bookmark, bell, gear, trash, magnifying glass, person,
    /// house, microphone, thumbs up, locks, cart, bag, music note, battery.
    static func objects() -> [String: SymbolArtwork] {
        typealias P = SymbolPen
        var table: [String: SymbolArtwork] = [:]
        func both(_ name: String, outline: [SymbolArtwork.Part], fill: [SymbolArtwork.Part]) {
            table.addOutlineAndFill(name, outline: outline, fill: fill)
        }

        let heart = Path { p in
            p.move(to: CGPoint(x: 80, y: 142))
            p.addCurve(to: CGPoint(x: 12, y: 60), control1: CGPoint(x: 34, y: 106), control2: CGPoint(x: 12, y: 86))
            p.addCurve(to: CGPoint(x: 46, y: 20), control1: CGPoint(x: 12, y: 36), control2: CGPoint(x: 28, y: 20))
            p.addCurve(to: CGPoint(x: 80, y: 42), control1: CGPoint(x: 62, y: 20), control2: CGPoint(x: 74, y: 30))
            p.addCurve(to: CGPoint(x: 114, y: 20), control1: CGPoint(x: 86, y: 30), control2: CGPoint(x: 98, y: 20))
            p.addCurve(to: CGPoint(x: 148, y: 60), control1: CGPoint(x: 132, y: 20), control2: CGPoint(x: 148, y: 36))
            p.addCurve(to: CGPoint(x: 80, y: 142), control1: CGPoint(x: 148, y: 86), control2: CGPoint(x: 126, y: 106))
            p.closeSubpath()
        }
        both("heart", outline: [.stroke(heart)], fill: [.fill(heart)])

        let star = (0..<10).map { i in P.onCircle((80, 88), i.isMultiple(of: 2) ? 78 : 32, -90 + CGFloat(i) * 36) }
        both("star", outline: [.stroke(P.polygon(star))], fill: [.fill(P.roundedPolygon(star, radius: 3))])

        let bookmark: [(CGFloat, CGFloat)] = [(36, 16), (124, 16), (124, 144), (80, 110), (36, 144)]
        both("bookmark", outline: [.stroke(P.polygon(bookmark))], fill: [.fill(P.roundedPolygon(bookmark, radius: 6))])

        let bell = Path { p in
            p.move(to: CGPoint(x: 22, y: 120))
            p.addLine(to: CGPoint(x: 40, y: 98))
            p.addLine(to: CGPoint(x: 40, y: 66))
            p.addCurve(to: CGPoint(x: 80, y: 22), control1: CGPoint(x: 40, y: 40), control2: CGPoint(x: 58, y: 22))
            p.addCurve(to: CGPoint(x: 120, y: 66), control1: CGPoint(x: 102, y: 22), control2: CGPoint(x: 120, y: 40))
            p.addLine(to: CGPoint(x: 120, y: 98))
            p.addLine(to: CGPoint(x: 138, y: 120))
            p.closeSubpath()
        }
        let clapper = Path { p in
            p.move(to: CGPoint(x: 62, y: 128))
            p.addRelativeArc(center: CGPoint(x: 80, y: 128), radius: 18, startAngle: .degrees(180), delta: .degrees(-180))
            p.closeSubpath()
        }
        both("bell", outline: [.stroke(bell), .fill(clapper), .fill(P.circle((80, 16), 8))],
             fill: [.fill(bell), .fill(clapper), .fill(P.circle((80, 16), 9))])

        // A cog of eight teeth around a round hole.
        var cog: [(CGFloat, CGFloat)] = []
        for tooth in 0..<8 {
            let a = CGFloat(tooth) * 45
            cog += [P.onCircle((80, 80), 62, a - 22.5 + 4), P.onCircle((80, 80), 78, a - 10),
                    P.onCircle((80, 80), 78, a + 10), P.onCircle((80, 80), 62, a + 22.5 - 4)]
        }
        var gear = P.roundedPolygon(cog, radius: 3)
        gear.addPath(P.circle((80, 80), 26))
        table["gear"] = SymbolArtwork([.fill(gear, .evenOdd)])

        table["trash"] = SymbolArtwork([
            .stroke(P.line((18, 34), (142, 34))),
            .stroke(P.polyline((58, 34), (60, 16), (100, 16), (102, 34))),
            .stroke(P.polyline((36, 34), (44, 144), (116, 144), (124, 34))),
            .stroke(P.line((64, 58), (66, 120)), widthScale: 0.8),
            .stroke(P.line((96, 58), (94, 120)), widthScale: 0.8),
        ])
        table["trash.fill"] = SymbolArtwork([
            .stroke(P.line((18, 34), (142, 34))),
            .stroke(P.polyline((58, 34), (60, 16), (100, 16), (102, 34))),
            .fill({ var p = P.roundedPolygon([(32, 44), (128, 44), (120, 148), (40, 148)], radius: 8)
                p.addPath(P.ribbon([(64, 64), (66, 126)], width: 9)); p.addPath(P.ribbon([(96, 64), (94, 126)], width: 9))
                return p }(), .evenOdd),
        ])

        table["magnifyingglass"] = SymbolArtwork([
            .stroke(P.circle((66, 66), 48)),
            .stroke(P.line((102, 102), (142, 142)), widthScale: 1.4),
        ])

        let shoulders = Path { p in
            p.move(to: CGPoint(x: 22, y: 144))
            p.addCurve(to: CGPoint(x: 138, y: 144), control1: CGPoint(x: 22, y: 84), control2: CGPoint(x: 138, y: 84))
            p.closeSubpath()
        }
        both("person", outline: [.stroke(P.circle((80, 46), 28)), .stroke(shoulders)],
             fill: [.fill(P.circle((80, 44), 32)), .fill(shoulders)])

        table["house"] = SymbolArtwork([
            .stroke(P.polyline((14, 80), (80, 18), (146, 80))),
            .stroke(P.polyline((36, 64), (36, 142), (124, 142), (124, 64))),
            .stroke(P.polyline((66, 142), (66, 104), (94, 104), (94, 142))),
            .stroke(P.line((116, 28), (116, 48)), widthScale: 1.2),
        ])
        table["house.fill"] = SymbolArtwork([
            .fill({ var p = P.roundedPolygon([(80, 12), (152, 78), (128, 78), (128, 146), (32, 146), (32, 78), (8, 78)], radius: 4)
                p.addPath(P.roundedRect(66, 102, 28, 44, 4)); return p }(), .evenOdd),
        ])

        let capsule = P.roundedRect(56, 10, 48, 90, 24)
        let stand: [SymbolArtwork.Part] = [.stroke(P.arc((80, 72), 48, from: 0, to: 180)), .stroke(P.line((80, 120), (80, 148)))]
        both("mic", outline: [.stroke(capsule)] + stand, fill: [.fill(P.roundedRect(52, 6, 56, 98, 28))] + stand)

        let hand = P.roundedPolygon([(52, 74), (76, 44), (82, 18), (94, 14), (104, 24), (100, 60), (136, 62), (144, 74),
                                     (138, 104), (130, 132), (118, 142), (52, 142)], radius: 8)
        both("hand.thumbsup", outline: [.stroke(hand), .stroke(P.roundedRect(16, 74, 24, 68, 6))],
             fill: [.fill(hand), .fill(P.roundedRect(12, 72, 30, 72, 6))])

        let shackle = P.polyline([(50, 72)] + (0...12).map { P.onCircle((80, 52), 30, 180 + CGFloat($0) * 15) } + [(110, 72)])
        let openShackle = P.polyline([(98, 72)] + (0...12).map { P.onCircle((124, 46), 26, 180 + CGFloat($0) * 15) } + [(150, 58)])
        both("lock", outline: [.stroke(P.roundedRect(30, 72, 100, 74, 12)), .stroke(shackle)],
             fill: [.fill(P.roundedRect(26, 68, 108, 82, 14)), .stroke(shackle, widthScale: 1.1)])
        both("lock.open", outline: [.stroke(P.roundedRect(14, 72, 100, 74, 12)), .stroke(openShackle)],
             fill: [.fill(P.roundedRect(10, 68, 108, 82, 14)), .stroke(openShackle, widthScale: 1.1)])

        let wheels: [SymbolArtwork.Part] = [.fill(P.circle((58, 136), 11)), .fill(P.circle((120, 136), 11))]
        let handle = P.polyline((8, 24), (30, 24), (50, 110), (130, 110))
        let basket: [(CGFloat, CGFloat)] = [(36, 44), (148, 44), (134, 92), (46, 92)]
        table["cart"] = SymbolArtwork([.stroke(handle), .stroke(P.polyline(basket))] + wheels)
        table["cart.fill"] = SymbolArtwork([.stroke(handle), .fill(P.roundedPolygon(basket, radius: 4))] + wheels)

        let bagHandle = P.arc((80, 54), 26, from: 180, to: 360)
        both("bag", outline: [.stroke(P.roundedRect(24, 54, 112, 92, 14)), .stroke(bagHandle)],
             fill: [.fill(P.roundedRect(20, 50, 120, 100, 16)), .stroke(bagHandle)])

        let flag = Path { p in
            p.move(to: CGPoint(x: 106, y: 14))
            p.addCurve(to: CGPoint(x: 140, y: 62), control1: CGPoint(x: 112, y: 40), control2: CGPoint(x: 146, y: 40))
            p.addCurve(to: CGPoint(x: 118, y: 40), control1: CGPoint(x: 134, y: 46), control2: CGPoint(x: 124, y: 42))
            p.closeSubpath()
        }
        table["music.note"] = SymbolArtwork([
            .stroke(P.line((112, 16), (112, 118)), cap: .butt),
            .fill(P.ellipse((86, 122), 30, 22).applying(rotation(-20, about: (86, 122)))),
            .fill(flag),
        ])

        table["battery.100"] = SymbolArtwork([
            .stroke(P.roundedRect(10, 46, 128, 68, 18)),
            .fill(P.roundedRect(24, 60, 100, 40, 8)),
            .fill(P.roundedRect(144, 66, 10, 28, 4)),
        ])
        return table
    }

    /// A rotation by `degrees` about a point on the grid.
    static func rotation(_ degrees: CGFloat, about c: (CGFloat, CGFloat)) -> CGAffineTransform {
        CGAffineTransform(translationX: -c.0, y: -c.1)
            .concatenating(CGAffineTransform(rotationAngle: degrees * .pi / 180))
            .concatenating(CGAffineTransform(translationX: c.0, y: c.1))
    }
}
