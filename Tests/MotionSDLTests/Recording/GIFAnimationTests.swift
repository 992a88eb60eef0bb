import XCTest
import MotionTestSupport
@testable import MotionSDL

final class GIFAnimationTests: XCTestCase {
    func testFramesAreCompositedOverTheOnesBefore() throws {
        let folder = try temporaryFolder("gif-animation")
        let writer = try GIFWriter(path: folder + "/x.gif", width: 3, height: 2)
        try writer.write(GIFQuantizer.quantize(Array(repeating: .white, count: 6), width: 3, height: 2),
                         in: PixelRect(x: 0, y: 0, width: 3, height: 2), delay: 7)
        try writer.write(GIFQuantizer.quantize([.black, .black], width: 2, height: 1, changed: [true, false]),
                         in: PixelRect(x: 1, y: 1, width: 2, height: 1), delay: 9)
        try writer.close()
        let gif = try GIFAnimation(contentsOf: folder + "/x.gif")
        XCTAssertEqual(gif.width, 3)
        XCTAssertEqual(gif.height, 2)
        XCTAssertEqual(gif.frames.map(\.delay), [7, 9])
        XCTAssertEqual(gif.centiseconds, 16)
        XCTAssertEqual(gif.frames[1].image.pixels, [.white, .white, .white, .white, .black, .white])
    }

    func testAFileThatIsNotAGIFIsAReadError() throws {
        let folder = try temporaryFolder("gif-animation-bad")
        let path = folder + "/not.gif"
        try Data("hello, not a GIF".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try GIFAnimation(contentsOf: path)) { error in
            guard case .readFailed(let failedPath, _)? = error as? GIFError else { return XCTFail("\(error)") }
            XCTAssertEqual(failedPath, path)
        }
        XCTAssertThrowsError(try GIFAnimation(contentsOf: folder + "/missing.gif"))
    }
}
