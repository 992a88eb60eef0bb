import XCTest
@testable import MotionUI

final class BlurEffectTests: XCTestCase {
    private struct Subject: View {
        var radius: CGFloat
        var body: some View { Rectangle().fill(Color.black).frame(width: 20, height: 20).blur(radius: radius) }
    }

    func testRadiusAnimates() {
        let host = ViewHost(Subject(radius: 2), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { host.content = Subject(radius: 10) }
        host.advance(by: 0.25)
        XCTAssertEqual(host.displayList.items.first?.layer?.effect, .blur(radius: 4, opaque: false))
        host.advance(by: 0.75)
        XCTAssertEqual(host.displayList.items.first?.layer?.effect, .blur(radius: 10, opaque: false))
        // Animating to 0 ends without a layer.
        withAnimation(.linear(duration: 1)) { host.content = Subject(radius: 0) }
        host.advance(by: 0.5)
        XCTAssertEqual(host.displayList.items.first?.layer?.effect, .blur(radius: 5, opaque: false))
        host.advance(by: 0.5)
        XCTAssertEqual(host.displayList.items.map(\.kind), [.fill(shape: "Rectangle")])
    }

    func testSigmaOfBadRadiiIsZero() {
        let builder = DisplayListBuilder(scale: 1, textMeasurer: MonospaceTextMeasurer())
        for radius: CGFloat in [.nan, -1, 0, .infinity, -.infinity] {
            XCTAssertEqual(_BlurEffect.sigma(radius: radius, in: builder), 0)
        }
        XCTAssertEqual(_BlurEffect.sigma(radius: 3, in: builder), 3)
    }
}
