import Foundation

/// A golden image: the PNG a rendered image is compared with, and the rules for recording it. The
/// test-framework-free core of every golden-image test; a test target wraps `GoldenImage.check`
/// in a one-line assertion.
///
/// Where: a golden of the test `testName` in the file `testFile` is
/// `<folder of testFile>/__Snapshots__/<testFile without .swift>/<testName>.<name>.png` (a trailing
/// `()` of `#function` is dropped). `GoldenImage.check` numbers the calls of one test 1, 2, 3… when
/// no name is given.
///
/// Comparing: a pixel differs when one of its channels is off by more than `tolerance` (negative
/// counts as 0); the image matches when at most `maxDifferingPixels` pixels differ (negative counts
/// as 0) and the sizes are equal. On a mismatch `<stem>.actual.png` (the image) and, for equal
/// sizes, `<stem>.diff.png` (``ImageDifference/image``) are written beside the golden and named in
/// the message; on a match stale ones are removed. Recording follows ``SnapshotRecordMode``.
///
/// ```swift
/// let golden = GoldenImage(testFile: #filePath, testName: #function, name: "1")
/// switch golden.verify(image, mode: .never, tolerance: 1) {
/// case .matched: break
/// case .recorded(let message), .failed(let message): print(message)
/// }
/// // or, all in one (MOTION_RECORD read, calls numbered):
/// if let failure = GoldenImage.check(image, testFile: #filePath, testName: #function, tolerance: 1) { print(failure) }
/// ```
public struct GoldenImage: Equatable, Sendable {
    /// What ``verify(_:mode:tolerance:maxDifferingPixels:)`` did.
    public enum Outcome: Equatable, Sendable {
        /// The image matches the golden.
        case matched
        /// The golden was written (a failure too: a new golden must be looked at).
        case recorded(String)
        /// The image does not match, or there is no golden and recording is off.
        case failed(String)

        /// The message of a recording or a failure; nil for a match.
        ///
        /// ```swift
        /// GoldenImage.Outcome.matched.failureMessage   // nil
        /// ```
        public var failureMessage: String? {
            switch self {
            case .matched: nil
            case .recorded(let message), .failed(let message): message
            }
        }
    }

    /// The golden PNG's path.
    public let path: String

    /// The golden at `path`.
    ///
    /// ```swift
    /// let golden = GoldenImage(path: "/tmp/goldens/testX.1.png")
    /// ```
    public init(path: String) {
        self.path = path
    }

    /// The golden `name` of the test `testName` in the test file `testFile` (see the type's rules).
    ///
    /// ```swift
    /// GoldenImage(testFile: "/p/Tests/T/FooTests.swift", testName: "testBar()", name: "2").path
    /// // "/p/Tests/T/__Snapshots__/FooTests/testBar.2.png"
    /// ```
    public init(testFile: String, testName: String, name: String) {
        let file = URL(fileURLWithPath: testFile)
        let folder = file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent)
        path = folder.appendingPathComponent("\(GoldenImage.testStem(testName)).\(name).png").path
    }

    /// `<stem>.actual.png`: the image written beside the golden on a mismatch.
    public var actualPath: String { stem + ".actual.png" }
    /// `<stem>.diff.png`: the difference image written beside the golden on a mismatch.
    public var diffPath: String { stem + ".diff.png" }

    private var stem: String { path.hasSuffix(".png") ? String(path.dropLast(4)) : path }

    /// `testName` without the `()` that `#function` adds.
    static func testStem(_ testName: String) -> String {
        testName.hasSuffix("()") ? String(testName.dropLast(2)) : testName
    }

    /// Compares `image` with the golden and records it as `mode` says (see the type's rules).
    ///
    /// ```swift
    /// GoldenImage(path: path).verify(image, mode: .missing, tolerance: 1)   // .recorded(…) the first time
    /// ```
    public func verify(_ image: PixelImage, mode: SnapshotRecordMode, tolerance: Int,
                       maxDifferingPixels: Int = 0) -> Outcome {
        let files = FileManager.default

        func record(_ reason: String) -> Outcome {
            do {
                try files.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                          withIntermediateDirectories: true)
                try image.writePNG(to: path)
                return .recorded("\(reason): recorded \(path). Look at it, then run the test again.")
            } catch {
                return .failed("\(reason), and recording \(path) failed: \(error)")
            }
        }

        guard files.fileExists(atPath: path) else {
            if mode == .never {
                return .failed("No golden at \(path) (MOTION_RECORD=never). Record it with MOTION_RECORD=missing, look at "
                               + "it, and commit it.")
            }
            return record("No golden yet")
        }
        if mode == .all { return record("MOTION_RECORD=all") }
        let expected: PixelImage
        do {
            expected = try PixelImage(contentsOfPNG: path)
        } catch {
            return .failed("Cannot read the golden \(path): \(error)")
        }
        let tolerance = max(tolerance, 0), allowed = max(maxDifferingPixels, 0)
        var message: String?
        var difference: ImageDifference?
        if expected.width != image.width || expected.height != image.height {
            message = "The image is \(image.width)×\(image.height) pixels, the golden \(expected.width)×\(expected.height)"
        } else {
            let found = ImageDifference(expected: expected, actual: image, tolerance: tolerance)
            if found.differingPixels > allowed {
                difference = found
                var text = "\(found.differingPixels) pixels differ by more than \(tolerance) per channel (at most "
                    + "\(allowed) may; largest difference \(found.largestChannelDifference))"
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
            try? image.writePNG(to: path)
            return .failed("\(message) against \(path) — re-recorded it (MOTION_RECORD=failed); \(written)")
        }
        return .failed("\(message) against \(path); \(written)")
    }

    // MARK: The whole check

    /// The number the next unnamed golden of `testName` in `testFile` gets: 1 for the first call in
    /// this process, then 2, 3…
    ///
    /// ```swift
    /// GoldenImage.nextIndex(testFile: #filePath, testName: #function)   // 1, then 2 on the next call
    /// ```
    public static func nextIndex(testFile: String, testName: String) -> Int {
        counts.next("\(testFile)|\(testStem(testName))")
    }

    /// Everything a golden-image assertion does: reads the mode from `MOTION_RECORD` in
    /// `environment`, finds the golden (`name`, or the next number of this test), verifies `image`
    /// against it, and returns the failure message, or nil when it matched.
    ///
    /// ```swift
    /// if let failure = GoldenImage.check(image, testFile: #filePath, testName: #function, tolerance: 1) {
    ///     XCTFail(failure)
    /// }
    /// ```
    public static func check(_ image: PixelImage, testFile: String, testName: String, name: String? = nil,
                             tolerance: Int, maxDifferingPixels: Int = 0,
                             environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        guard let mode = SnapshotRecordMode.fromEnvironment(environment) else {
            return "\(SnapshotRecordMode.environmentVariable)=\(environment[SnapshotRecordMode.environmentVariable] ?? "") "
                + "is not one of " + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        }
        let index = nextIndex(testFile: testFile, testName: testName)
        let golden = GoldenImage(testFile: testFile, testName: testName, name: name ?? String(index))
        return golden.verify(image, mode: mode, tolerance: tolerance, maxDifferingPixels: maxDifferingPixels).failureMessage
    }

    private static let counts = CallCounter()
}

/// Counts calls per key, from any thread.
private final class CallCounter: @unchecked Sendable {
    private var counts: [String: Int] = [:]
    private let lock = NSLock()

    func next(_ key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        let count = (counts[key] ?? 0) + 1
        counts[key] = count
        return count
    }
}
