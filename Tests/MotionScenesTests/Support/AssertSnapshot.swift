import XCTest
import MotionSDL

// XCTest wrappers over MotionSDL's ``GoldenImage`` for the scenes' goldens: the golden is
// `__Snapshots__/<TestFile>/<testName>.<n>.png` beside the test file (n counts the calls in one
// test; `named` replaces it). A pixel differs when some channel is off by more than `tolerance`;
// the test fails when more than `maxDifferingPixels` pixels differ. On failure `<name>.actual.png`
// and `<name>.diff.png` are written beside the golden and named in the message. Recording follows
// `MOTION_RECORD` (missing by default, never on CI).

/// Compares a host made by `pipeline` — text measured and drawn with the real fonts at the
/// pipeline's density, images from `Assets/` — with its golden.
func assertSnapshot<Content: View>(of host: ViewHost<Content>, pipeline: HeadlessPipeline, named name: String? = nil,
                                   tolerance: Int, maxDifferingPixels: Int = 0, background: Color = .white,
                                   file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    do {
        let image = try pipeline.image(of: host, background: background)
        assertSnapshot(of: image, named: name, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels,
                       file: file, testName: testName, line: line)
    } catch {
        XCTFail("Could not render the snapshot: \(error)", file: file, line: line)
    }
}

/// The golden comparison itself, for an image already rendered.
func assertSnapshot(of image: PixelImage, named name: String? = nil, tolerance: Int, maxDifferingPixels: Int = 0,
                    file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    if let failure = GoldenImage.check(image, testFile: "\(file)", testName: testName, name: name, tolerance: tolerance,
                                       maxDifferingPixels: maxDifferingPixels) {
        XCTFail(failure, file: file, line: line)
    }
}

/// The fonts every pipeline of the scenes' goldens shares (opened once).
private let goldenFonts = Result { try FontLibrary() }

/// Runs `body` with the real pipeline at scale 1, then at scale 2: a test that snapshots once in
/// `body` gets goldens `.1` (1×) and `.2` (2×).
func forEachGoldenScale(_ body: (HeadlessPipeline) throws -> Void) throws {
    for scale in [1.0, 2.0] {
        let pipeline = try HeadlessPipeline(scale: scale, fonts: goldenFonts.get())
        try body(pipeline)
    }
}
