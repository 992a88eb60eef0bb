import XCTest
@testable import MotionSDL

final class SoftwareGLProbeTests: XCTestCase {
    func testIssue14_mesasCPURasterizersAreRecognisedAndGPUsAreNot() {
        XCTAssertTrue(SoftwareGLProbe.isCPU(glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)"))
        XCTAssertTrue(SoftwareGLProbe.isCPU(glRenderer: "softpipe"))
        XCTAssertTrue(SoftwareGLProbe.isCPU(glRenderer: "Software Rasterizer"))
        XCTAssertTrue(SoftwareGLProbe.isCPU(glRenderer: "Mesa DRI swrast"))
        XCTAssertFalse(SoftwareGLProbe.isCPU(glRenderer: "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)"))
        XCTAssertFalse(SoftwareGLProbe.isCPU(glRenderer: "Mesa Intel(R) UHD Graphics 620 (KBL GT2)"))
        XCTAssertFalse(SoftwareGLProbe.isCPU(glRenderer: ""))
    }

    /// The dummy video driver has no OpenGL: nothing to pass over, and the window gets SDL's
    /// software renderer through the usual fallback.
    func testIssue14_withoutOpenGLNothingIsPassedOver() throws {
        let window = try makeTestWindow(size: CGSize(width: 40, height: 30))
        guard ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] == "dummy" else {
            throw XCTSkip("checks the dummy driver")
        }
        XCTAssertNil(SoftwareGLProbe.openGLRendererOnCPU())
        XCTAssertNil(window.passedOverOpenGL)
        XCTAssertEqual(window.canvas.rendererName, "software")
    }
}
