import XCTest
@testable import MotionUI

final class GradientTests: XCTestCase {
    func testIssue12_colorsAreSpacedEvenly() {
        XCTAssertEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(Gradient(colors: [.red]).stops.map(\.location), [0])
        XCTAssertEqual(Gradient(colors: []).stops, [])
        XCTAssertEqual(Gradient(stops: [.init(color: .red, location: 0.3)]).stops, [Gradient.Stop(color: .red, location: 0.3)])
    }

    func testIssue12_aGradientAsAStylePaintsTopToBottom() {
        let host = ViewHost(Rectangle().fill(Gradient(colors: [.black, .white])).frame(width: 20, height: 40),
                            size: CGSize(width: 20, height: 40))
        let gradient = host.displayList.items.first?.gradient
        XCTAssertEqual(gradient?.geometry, .linear(startPoint: .top, endPoint: .bottom))
        XCTAssertEqual(gradient?.bounds, CGRect(x: 0, y: 0, width: 20, height: 40))
        XCTAssertEqual(gradient?.color(at: CGPoint(x: 3, y: 10)), Color(white: 0.25))
    }
}
