import XCTest
@testable import MotionSDL

// XCTest wrappers over MotionSDL's ``GoldenImage``: the golden is
// `__Snapshots__/<TestFile>/<testName>.<n>.png` beside the test file (n counts the calls in one
// test; `named` replaces it). A pixel differs when some channel is off by more than `tolerance`;
// the test fails when more than `maxDifferingPixels` pixels differ. On failure `<name>.actual.png`
// and `<name>.diff.png` are written beside the golden and named in the message. Recording follows
// `MOTION_RECORD` (see ``SnapshotRecordMode``).

/// Compares `host`'s display list, rendered headless at `scale` (the host's by default) with
/// `renderer` (shapes and shadows only by default), with its golden.
func assertSnapshot<Content: View>(of host: ViewHost<Content>, scale: Double? = nil, named name: String? = nil,
                                   tolerance: Int, maxDifferingPixels: Int = 0, background: Color = .white,
                                   renderer: DisplayListRenderer = DisplayListRenderer(),
                                   file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    do {
        let image = try HeadlessRenderer.image(of: host, scale: scale, background: background, renderer: renderer)
        assertSnapshot(of: image, named: name, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels,
                       file: file, testName: testName, line: line)
    } catch {
        XCTFail("Could not render the snapshot: \(error)", file: file, line: line)
    }
}

/// Compares a host made by `pipeline` — real text and images — with its golden.
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

/// Like the `ViewHost` form, for a display list of `size` points at `scale`.
func assertSnapshot(of list: DisplayList, size: CGSize, scale: Double, named name: String? = nil,
                    tolerance: Int, maxDifferingPixels: Int = 0, background: Color = .white,
                    renderer: DisplayListRenderer = DisplayListRenderer(),
                    file: StaticString = #filePath, testName: String = #function, line: UInt = #line) {
    do {
        let frames = try HeadlessRenderer(size: size, scale: scale, renderer: renderer)
        assertSnapshot(of: frames.render(list, background: background), named: name, tolerance: tolerance,
                       maxDifferingPixels: maxDifferingPixels, file: file, testName: testName, line: line)
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
