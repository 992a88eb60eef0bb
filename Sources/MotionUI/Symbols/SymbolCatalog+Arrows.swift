import Foundation

extension SymbolCatalog {
    /// Arrows, chevrons, share and send.
    static func arrows() -> [String: SymbolArtwork] {
        typealias P = SymbolPen
        let arrowRight = SymbolArtwork([
            .stroke(P.line((18, 80), (138, 80))),
            .stroke(P.polyline((90, 30), (140, 80), (90, 130))),
        ])
        let chevronRight = SymbolArtwork([.stroke(P.polyline((54, 22), (110, 80), (54, 138)), widthScale: 1.15)])
        // An open circle with its gap at the upper right and the arrowhead at twelve o'clock,
        // pointing the way the hands of a clock turn.
        let center: (CGFloat, CGFloat) = (80, 84)
        let radius: CGFloat = 60
        let tip = P.onCircle(center, radius, 270)
        let clockwise = SymbolArtwork([
            .stroke(P.arc(center, radius, from: -35, to: 258)),
            .fill(P.roundedPolygon([(tip.0 + 26, tip.1), (tip.0 - 12, tip.1 - 24), (tip.0 - 12, tip.1 + 24)], radius: 3)),
        ])
        let plane: [(CGFloat, CGFloat)] = [(146, 14), (14, 70), (70, 90), (90, 146)]
        return [
            "arrow.right": arrowRight,
            "arrow.down": arrowRight.rotated(quarterTurns: 1),
            "arrow.left": arrowRight.rotated(quarterTurns: 2),
            "arrow.up": arrowRight.rotated(quarterTurns: 3),
            "chevron.right": chevronRight,
            "chevron.down": chevronRight.rotated(quarterTurns: 1),
            "chevron.left": chevronRight.rotated(quarterTurns: 2),
            "chevron.up": chevronRight.rotated(quarterTurns: 3),
            "arrow.clockwise": clockwise,
            "square.and.arrow.up": SymbolArtwork([
                .stroke(P.polyline((54, 64), (34, 64), (34, 146), (126, 146), (126, 64), (106, 64))),
                .stroke(P.line((80, 16), (80, 104))),
                .stroke(P.polyline((52, 42), (80, 14), (108, 42))),
            ]),
            "paperplane": SymbolArtwork([
                .stroke(P.polygon(plane)),
                .stroke(P.line((70, 90), (146, 14))),
            ]),
            "paperplane.fill": SymbolArtwork([
                .fill({ var p = P.roundedPolygon(plane, radius: 4); p.addPath(P.ribbon([(78, 82), (128, 32)], width: 8)); return p }(),
                      .evenOdd),
            ]),
        ]
    }
}
