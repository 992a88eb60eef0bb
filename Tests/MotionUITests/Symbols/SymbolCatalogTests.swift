import XCTest
@testable import MotionUI

final class SymbolCatalogTests: XCTestCase {
    /// The names issue 10 asks for, with their `.fill` variants where it lists them.
    static let required = [
        "heart", "heart.fill", "star", "star.fill", "plus", "minus", "xmark", "checkmark", "checkmark.circle",
        "checkmark.circle.fill", "play.fill", "pause.fill", "arrow.right", "arrow.up", "arrow.down", "arrow.clockwise",
        "chevron.left", "chevron.right", "chevron.up", "chevron.down", "bell", "bell.fill", "gear", "trash",
        "magnifyingglass", "person", "person.fill", "house", "house.fill", "square.and.arrow.up", "mic", "mic.fill",
        "paperplane", "paperplane.fill", "bookmark", "bookmark.fill", "hand.thumbsup", "hand.thumbsup.fill", "sparkles",
        "sun.max", "sun.max.fill", "moon", "moon.fill", "cloud", "cloud.fill", "bolt", "bolt.fill", "lock", "lock.fill",
        "lock.open", "lock.open.fill", "circle", "circle.fill", "square", "square.fill", "ellipsis", "message",
        "message.fill", "envelope", "envelope.fill", "wifi", "battery.100", "flame", "flame.fill", "cart", "cart.fill",
        "bag", "bag.fill", "music.note",
    ]

    func testIssue10_EveryRequiredNameHasArtworkOnTheGrid() {
        for name in Self.required {
            guard let artwork = SymbolCatalog.artwork(named: name) else { XCTFail("missing \(name)"); continue }
            XCTAssertFalse(artwork.parts.isEmpty, name)
            // Every symbol fits the 160-unit grid (a stroke may reach 2 units past it).
            XCTAssertGreaterThanOrEqual(artwork.box.minX, -2, name)
            XCTAssertGreaterThanOrEqual(artwork.box.minY, -2, name)
            XCTAssertLessThanOrEqual(artwork.box.maxX, 162, name)
            XCTAssertLessThanOrEqual(artwork.box.maxY, 162, name)
            XCTAssertGreaterThan(artwork.box.width, 0, name)
            XCTAssertGreaterThan(artwork.box.height, 0, name)
        }
        XCTAssertEqual(Set(SymbolCatalog.names).intersection(Self.required).count, Self.required.count)
    }

    func testIssue10_FillVariantsAreFilledAndOutlinesStroked() {
        for name in Self.required where name.hasSuffix(".fill") {
            let outline = String(name.dropLast(".fill".count))
            guard let filled = SymbolCatalog.artwork(named: name) else { continue }
            let fills = filled.parts.filter { if case .fill = $0 { return true } else { return false } }
            XCTAssertFalse(fills.isEmpty, "\(name) fills something")
            guard let stroked = SymbolCatalog.artwork(named: outline), outline != "play", outline != "pause" else { continue }
            let strokes = stroked.parts.filter { if case .stroke = $0 { return true } else { return false } }
            XCTAssertFalse(strokes.isEmpty, "\(outline) strokes its outline")
        }
    }

    func testIssue10_BoxesAreTheArtworksExtentWithHalfARegularStroke() {
        // minus: a line from (20, 80) to (140, 80) with round caps, 12 units wide.
        XCTAssertEqual(SymbolCatalog.artwork(named: "minus")?.box, CGRect(x: 14, y: 74, width: 132, height: 12))
        // circle.fill: the disc of radius 80 about the centre fills the grid.
        XCTAssertEqual(SymbolCatalog.artwork(named: "circle.fill")?.box, CGRect(x: 0, y: 0, width: 160, height: 160))
        // The placeholder: a rounded square (16, 16, 128, 128) stroked: 10 … 150.
        XCTAssertEqual(SymbolCatalog.placeholder.box, CGRect(x: 10, y: 10, width: 140, height: 140))
        XCTAssertNil(SymbolCatalog.artwork(named: "no.such.symbol"))
    }

    func testIssue10_ArrowsPointFourWaysByTurningAboutTheGridCentre() {
        let right = SymbolCatalog.artwork(named: "arrow.right")!.box
        let down = SymbolCatalog.artwork(named: "arrow.down")!.box
        let up = SymbolCatalog.artwork(named: "arrow.up")!.box
        // A quarter turn clockwise about (80, 80) maps (x, y) to (160 − y, x).
        XCTAssertEqual(down.width, right.height, accuracy: 0.02)
        XCTAssertEqual(down.height, right.width, accuracy: 0.02)
        XCTAssertEqual(down.minY, right.minX, accuracy: 0.02)
        XCTAssertEqual(up.maxY, 160 - right.minX, accuracy: 0.02)
    }
}
