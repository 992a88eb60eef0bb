import XCTest
@testable import MotionSDL

/// When goldens are (re)written, from `MOTION_RECORD`:
/// - `missing` (the default): record a golden that does not exist yet (the test fails once, so the
///   new image gets looked at), compare the others;
/// - `failed`: also overwrite a golden that does not match (and fail);
/// - `all`: overwrite every golden (and fail);
/// - `never` (CI): only compare; a missing golden fails.
enum SnapshotRecordMode: String, CaseIterable {
    case missing, failed, all, never

    /// The mode `MOTION_RECORD` asks for; nil when it names none of them.
    static func fromEnvironment() -> SnapshotRecordMode? {
        parse(ProcessInfo.processInfo.environment["MOTION_RECORD"])
    }

    /// The mode a `MOTION_RECORD` value names (any case); unset or empty is `missing`; nil for others.
    static func parse(_ raw: String?) -> SnapshotRecordMode? {
        guard let raw, !raw.isEmpty else { return .missing }
        return SnapshotRecordMode(rawValue: raw.lowercased())
    }
}

/// How many snapshots each test has taken so far, so the n-th call of a test is `<test>.<n>.png`.
private var snapshotCounts: [String: Int] = [:]
private let snapshotCountsLock = NSLock()

/// What comparing two images found.
struct SnapshotDifference {
    /// Pixels where some channel differs by more than the tolerance.
    var differingPixels = 0
    /// The largest channel difference anywhere.
    var largestChannelDifference = 0
    /// The first differing pixel, row by row.
    var first: (x: Int, y: Int, expected: PixelColor, actual: PixelColor)?
    /// Differing pixels in red over a faded copy of the expected image.
    var image: PixelImage

    init(expected: PixelImage, actual: PixelImage, tolerance: Int) {
        var pixels: [PixelColor] = []
        pixels.reserveCapacity(expected.pixels.count)
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let e = expected.pixels[y * expected.width + x], a = actual.pixels[y * actual.width + x]
                let delta = max(abs(Int(e.r) - Int(a.r)), abs(Int(e.g) - Int(a.g)), abs(Int(e.b) - Int(a.b)),
                                abs(Int(e.a) - Int(a.a)))
                largestChannelDifference = max(largestChannelDifference, delta)
                if delta > tolerance {
                    differingPixels += 1
                    if first == nil { first = (x, y, e, a) }
                    pixels.append(PixelColor(r: 255, g: 0, b: 0))
                } else {
                    let luminance = (Int(e.r) * 3 + Int(e.g) * 6 + Int(e.b)) / 10
                    let faded = UInt8(160 + luminance * 95 / 255)
                    pixels.append(PixelColor(r: faded, g: faded, b: faded))
                }
            }
        }
        image = PixelImage(width: expected.width, height: expected.height, pixels: pixels)
    }
}

/// Compares `host`'s display list, rendered headless at `scale` (the host's by default), with the
/// golden `__Snapshots__/<TestFile>/<testName>.<n>.png` beside this test file (n counts the calls
/// in one test; `named` replaces it). A pixel differs when some channel is off by more than
/// `tolerance`; the test fails when more than `maxDifferingPixels` pixels differ. On failure
/// `<name>.actual.png` and `<name>.diff.png` are written beside the golden and named in the
/// message. Recording follows `MOTION_RECORD` (see ``SnapshotRecordMode``).
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
    guard let mode = SnapshotRecordMode.fromEnvironment() else {
        XCTFail("MOTION_RECORD=\(ProcessInfo.processInfo.environment["MOTION_RECORD"] ?? "") is not one of "
                + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", "), file: file, line: line)
        return
    }
    let test = testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    let testFile = URL(fileURLWithPath: "\(file)")
    let folder = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    snapshotCountsLock.lock()
    let key = "\(file)|\(test)"
    let count = (snapshotCounts[key] ?? 0) + 1
    snapshotCounts[key] = count
    snapshotCountsLock.unlock()
    let golden = folder.appendingPathComponent("\(test).\(name ?? String(count)).png").path
    switch verifySnapshot(image, golden: golden, mode: mode, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels) {
    case .matched:
        break
    case .recorded(let message), .failed(let message):
        XCTFail(message, file: file, line: line)
    }
}

/// What ``verifySnapshot(_:golden:mode:tolerance:maxDifferingPixels:)`` did.
enum SnapshotOutcome: Equatable {
    /// The image matches the golden.
    case matched
    /// The golden was written (a failure too: a new golden must be looked at).
    case recorded(String)
    /// The image does not match, or there is no golden and recording is off.
    case failed(String)
}

/// Compares `image` with the PNG at `golden` and records it as `mode` says. On a mismatch it
/// writes `<stem>.actual.png` and (same size) `<stem>.diff.png` beside the golden; on a match it
/// removes stale ones.
func verifySnapshot(_ image: PixelImage, golden: String, mode: SnapshotRecordMode, tolerance: Int,
                    maxDifferingPixels: Int) -> SnapshotOutcome {
    let stem = golden.hasSuffix(".png") ? String(golden.dropLast(4)) : golden
    let actualPath = stem + ".actual.png", diffPath = stem + ".diff.png"
    let files = FileManager.default

    func record(_ reason: String) -> SnapshotOutcome {
        do {
            try files.createDirectory(atPath: (golden as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try image.writePNG(to: golden)
            return .recorded("\(reason): recorded \(golden). Look at it, then run the test again.")
        } catch {
            return .failed("\(reason), and recording \(golden) failed: \(error)")
        }
    }

    guard files.fileExists(atPath: golden) else {
        if mode == .never {
            return .failed("No golden at \(golden) (MOTION_RECORD=never). Record it with MOTION_RECORD=missing, look at "
                           + "it, and commit it.")
        }
        return record("No golden yet")
    }
    if mode == .all { return record("MOTION_RECORD=all") }
    let expected: PixelImage
    do {
        expected = try PixelImage(contentsOfPNG: golden)
    } catch {
        return .failed("Cannot read the golden \(golden): \(error)")
    }
    var message: String?
    var difference: SnapshotDifference?
    if expected.width != image.width || expected.height != image.height {
        message = "The image is \(image.width)×\(image.height) pixels, the golden \(expected.width)×\(expected.height)"
    } else {
        let found = SnapshotDifference(expected: expected, actual: image, tolerance: tolerance)
        if found.differingPixels > maxDifferingPixels {
            difference = found
            var text = "\(found.differingPixels) pixels differ by more than \(tolerance) per channel (at most "
                + "\(maxDifferingPixels) may; largest difference \(found.largestChannelDifference))"
            if let first = found.first {
                text += "; first at (\(first.x), \(first.y)): golden \(first.expected), actual \(first.actual)"
            }
            message = text
        }
    }
    guard let message else {
        try? files.removeItem(atPath: actualPath)
        try? files.removeItem(atPath: diffPath)
        return .matched
    }
    try? image.writePNG(to: actualPath)
    var written = "actual: \(actualPath)"
    if let difference {
        try? difference.image.writePNG(to: diffPath)
        written += ", diff: \(diffPath)"
    }
    if mode == .failed {
        try? image.writePNG(to: golden)
        return .failed("\(message) against \(golden) — re-recorded it (MOTION_RECORD=failed); \(written)")
    }
    return .failed("\(message) against \(golden); \(written)")
}
