import XCTest
import MotionUI
@testable import MotionSDL

/// The four pictures of SwiftUI's aspect-ratio documentation, drawn headless: a purple 3:4 ellipse
/// fitting and filling a 200 × 200 frame, a pink circle fitting and filling a 300 × 150 frame, each
/// frame outlined by a light grey 1-point border.
final class AspectRatioGoldenTests: XCTestCase {
    private struct Board: View {
        var body: some View {
            VStack(spacing: 12) {
                HStack(spacing: 24) {
                    Ellipse().fill(Color.purple).aspectRatio(0.75, contentMode: .fit)
                        .frame(width: 200, height: 200).border(Color(white: 0.75))
                    Ellipse().fill(Color.purple).aspectRatio(CGSize(width: 3, height: 4), contentMode: .fill)
                        .frame(width: 200, height: 200).border(Color(white: 0.75))
                }
                HStack(spacing: 24) {
                    Circle().fill(Color.pink).scaledToFit()
                        .frame(width: 300, height: 150).border(Color(white: 0.75))
                    Circle().fill(Color.pink).scaledToFill()
                        .frame(width: 300, height: 150).border(Color(white: 0.75))
                }
            }
        }
    }

    func testAspectRatioFitAndFillAsDocumented() throws {
        let pipeline = try HeadlessPipeline(scale: 1, fonts: FontLibrary())
        let host = pipeline.host(Board(), size: CGSize(width: 680, height: 400))
        // The fitted ellipse is 150 × 200, the filling one 200 × 266.67; the circles 150 and 300 across.
        let ellipses = host.displayList.items.filter { $0.kind == .fill(shape: "Ellipse") }.map(\.bounds.size)
        XCTAssertEqual(ellipses.count, 2)
        XCTAssertEqual(ellipses.first?.width ?? 0, 150, accuracy: 0.01)
        XCTAssertEqual(ellipses.last?.height ?? 0, 800.0 / 3, accuracy: 0.01)
        let circles = host.displayList.items.filter { $0.kind == .fill(shape: "Circle") }.map(\.bounds.width)
        XCTAssertEqual(circles.first ?? 0, 150, accuracy: 0.01)
        XCTAssertEqual(circles.last ?? 0, 300, accuracy: 0.01)
        assertSnapshot(of: host, pipeline: pipeline, tolerance: 1)
    }
}
