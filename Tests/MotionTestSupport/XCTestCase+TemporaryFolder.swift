import Foundation
import XCTest

extension XCTestCase {
    /// A fresh, empty folder under the system temporary folder, named after `name` and this
    /// process, and removed with everything in it when the test ends (pass or fail), so test runs
    /// leave nothing behind in `/tmp`.
    ///
    /// ```swift
    /// let folder = try temporaryFolder("png")
    /// try canvas.writePNG(to: folder + "/frame.png")
    /// ```
    public func temporaryFolder(_ name: String) throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("motion-tests-\(name)-\(getpid())")
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
