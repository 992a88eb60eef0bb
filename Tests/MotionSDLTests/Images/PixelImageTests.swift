import XCTest
import MotionTestSupport
@testable import MotionSDL

final class PixelImageTests: XCTestCase {
    func testMissingPixelsAreTransparentAndExtraOnesDropped() {
        let short = PixelImage(width: 2, height: 2, pixels: [.white])
        XCTAssertEqual(short.pixels, [.white, .clear, .clear, .clear])
        let long = PixelImage(width: 1, height: 1, pixels: [.white, .black])
        XCTAssertEqual(long.pixels, [.white])
        XCTAssertEqual(PixelImage(width: -3, height: 2, pixels: []).width, 0)
        XCTAssertNil(short.pixel(x: 2, y: 0))
    }

    func testWriteAndReadKeepEveryChannel() throws {
        let folder = try temporaryFolder("image")
        let path = (folder as NSString).appendingPathComponent("pixels.png")
        var pixels: [PixelColor] = []
        for index in 0..<12 {
            let step = UInt8(index)
            pixels.append(PixelColor(r: step * 20, g: 255 - step * 20, b: step * 7, a: 40 + step * 15))
        }
        let image = PixelImage(width: 4, height: 3, pixels: pixels)
        try image.writePNG(to: path)
        let read = try PixelImage(contentsOfPNG: path)
        XCTAssertEqual(read, image)
        XCTAssertEqual(read.pixel(x: 3, y: 2), pixels[11])
    }

    func testErrors() {
        XCTAssertThrowsError(try PixelImage(contentsOfPNG: "/nonexistent/motion.png")) { error in
            guard case .imageReadFailed(let path, _)? = error as? SDLError else { return XCTFail("\(error)") }
            XCTAssertEqual(path, "/nonexistent/motion.png")
        }
        XCTAssertThrowsError(try PixelImage(width: 0, height: 0, pixels: []).writePNG(to: "/tmp/never.png"))
    }
}
