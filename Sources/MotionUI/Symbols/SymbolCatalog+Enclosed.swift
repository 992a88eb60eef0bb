import Foundation

extension SymbolCatalog {
    /// Beyond the list issue 10 asks for, the names samples reach for next: symbols in circles
    /// (plus, minus, xmark, info), media controls (play, pause, stop, forward, backward), clock,
    /// globe, gearshape and the warning triangle.
    static func enclosed() -> [String: SymbolArtwork] {
        typealias P = SymbolPen
        var table: [String: SymbolArtwork] = [:]
        let ring = SymbolArtwork.Part.stroke(P.circle((80, 80), 74))

        /// A plus of arms `arm` long from the centre and `half` half-width, as one polygon (turned
        /// by `degrees`), so it can be cut out of a disc even-odd.
        func cross(_ arm: CGFloat, _ half: CGFloat, turned degrees: CGFloat = 0) -> Path {
            let c: CGFloat = 80
            let points: [(CGFloat, CGFloat)] = [
                (c - half, c - arm), (c + half, c - arm), (c + half, c - half), (c + arm, c - half),
                (c + arm, c + half), (c + half, c + half), (c + half, c + arm), (c - half, c + arm),
                (c - half, c + half), (c - arm, c + half), (c - arm, c - half), (c - half, c - half),
            ]
            return P.polygon(points).applying(rotation(degrees, about: (80, 80)))
        }
        func disc(cutting hole: Path) -> SymbolArtwork {
            var path = P.circle((80, 80), 80)
            path.addPath(hole)
            return SymbolArtwork([.fill(path, .evenOdd)])
        }
        let plus: [SymbolArtwork.Part] = [.stroke(P.line((80, 42), (80, 118))), .stroke(P.line((42, 80), (118, 80)))]
        table["plus.circle"] = SymbolArtwork([ring] + plus)
        table["plus.circle.fill"] = disc(cutting: cross(40, 7))
        table["xmark.circle"] = SymbolArtwork([ring, .stroke(P.line((54, 54), (106, 106))), .stroke(P.line((106, 54), (54, 106)))])
        table["xmark.circle.fill"] = disc(cutting: cross(38, 7, turned: 45))
        table["minus.circle"] = SymbolArtwork([ring, .stroke(P.line((42, 80), (118, 80)))])
        table["minus.circle.fill"] = disc(cutting: P.roundedRect(40, 73, 80, 14, 3))
        table["info.circle"] = SymbolArtwork([ring, .fill(P.circle((80, 46), 10)), .stroke(P.polyline((68, 70), (82, 70), (82, 118)))])

        let triangle: [(CGFloat, CGFloat)] = [(80, 14), (152, 140), (8, 140)]
        table["exclamationmark.triangle"] = SymbolArtwork([
            .stroke(P.roundedPolygon(triangle, radius: 10)), .stroke(P.line((80, 62), (80, 98))), .fill(P.circle((80, 120), 8)),
        ])
        table["exclamationmark.triangle.fill"] = SymbolArtwork([
            .fill({ var p = P.roundedPolygon([(80, 10), (156, 144), (4, 144)], radius: 12)
                p.addPath(P.roundedRect(73, 58, 14, 48, 7)); p.addPath(P.circle((80, 123), 9)); return p }(), .evenOdd),
        ])

        let play: [(CGFloat, CGFloat)] = [(34, 16), (140, 80), (34, 144)]
        table["play"] = SymbolArtwork([.stroke(P.roundedPolygon(play, radius: 8))])
        table["pause"] = SymbolArtwork([.stroke(P.line((52, 24), (52, 136))), .stroke(P.line((108, 24), (108, 136)))])
        table["stop"] = SymbolArtwork([.stroke(P.roundedRect(24, 24, 112, 112, 16))])
        table["stop.fill"] = SymbolArtwork([.fill(P.roundedRect(18, 18, 124, 124, 18))])
        table["forward.fill"] = SymbolArtwork([
            .fill(P.roundedPolygon([(6, 34), (80, 80), (6, 126)], radius: 6)),
            .fill(P.roundedPolygon([(80, 34), (154, 80), (80, 126)], radius: 6)),
        ])
        table["backward.fill"] = table["forward.fill"]!.rotated(quarterTurns: 2)

        table["clock"] = SymbolArtwork([ring, .stroke(P.polyline((80, 36), (80, 84), (112, 104)))])
        table["clock.fill"] = disc(cutting: P.ribbon([(80, 34), (80, 86), (114, 106)], width: 12))
        table["globe"] = SymbolArtwork([
            ring, .stroke(P.ellipse((80, 80), 30, 74), widthScale: 0.8),
            .stroke(P.line((6, 80), (154, 80)), widthScale: 0.8, cap: .butt),
            .stroke(P.line((80, 6), (80, 154)), widthScale: 0.8, cap: .butt),
            .stroke(P.line((18, 42), (142, 42)), widthScale: 0.8, cap: .butt),
            .stroke(P.line((18, 118), (142, 118)), widthScale: 0.8, cap: .butt),
        ])
        // A rounded cog of six teeth.
        var cog: [(CGFloat, CGFloat)] = []
        for tooth in 0..<6 {
            let a = CGFloat(tooth) * 60 - 90
            cog += [P.onCircle((80, 80), 62, a - 30 + 6), P.onCircle((80, 80), 76, a - 12),
                    P.onCircle((80, 80), 76, a + 12), P.onCircle((80, 80), 62, a + 30 - 6)]
        }
        let gearshape = P.roundedPolygon(cog, radius: 6)
        table["gearshape"] = SymbolArtwork([.stroke(gearshape), .stroke(P.circle((80, 80), 22))])
        table["gearshape.fill"] = SymbolArtwork([.fill({ var p = gearshape; p.addPath(P.circle((80, 80), 24)); return p }(), .evenOdd)])
        return table
    }
}
