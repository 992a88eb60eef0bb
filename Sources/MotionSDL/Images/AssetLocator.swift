import Foundation

/// Finds the `Assets/` folders a program's images are read from, from any working directory.
///
/// The folders, in order (each at most once; only folders that exist):
/// 1. `$MOTION_ASSETS`, when set and not empty: the assets folder itself;
/// 2. `Assets/` next to the executable (an installed layout);
/// 3. the package root above the executable: the nearest parent folder of the executable that
///    holds both `Assets/` and `Package.swift` (where `swift build` puts it, in `.build/debug/`);
/// 4. `Assets/` in the current directory;
/// 5. Motion's own `Assets/` in the checkout it was built from (found from this source file's path
///    at build time), so the player's images are found wherever SwiftPM put the build folder
///    (`swift build --scratch-path /elsewhere`).
///
/// An image `name` is `<folder>/<name>.png` in the first folder that has it.
///
/// ```swift
/// let locator = AssetLocator()
/// locator.path(ofImage: "checkmark-true")   // "/home/me/motion/Assets/checkmark-true.png"
/// ```
public struct AssetLocator: Equatable, Sendable {
    /// The environment variable naming an assets folder to search first.
    public static let environmentVariable = "MOTION_ASSETS"

    /// The folders searched, in order.
    public var folders: [String]

    /// A locator searching exactly `folders`, in order.
    ///
    /// ```swift
    /// let locator = AssetLocator(folders: ["/opt/motion/Assets"])
    /// ```
    public init(folders: [String]) {
        self.folders = folders
    }

    /// A locator with the search order of the type's rules; every input can be given, for tests.
    ///
    /// ```swift
    /// let locator = AssetLocator(environment: ["MOTION_ASSETS": "/tmp/assets"])
    /// ```
    public init(environment: [String: String] = ProcessInfo.processInfo.environment,
                executablePath: String? = AssetLocator.currentExecutablePath(),
                currentDirectory: String = FileManager.default.currentDirectoryPath,
                builtFrom: String? = AssetLocator.packageAssets) {
        var candidates: [String] = []
        if let folder = environment[AssetLocator.environmentVariable], !folder.isEmpty {
            candidates.append(folder)
        }
        if let executablePath, !executablePath.isEmpty {
            var folder = (AssetLocator.absolute(executablePath, in: currentDirectory) as NSString).deletingLastPathComponent
            candidates.append((folder as NSString).appendingPathComponent("Assets"))
            while true {
                if AssetLocator.isDirectory((folder as NSString).appendingPathComponent("Assets")),
                   FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) {
                    candidates.append((folder as NSString).appendingPathComponent("Assets"))
                    break
                }
                let parent = (folder as NSString).deletingLastPathComponent
                if parent == folder || parent.isEmpty { break }
                folder = parent
            }
        }
        candidates.append((currentDirectory as NSString).appendingPathComponent("Assets"))
        if let builtFrom { candidates.append(builtFrom) }
        var seen: Set<String> = []
        folders = candidates
            .map { (AssetLocator.absolute($0, in: currentDirectory) as NSString).standardizingPath }
            .filter { AssetLocator.isDirectory($0) && seen.insert($0).inserted }
    }

    /// Motion's `Assets/` in the checkout this file was compiled from: `Sources/MotionSDL/Images/`
    /// is three folders below the package root.
    public static let packageAssets: String = {
        var folder = #filePath as NSString
        for _ in 0..<4 { folder = folder.deletingLastPathComponent as NSString }
        return folder.appendingPathComponent("Assets")
    }()

    /// The file of image `name` (`<folder>/<name>.png` in the first folder that has it), or nil.
    ///
    /// ```swift
    /// locator.path(ofImage: "checkmark-false")
    /// ```
    public func path(ofImage name: String) -> String? {
        guard !name.isEmpty else { return nil }
        for folder in folders {
            let path = (folder as NSString).appendingPathComponent(name + ".png")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                return path
            }
        }
        return nil
    }

    /// The running executable's path (`/proc/self/exe` resolved, else the first argument).
    ///
    /// ```swift
    /// AssetLocator.currentExecutablePath()   // "/home/me/motion/.build/debug/motion-player"
    /// ```
    public static func currentExecutablePath() -> String? {
        if let resolved = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return resolved
        }
        return CommandLine.arguments.first
    }

    private static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : (directory as NSString).appendingPathComponent(path)
    }

    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
