import XCTest
import MotionTestSupport
@testable import MotionSDL

final class GIFRecorderTests: XCTestCase {
    /// A white `width × height` image whose top-left pixel's red channel is `marker`.
    private func image(_ marker: Int, width: Int = 4, height: Int = 3) -> PixelImage {
        var pixels = [PixelColor](repeating: .white, count: width * height)
        pixels[0] = PixelColor(r: UInt8(marker), g: 0, b: 0)
        return PixelImage(width: width, height: height, pixels: pixels)
    }

    private func largestDifference(_ a: PixelImage, _ b: PixelImage) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { worst, pair in
            max(worst, abs(Int(pair.0.r) - Int(pair.1.r)), abs(Int(pair.0.g) - Int(pair.1.g)), abs(Int(pair.0.b) - Int(pair.1.b)))
        }
    }

    func testSixtyFramesASecondResampleToFiftyWithDelaysAddingUp() throws {
        let path = try temporaryFolder("gif-recorder-sixty") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: 4, height: 3)
        for n in 0..<60 { try recorder.add(image(n), at: Double(n) / 60) }
        let summary = try recorder.finish(at: 1)
        XCTAssertEqual(summary.frames, 50)
        XCTAssertEqual(summary.exactFrames, 50, "two colours a frame")
        XCTAssertEqual(summary.centiseconds, 100)
        let gif = try GIFAnimation(contentsOf: path)
        XCTAssertEqual(gif.frames.count, 50)
        XCTAssertEqual(gif.frames.map(\.delay), Array(repeating: 2, count: 50))
        // GIF frame k shows at k/50 s the last frame added by then: number floor(60k/50) = floor(6k/5).
        for (k, frame) in gif.frames.enumerated() {
            XCTAssertEqual(frame.image.pixel(x: 0, y: 0), PixelColor(r: UInt8(6 * k / 5), g: 0, b: 0), "GIF frame \(k)")
        }
    }

    func testThirtyFramesASecondHoldEachFrameForTwoOrFourHundredths() throws {
        let path = try temporaryFolder("gif-recorder-thirty") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: 4, height: 3)
        for n in 0..<30 { try recorder.add(image(n), at: Double(n) / 30) }
        _ = try recorder.finish(at: 1)
        // Grid point g (hundredths) shows frame floor(0.3 g): frames 0, 1 span two points, frame 2 one, and so on.
        let gif = try GIFAnimation(contentsOf: path)
        XCTAssertEqual(gif.frames.map(\.delay), Array([[4, 4, 2], [4, 4, 2], [4, 4, 2], [4, 4, 2], [4, 4, 2],
                                                      [4, 4, 2], [4, 4, 2], [4, 4, 2], [4, 4, 2], [4, 4, 2]].joined()))
        XCTAssertEqual(gif.centiseconds, 100)
    }

    func testUnchangedFramesMergeTheirDelays() throws {
        let path = try temporaryFolder("gif-recorder-merge") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: 4, height: 3)
        try recorder.add(image(10), at: 5)          // the first time is the GIF's 0
        try recorder.add(image(10), at: 5.1)
        try recorder.add(image(20), at: 5.3)
        let summary = try recorder.finish(at: 5.5)
        XCTAssertEqual(summary.frames, 2)
        XCTAssertEqual(try GIFAnimation(contentsOf: path).frames.map(\.delay), [30, 20])
    }

    func testLaterFramesAreTheChangedRectangleWithTransparentPixels() throws {
        let path = try temporaryFolder("gif-recorder-diff") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: 10, height: 10)
        let first = PixelImage(width: 10, height: 10, pixels: Array(repeating: .white, count: 100))
        var second = first.pixels
        second[4 * 10 + 3] = PixelColor(r: 255, g: 0, b: 0)
        second[5 * 10 + 6] = PixelColor(r: 0, g: 0, b: 255)
        try recorder.add(first, at: 0)
        try recorder.add(PixelImage(width: 10, height: 10, pixels: second), at: 0.5)
        _ = try recorder.finish(at: 1)
        let gif = try GIFAnimation(contentsOf: path)
        XCTAssertEqual(gif.frames.map(\.rect), [PixelRect(x: 0, y: 0, width: 10, height: 10),
                                                PixelRect(x: 3, y: 4, width: 4, height: 2)])
        XCTAssertEqual(gif.frames[0].image, first)
        XCTAssertEqual(gif.frames[1].image.pixels, second, "unchanged pixels of the rectangle are transparent: the white below shows")
    }

    func testADecodedFrameIsExactWhereThePaletteIsAndCloseWhereDithered() throws {
        // A horizontal gradient has 200 distinct greens plus a blue ramp: more than 256 colours, so the
        // frame is dithered; the second frame changes a 20 × 20 square of 3 colours: exact.
        let width = 200, height = 20
        var pixels: [PixelColor] = []
        for y in 0..<height {
            for x in 0..<width { pixels.append(PixelColor(r: 0, g: UInt8(x), b: UInt8(y * 12))) }
        }
        let gradient = PixelImage(width: width, height: height, pixels: pixels)
        var square = pixels
        for y in 0..<20 {
            for x in 100..<120 { square[y * width + x] = [PixelColor.white, .black, PixelColor(r: 9, g: 9, b: 9)][(x + y) % 3] }
        }
        let squared = PixelImage(width: width, height: height, pixels: square)
        let path = try temporaryFolder("gif-recorder-dither") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: width, height: height)
        try recorder.add(gradient, at: 0)
        try recorder.add(squared, at: 0.1)
        _ = try recorder.finish(at: 0.2)
        let gif = try GIFAnimation(contentsOf: path)
        // Dithered: pixels may be a palette step off, but error diffusion keeps the average colour.
        let decoded = gif.frames[0].image
        var signed = [0, 0], absolute = 0
        for (shown, source) in zip(decoded.pixels, gradient.pixels) {
            signed[0] += Int(shown.g) - Int(source.g)
            signed[1] += Int(shown.b) - Int(source.b)
            absolute += abs(Int(shown.g) - Int(source.g)) + abs(Int(shown.b) - Int(source.b))
        }
        // The bound (measured for this 4,000-colour gradient, 255 entries: 0.05, 0.12, 3.8 and 24):
        // the frame's mean colour within 0.25 levels a channel, mean absolute error under 5 levels,
        // no pixel more than 32 levels (an eighth of the range) off.
        XCTAssertLessThanOrEqual(abs(Double(signed[0]) / Double(width * height)), 0.25)
        XCTAssertLessThanOrEqual(abs(Double(signed[1]) / Double(width * height)), 0.25)
        XCTAssertLessThan(Double(absolute) / Double(2 * width * height), 5)
        XCTAssertLessThanOrEqual(largestDifference(decoded, gradient), 32)
        // Exact: the square's pixels decode to their own colours; outside it, the dithered frame stays.
        for y in 0..<20 {
            for x in 100..<120 { XCTAssertEqual(gif.frames[1].image.pixels[y * width + x], square[y * width + x]) }
        }
        XCTAssertEqual(gif.frames[1].image.pixels[0..<100], decoded.pixels[0..<100])
    }

    func testFramesOfAnotherSizeAreCroppedOrPaddedWithWhite() throws {
        let path = try temporaryFolder("gif-recorder-size") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: 4, height: 3)
        try recorder.add(PixelImage(width: 2, height: 1, pixels: [.black, .black]), at: 0)
        try recorder.add(PixelImage(width: 6, height: 4, pixels: Array(repeating: .black, count: 24)), at: 0.1)
        _ = try recorder.finish(at: 0.2)
        let gif = try GIFAnimation(contentsOf: path)
        XCTAssertEqual(gif.frames[0].image.pixels, [.black, .black] + Array(repeating: .white, count: 10))
        XCTAssertEqual(gif.frames[1].image.pixels, Array(repeating: .black, count: 12))
    }

    func testBadTimesNeitherRewindNorHang() throws {
        let path = try temporaryFolder("gif-recorder-times") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: 4, height: 3)
        try recorder.add(image(1), at: 0)
        try recorder.add(image(2), at: .nan)        // ignored
        try recorder.add(image(3), at: 0.1)
        try recorder.add(image(4), at: 0.04)        // earlier: counts as 0.1, replacing frame 3 there
        let summary = try recorder.finish(at: 1e9)  // a huge end: one long frame, capped at 655.35 s
        let gif = try GIFAnimation(contentsOf: path)
        XCTAssertEqual(gif.frames.map { $0.image.pixel(x: 0, y: 0)?.r }, [1, 4])
        XCTAssertEqual(gif.frames.map(\.delay), [10, 65_535])
        XCTAssertEqual(summary.centiseconds, 65_545)
    }

    func testAFinishAtTheFirstFrameStillShowsItForOneStep() throws {
        let path = try temporaryFolder("gif-recorder-instant") + "/x.gif"
        let recorder = try GIFRecorder(path: path, width: 4, height: 3, framesPerSecond: 10)
        XCTAssertEqual(recorder.frameStep, 10)
        try recorder.add(image(7), at: 3)
        let summary = try recorder.finish(at: 3)
        XCTAssertEqual(summary.frames, 1)
        XCTAssertEqual(try GIFAnimation(contentsOf: path).frames.map(\.delay), [10])
    }

    func testRatesAboveFiftyOrInvalidReadAsFifty() throws {
        let path = try temporaryFolder("gif-recorder-rates") + "/x.gif"
        for rate in [60, 1000, 0, -5, .nan, .infinity] {
            XCTAssertEqual(try GIFRecorder(path: path, width: 1, height: 1, framesPerSecond: rate).frameStep, 2, "\(rate)")
        }
    }

    func testNoFramesUnwritablePathsAndBadSizesAreOneLineErrors() throws {
        let path = try temporaryFolder("gif-recorder-errors") + "/x.gif"
        let empty = try GIFRecorder(path: path, width: 4, height: 3)
        XCTAssertThrowsError(try empty.finish(at: 1)) { error in
            XCTAssertEqual(error as? GIFError, .writeFailed(path: path, message: "no frames were recorded"))
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: path), "an empty recording leaves no file")
        XCTAssertThrowsError(try GIFRecorder(path: "/nonexistent-folder/x.gif", width: 4, height: 3)) { error in
            XCTAssertEqual("\(error)", "could not write the GIF '/nonexistent-folder/x.gif': No such file or directory")
        }
        XCTAssertThrowsError(try GIFRecorder(path: path, width: 0, height: 3)) { error in
            XCTAssertEqual(error as? GIFError, .invalidSize(width: 0, height: 3))
        }
        XCTAssertThrowsError(try GIFRecorder(path: path, width: 70_000, height: 3))
    }
}
