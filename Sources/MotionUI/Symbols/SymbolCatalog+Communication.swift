import Foundation

extension SymbolCatalog {
    /// Messages, mail and signal: message, envelope, wifi.
    static func communication() -> [String: SymbolArtwork] {
        typealias P = SymbolPen
        var table: [String: SymbolArtwork] = [:]

        // A speech bubble: an ellipse with a tail at its lower left.
        let bubble = P.starShapedOutline(center: (80, 80)) { p in
            let dx = (p.x - 80) / 68, dy = (p.y - 74) / 58
            if dx * dx + dy * dy <= 1 { return true }
            // The tail: the triangle (30, 100), (18, 144), (70, 126).
            func side(_ a: CGPoint, _ b: CGPoint) -> CGFloat { (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) }
            let a = CGPoint(x: 30, y: 100), b = CGPoint(x: 18, y: 144), c = CGPoint(x: 70, y: 126)
            let s1 = side(a, b), s2 = side(b, c), s3 = side(c, a)
            return (s1 >= 0 && s2 >= 0 && s3 >= 0) || (s1 <= 0 && s2 <= 0 && s3 <= 0)
        }
        table.addOutlineAndFill("message", outline: [.stroke(bubble)], fill: [.fill(bubble)])

        let flap: [(CGFloat, CGFloat)] = [(22, 42), (80, 90), (138, 42)]
        table["envelope"] = SymbolArtwork([.stroke(P.roundedRect(14, 30, 132, 100, 14)), .stroke(P.polyline(flap))])
        table["envelope.fill"] = SymbolArtwork([
            .fill({ var p = P.roundedRect(8, 26, 144, 108, 16)
                p.addPath(P.ribbon([(24, 46), (80, 94), (136, 46)], width: 9)); return p }(), .evenOdd),
        ])

        let center: (CGFloat, CGFloat) = (80, 140)
        table["wifi"] = SymbolArtwork([
            .fill(P.circle((80, 128), 12)),
            .stroke(P.arc(center, 36, from: 225, to: 315), widthScale: 1.2),
            .stroke(P.arc(center, 70, from: 225, to: 315), widthScale: 1.2),
            .stroke(P.arc(center, 104, from: 225, to: 315), widthScale: 1.2),
        ])
        return table
    }
}
