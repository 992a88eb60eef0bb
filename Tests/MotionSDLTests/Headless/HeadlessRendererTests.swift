import XCTest
import MotionTestSupport
@testable import MotionSDL

final class HeadlessRendererTests: XCTestCase {
    func testImageOfAHostUsesItsSizeAndScale() throws {
        let host = ViewHost(Rectangle().fill(Color.black).frame(width: 10, height: 10), size: CGSize(width: 30, height: 20), scale: 2)
        let image = try HeadlessRenderer.image(of: host)
        XCTAssertEqual(image.width, 60)
        XCTAssertEqual(image.height, 40)
        // The square is at points 10…20 × 5…15: pixels 20…40 × 10…30.
        XCTAssertEqual(image.pixel(x: 20, y: 10), .black)
        XCTAssertEqual(image.pixel(x: 19, y: 10), .white)
        XCTAssertEqual(image.pixel(x: 39, y: 29), .black)
        XCTAssertEqual(image.pixel(x: 40, y: 29), .white)
        let other = try HeadlessRenderer.image(of: host, scale: 1, background: .red)
        XCTAssertEqual(other.width, 30)
        XCTAssertEqual(other.pixel(x: 0, y: 0), PixelColor(Color.red))
    }

    func testPNGsHoldTheRenderedPixelsAndFramesReuseTheCanvas() throws {
        let folder = try temporaryFolder("headless-renderer")
        let host = ViewHost(Circle().fill(Color.blue.opacity(0.5)).frame(width: 16, height: 16), size: CGSize(width: 24, height: 24))
        let path = folder + "/circle.png"
        try HeadlessRenderer.writePNG(of: host, to: path)
        XCTAssertEqual(try PixelImage(contentsOfPNG: path), try HeadlessRenderer.image(of: host))

        let frames = try HeadlessRenderer(size: host.size, scale: 1)
        let canvas = frames.canvas
        try frames.resize(to: host.size, scale: 1)
        XCTAssertTrue(frames.canvas === canvas)
        try frames.resize(to: CGSize(width: 12, height: 24), scale: 2)
        XCTAssertFalse(frames.canvas === canvas)
        XCTAssertEqual(frames.render(DisplayList()).width, 24)
        try frames.writePNG(DisplayList(), background: .black, to: folder + "/black.png")
        XCTAssertEqual(try PixelImage(contentsOfPNG: folder + "/black.png").pixel(x: 3, y: 3), .black)
    }
}
