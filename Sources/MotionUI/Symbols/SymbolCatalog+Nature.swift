import Foundation

extension SymbolCatalog {
    /// Weather and energy: sparkles, sun, moon, cloud, bolt, flame.
    static func nature() -> [String: SymbolArtwork] {
        typealias P = SymbolPen
        var table: [String: SymbolArtwork] = [:]
        func both(_ name: String, outline: [SymbolArtwork.Part], fill: [SymbolArtwork.Part]) {
            table.addOutlineAndFill(name, outline: outline, fill: fill)
        }

        /// A four-pointed sparkle: straight-in curved sides meeting at the centre's waist.
        func sparkle(_ c: (CGFloat, CGFloat), _ r: CGFloat) -> Path {
            let w = r * 0.16
            return Path { p in
                p.move(to: CGPoint(x: c.0, y: c.1 - r))
                p.addQuadCurve(to: CGPoint(x: c.0 + r, y: c.1), control: CGPoint(x: c.0 + w, y: c.1 - w))
                p.addQuadCurve(to: CGPoint(x: c.0, y: c.1 + r), control: CGPoint(x: c.0 + w, y: c.1 + w))
                p.addQuadCurve(to: CGPoint(x: c.0 - r, y: c.1), control: CGPoint(x: c.0 - w, y: c.1 + w))
                p.addQuadCurve(to: CGPoint(x: c.0, y: c.1 - r), control: CGPoint(x: c.0 - w, y: c.1 - w))
                p.closeSubpath()
            }
        }
        table["sparkles"] = SymbolArtwork([.fill(sparkle((64, 92), 54)), .fill(sparkle((122, 36), 24)), .fill(sparkle((130, 128), 18))])

        let rays: [SymbolArtwork.Part] = (0..<8).map { i in
            let a = CGFloat(i) * 45
            return .stroke(P.line(P.onCircle((80, 80), 54, a), P.onCircle((80, 80), 74, a)))
        }
        both("sun.max", outline: [.stroke(P.circle((80, 80), 30))] + rays, fill: [.fill(P.circle((80, 80), 36))] + rays)

        // A crescent: the disc centred (76, 84) r 64 minus the disc centred (112, 50) r 52.
        let moon = P.starShapedOutline(center: (48, 106)) { p in
            P.inCircle(p, (76, 84), 64) && !P.inCircle(p, (112, 50), 52)
        }
        both("moon", outline: [.stroke(moon)], fill: [.fill(moon)])

        let cloud = P.starShapedOutline(center: (80, 100)) { p in
            P.inCircle(p, (42, 100), 28) || P.inCircle(p, (80, 74), 40) || P.inCircle(p, (120, 96), 32)
                || (p.x >= 42 && p.x <= 120 && p.y >= 90 && p.y <= 128)
        }
        both("cloud", outline: [.stroke(cloud)], fill: [.fill(cloud)])

        let bolt: [(CGFloat, CGFloat)] = [(72, 4), (112, 4), (88, 62), (130, 62), (46, 156), (66, 94), (30, 94)]
        both("bolt", outline: [.stroke(P.polygon(bolt))], fill: [.fill(P.roundedPolygon(bolt, radius: 3))])

        let flame = Path { p in
            p.move(to: CGPoint(x: 78, y: 10))
            p.addCurve(to: CGPoint(x: 134, y: 96), control1: CGPoint(x: 96, y: 44), control2: CGPoint(x: 134, y: 60))
            p.addCurve(to: CGPoint(x: 80, y: 150), control1: CGPoint(x: 134, y: 128), control2: CGPoint(x: 110, y: 150))
            p.addCurve(to: CGPoint(x: 26, y: 98), control1: CGPoint(x: 50, y: 150), control2: CGPoint(x: 26, y: 128))
            p.addCurve(to: CGPoint(x: 48, y: 56), control1: CGPoint(x: 26, y: 80), control2: CGPoint(x: 36, y: 66))
            p.addCurve(to: CGPoint(x: 58, y: 80), control1: CGPoint(x: 48, y: 68), control2: CGPoint(x: 52, y: 76))
            p.addCurve(to: CGPoint(x: 78, y: 10), control1: CGPoint(x: 74, y: 60), control2: CGPoint(x: 82, y: 36))
            p.closeSubpath()
        }
        let ember = Path { p in
            p.move(to: CGPoint(x: 82, y: 86))
            p.addCurve(to: CGPoint(x: 104, y: 122), control1: CGPoint(x: 92, y: 100), control2: CGPoint(x: 104, y: 108))
            p.addCurve(to: CGPoint(x: 80, y: 140), control1: CGPoint(x: 104, y: 134), control2: CGPoint(x: 94, y: 140))
            p.addCurve(to: CGPoint(x: 56, y: 122), control1: CGPoint(x: 66, y: 140), control2: CGPoint(x: 56, y: 134))
            p.addCurve(to: CGPoint(x: 82, y: 86), control1: CGPoint(x: 56, y: 106), control2: CGPoint(x: 74, y: 100))
            p.closeSubpath()
        }
        both("flame", outline: [.stroke(flame)],
             fill: [.fill({ var p = flame; p.addPath(ember); return p }(), .evenOdd)])
        return table
    }
}
