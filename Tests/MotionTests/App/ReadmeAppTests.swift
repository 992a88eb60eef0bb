import XCTest
import MotionSDL

/// Issue 9: the README's "Write your own app" is a package a user can copy. This test takes its
/// two code blocks exactly as written (the manifest and the app), lays them out as the README
/// says — `Pulse/` beside a `Motion/` that is this checkout — builds them in release with
/// `swift build`, and runs the app headless.
///
/// The first run builds Motion in release (a few minutes on two cores); the build folder is kept
/// in the system's temporary folder, so later runs only relink.
final class ReadmeAppTests: XCTestCase {
    private let packageRoot = ((#filePath as NSString).appendingPathComponent("../../../..") as NSString).standardizingPath

    /// The ```swift blocks of the README section `heading`, in order.
    private func codeBlocks(inSection heading: String) throws -> [String] {
        let readme = try String(contentsOfFile: packageRoot + "/README.md", encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "\n\(heading)\n"), "the README has a section \(heading)")
        let rest = readme[start.upperBound...]
        let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
        return section.components(separatedBy: "```swift\n").dropFirst().compactMap { chunk in
            chunk.range(of: "\n```").map { String(chunk[..<$0.lowerBound]) + "\n" }
        }
    }

    /// Runs a program, its output into `log`; returns the exit code.
    private func run(_ program: String, _ arguments: [String], log: String) throws -> Int32 {
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: log))
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [program] + arguments
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Pixels of the circle's orange.
    private func orangePixels(_ image: PixelImage) -> Int {
        let orange = PixelColor(Color.orange)
        var count = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y) == orange { count += 1 }
        }
        return count
    }

    func testIssue9_theReadmeAppBuildsInReleaseAndPulsesHeadless() throws {
        let blocks = try codeBlocks(inSection: "## Write your own app")
        let manifest = try XCTUnwrap(blocks.first { $0.contains("import PackageDescription") }, "the README's Package.swift")
        let app = try XCTUnwrap(blocks.first { $0.contains("@main") }, "the README's app")
        XCTAssertTrue(manifest.contains(".package(path: \"../Motion\")"), "the layout this test rebuilds")

        let files = FileManager.default
        let work = NSTemporaryDirectory() + "motion-readme-app-\(getpid())"
        try? files.removeItem(atPath: work)
        try files.createDirectory(atPath: work + "/Pulse/Sources/Pulse", withIntermediateDirectories: true)
        addTeardownBlock { try? files.removeItem(atPath: work) }
        try files.createSymbolicLink(atPath: work + "/Motion", withDestinationPath: packageRoot)
        try manifest.write(toFile: work + "/Pulse/Package.swift", atomically: true, encoding: .utf8)
        try app.write(toFile: work + "/Pulse/Sources/Pulse/Pulse.swift", atomically: true, encoding: .utf8)

        // One build folder per checkout, kept between runs.
        let scratch = NSTemporaryDirectory() + "motion-readme-app-build-\(UInt32(truncatingIfNeeded: packageRoot.hashValueStable))"
        let buildLog = work + "/build.log", binLog = work + "/bin.log"
        let build = ["build", "-c", "release", "--package-path", work + "/Pulse", "--scratch-path", scratch]
        let built = try run("swift", build, log: buildLog)
        XCTAssertEqual(built, 0, (try? String(contentsOfFile: buildLog, encoding: .utf8)) ?? "")
        guard built == 0 else { return }
        XCTAssertEqual(try run("swift", build + ["--show-bin-path"], log: binLog), 0)
        let binFolder = try String(contentsOfFile: binLog, encoding: .utf8).split(separator: "\n").last.map(String.init) ?? ""
        let binary = binFolder + "/Pulse"

        let frames = work + "/frames"
        XCTAssertEqual(try run(binary, ["--headless", "--frames", "30", "--out", frames], log: work + "/run.log"), 0,
                       (try? String(contentsOfFile: work + "/run.log", encoding: .utf8)) ?? "")
        let written = try files.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(written.count, 30)
        let first = try PixelImage(contentsOfPNG: frames + "/frame-0001.png")
        let last = try PixelImage(contentsOfPNG: frames + "/frame-0030.png")
        XCTAssertEqual([first.width, first.height], [480, 320], "the window group's defaultSize")
        // The circle is 60 pt across at rest and grows on easeInOut(1 s) towards 120 pt: frame 30 is
        // at 29/60 s, where easeInOut gives about 0.47, so the circle is about 88 pt across.
        let rest = Double(orangePixels(first)), grown = Double(orangePixels(last))
        XCTAssertEqual(rest, Double.pi * 30 * 30, accuracy: Double.pi * 30 * 30 * 0.05, "a 60 pt circle")
        XCTAssertGreaterThan(grown / rest, 1.8, "the circle visibly pulses")
        XCTAssertLessThan(grown / rest, 2.5)

        let badLog = work + "/bad.log"
        XCTAssertEqual(try run(binary, ["--no-such-flag"], log: badLog), 2)
        XCTAssertTrue(try String(contentsOfFile: badLog, encoding: .utf8).hasPrefix("Pulse: unknown option '--no-such-flag'\nusage: Pulse"))
    }
}

private extension String {
    /// A hash that is the same in every run (Swift's `hashValue` is seeded per process).
    var hashValueStable: UInt64 {
        utf8.reduce(14_695_981_039_346_656_037) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
    }
}
