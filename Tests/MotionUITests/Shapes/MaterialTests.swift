import XCTest
@testable import MotionUI

final class MaterialTests: XCTestCase {
    func testIssue10_materialsAreWhiteAtTheirDocumentedOpacity() {
        let table: [(Material, Double)] = [(.ultraThinMaterial, 0.3), (.thinMaterial, 0.45), (.regularMaterial, 0.6),
                                           (.thickMaterial, 0.75), (.ultraThickMaterial, 0.9), (.bar, 0.8)]
        for (material, opacity) in table {
            XCTAssertEqual(material.resolvedColor(in: EnvironmentValues()), Color(white: 1, opacity: opacity))
        }
    }

    func testIssue10_backgroundMaterialFillsTheFrameBehindTheContent() {
        // Text "Hi" (2 × 10.2 = 20.4 by 20.4) padded 16: 52.4 × 52.4, centred in 200 × 100:
        // x (200 − 52.4) / 2 = 73.8, y (100 − 52.4) / 2 = 23.8. The material is drawn first.
        let host = ViewHost(Text("Hi").padding().background(.ultraThinMaterial), size: CGSize(width: 200, height: 100))
        let items = host.displayList.items
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items[0].color, Color(white: 1, opacity: 0.3))
        XCTAssertEqual(items[0].bounds.minX, 73.8, accuracy: 1e-9)
        XCTAssertEqual(items[0].bounds.minY, 23.8, accuracy: 1e-9)
        XCTAssertEqual(items[0].bounds.width, 52.4, accuracy: 1e-9)
        XCTAssertEqual(items[1].kind, .text)
    }

    func testIssue10_backgroundStyleInAShape() {
        // A 60 × 20 frame with the regular material in a capsule: the fill is a capsule of that size.
        let host = ViewHost(Color.clear.frame(width: 60, height: 20).background(.regularMaterial, in: Capsule()),
                            size: CGSize(width: 100, height: 100))
        let fill = host.displayList.items.first { $0.kind == .fill(shape: "Capsule") }
        XCTAssertEqual(fill?.color, Color(white: 1, opacity: 0.6))
        XCTAssertEqual(fill?.bounds.width ?? 0, 60, accuracy: 1e-6)
        XCTAssertEqual(fill?.bounds.minY ?? 0, 40, accuracy: 1e-6)
    }

    func testIssue10_colourBackgroundStillDrawsAsAColour() {
        let host = ViewHost(Text("A").background(.orange), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.displayList.items.first?.kind, .fill(shape: "Color"))
        XCTAssertEqual(host.displayList.items.first?.color, .orange)
        let plain = ViewHost(Text("A").background(in: Capsule()), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(plain.displayList.items.first?.color, Color(uiColor: .systemBackground), "white, the system background")
    }
}
