import Foundation

/// Where a screenshot goes when no file is named (`F12`): `FOLDER/PREFIX-0001.png`, the first
/// number not taken yet, so screenshots never overwrite each other (up to 9999; past that the
/// number grows a digit).
///
/// ```swift
/// ScreenshotNames.nextFreePath(folder: "out/screenshots", prefix: "shake")   // "out/screenshots/shake-0001.png"
/// ```
package enum ScreenshotNames {
    /// The first `FOLDER/PREFIX-NNNN.EXTENSION` (`png` unless given) that does not exist.
    package static func nextFreePath(folder: String, prefix: String, extension fileExtension: String = "png",
                                     fileManager: FileManager = .default) -> String {
        var number = 1
        while true {
            let digits = String(number)
            let name = "\(prefix)-\(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits).\(fileExtension)"
            let path = (folder as NSString).appendingPathComponent(name)
            if !fileManager.fileExists(atPath: path) { return path }
            number += 1
        }
    }

    /// Creates the folder that will hold `path`, if it has one and it is missing.
    ///
    /// - Throws: ``AppFailure`` naming the folder.
    package static func makeFolder(for path: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        guard !folder.isEmpty else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw AppFailure(description: "could not create the folder '\(folder)': \(error.localizedDescription)")
        }
    }
}
