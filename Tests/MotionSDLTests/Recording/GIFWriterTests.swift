import XCTest
import MotionTestSupport
@testable import MotionSDL

final class GIFWriterTests: XCTestCase {
    func testFramesThatDoNotFitOrComeAfterClosingAreRefused() throws {
        let folder = try temporaryFolder("gif-writer")
        let writer = try GIFWriter(path: folder + "/x.gif", width: 2, height: 2)
        let one = GIFQuantizer.quantize([.white], width: 1, height: 1)
        XCTAssertThrowsError(try writer.write(one, in: PixelRect(x: 0, y: 0, width: 2, height: 2), delay: 2))
        try writer.write(one, in: PixelRect(x: 1, y: 1, width: 1, height: 1), delay: 2)
        try writer.close()
        XCTAssertThrowsError(try writer.write(one, in: PixelRect(x: 0, y: 0, width: 1, height: 1), delay: 2)) { error in
            XCTAssertEqual(error as? GIFError, .writeFailed(path: folder + "/x.gif", message: "the file is already closed"))
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: folder + "/x.gif")
        XCTAssertEqual((attributes[.posixPermissions] as? Int).map { $0 & 0o044 }, 0o044, "others may read it (umask 022)")
    }
}
