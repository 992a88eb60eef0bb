import XCTest

extension XCTestCase {
    /// A fresh, empty folder under the system temporary folder, removed when the test ends.
    func temporaryFolder(_ name: String) throws -> String {
        let path = try makeTemporaryDirectory(name)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
