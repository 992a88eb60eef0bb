import Foundation

extension SymbolCatalog {
    /// Circles, squares, plus, minus, xmark, checkmarks, ellipsis, play and pause.
    static func basicShapes() -> [String: SymbolArtwork] {
        typealias P = SymbolPen
        let check: [(CGFloat, CGFloat)] = [(20, 84), (62, 126), (140, 30)]
        let smallCheck: [(CGFloat, CGFloat)] = [(46, 82), (70, 108), (114, 52)]
        return [
            "circle": SymbolArtwork([.stroke(P.circle((80, 80), 74))]),
            "circle.fill": SymbolArtwork([.fill(P.circle((80, 80), 80))]),
            "square": SymbolArtwork([.stroke(P.roundedRect(10, 10, 140, 140, 26))]),
            "square.fill": SymbolArtwork([.fill(P.roundedRect(4, 4, 152, 152, 30))]),
            "plus": SymbolArtwork([.stroke(P.line((80, 20), (80, 140))), .stroke(P.line((20, 80), (140, 80)))]),
            "minus": SymbolArtwork([.stroke(P.line((20, 80), (140, 80)))]),
            "xmark": SymbolArtwork([.stroke(P.line((32, 32), (128, 128))), .stroke(P.line((128, 32), (32, 128)))]),
            "checkmark": SymbolArtwork([.stroke(P.polyline(check), widthScale: 1.1)]),
            "checkmark.circle": SymbolArtwork([.stroke(P.circle((80, 80), 74)), .stroke(P.polyline(smallCheck))]),
            "checkmark.circle.fill": SymbolArtwork([
                .fill({ var p = P.circle((80, 80), 80); p.addPath(P.ribbon(smallCheck, width: 14)); return p }(), .evenOdd),
            ]),
            "ellipsis": SymbolArtwork([.fill(P.circle((30, 80), 11)), .fill(P.circle((80, 80), 11)), .fill(P.circle((130, 80), 11))]),
            "play.fill": SymbolArtwork([.fill(P.roundedPolygon([(34, 16), (140, 80), (34, 144)], radius: 12))]),
            "pause.fill": SymbolArtwork([.fill(P.roundedRect(34, 20, 32, 120, 8)), .fill(P.roundedRect(94, 20, 32, 120, 8))]),
        ]
    }
}
