import XCTest
import MotionTestSupport
@testable import MotionSDL

final class AssetLocatorTests: XCTestCase {
    /// A tree with an image `x.png` in four places:
    ///   env/x.png                              ($MOTION_ASSETS)
    ///   pkg/.build/debug/Assets/x.png          (next to the executable pkg/.build/debug/tool)
    ///   pkg/Assets/x.png + pkg/Package.swift   (the package root above it)
    ///   cwd/Assets/x.png                       (the current directory)
    /// plus a decoy: pkg/.build/Assets/x.png with no Package.swift beside it.
    private func makeTree() throws -> (root: String, locator: AssetLocator) {
        let root = try temporaryFolder("assets")
        let fm = FileManager.default
        for folder in ["env", "pkg/.build/debug/Assets", "pkg/Assets", "pkg/.build/Assets", "cwd/Assets"] {
            try fm.createDirectory(atPath: "\(root)/\(folder)", withIntermediateDirectories: true)
            try Data("png".utf8).write(to: URL(fileURLWithPath: "\(root)/\(folder)/x.png"))
        }
        try Data("// package".utf8).write(to: URL(fileURLWithPath: "\(root)/pkg/Package.swift"))
        let locator = AssetLocator(environment: ["MOTION_ASSETS": "\(root)/env"],
                                   executablePath: "\(root)/pkg/.build/debug/tool",
                                   currentDirectory: "\(root)/cwd", builtFrom: nil)
        return (root, locator)
    }

    func testTheOrderIsEnvironmentThenExecutableThenPackageRootThenCurrentDirectory() throws {
        let (root, locator) = try makeTree()
        XCTAssertEqual(locator.folders, ["\(root)/env", "\(root)/pkg/.build/debug/Assets", "\(root)/pkg/Assets", "\(root)/cwd/Assets"])
        XCTAssertEqual(locator.path(ofImage: "x"), "\(root)/env/x.png")
        try FileManager.default.removeItem(atPath: "\(root)/env/x.png")
        XCTAssertEqual(locator.path(ofImage: "x"), "\(root)/pkg/.build/debug/Assets/x.png")
        try FileManager.default.removeItem(atPath: "\(root)/pkg/.build/debug/Assets/x.png")
        XCTAssertEqual(locator.path(ofImage: "x"), "\(root)/pkg/Assets/x.png")
        try FileManager.default.removeItem(atPath: "\(root)/pkg/Assets/x.png")
        XCTAssertEqual(locator.path(ofImage: "x"), "\(root)/cwd/Assets/x.png", "the decoy without Package.swift is skipped")
        try FileManager.default.removeItem(atPath: "\(root)/cwd/Assets/x.png")
        XCTAssertNil(locator.path(ofImage: "x"))
    }

    func testWithoutTheVariableOrTheExecutableTheCurrentDirectoryIsUsed() throws {
        let (root, _) = try makeTree()
        let locator = AssetLocator(environment: [:], executablePath: nil, currentDirectory: "\(root)/cwd", builtFrom: nil)
        XCTAssertEqual(locator.folders, ["\(root)/cwd/Assets"])
        let empty = AssetLocator(environment: ["MOTION_ASSETS": ""], executablePath: "/nonexistent/tool", currentDirectory: "/nonexistent",
                                 builtFrom: nil)
        XCTAssertEqual(empty.folders, [])
        XCTAssertNil(empty.path(ofImage: "x"))
    }

    func testRelativePathsResolveAgainstTheCurrentDirectoryAndDuplicatesAreDropped() throws {
        let (root, _) = try makeTree()
        let locator = AssetLocator(environment: ["MOTION_ASSETS": "Assets"], executablePath: "../pkg/.build/debug/tool",
                                   currentDirectory: "\(root)/cwd", builtFrom: nil)
        XCTAssertEqual(locator.folders, ["\(root)/cwd/Assets", "\(root)/pkg/.build/debug/Assets", "\(root)/pkg/Assets"])
    }

    func testNamesAreFilesNotFolders() throws {
        let (root, locator) = try makeTree()
        try FileManager.default.createDirectory(atPath: "\(root)/env/folder.png", withIntermediateDirectories: true)
        XCTAssertNil(locator.path(ofImage: "folder"))
        XCTAssertNil(locator.path(ofImage: ""))
    }

    func testTheTestRunnerFindsThisPackagesAssetsFromItsOwnExecutable() throws {
        let locator = AssetLocator(environment: [:], currentDirectory: "/")
        let package = ((#filePath as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("../../../Assets")
        XCTAssertEqual(locator.path(ofImage: "checkmark-true"),
                       ((package as NSString).standardizingPath as NSString).appendingPathComponent("checkmark-true.png"))
    }
}

extension AssetLocatorTests {
    /// Issue 13: assets are found when the build folder is outside the package (`swift test
    /// --scratch-path /elsewhere`): the checkout Motion was built from is the last place searched.
    func testIssue13_assetsAreFoundWhateverTheBuildFolder() throws {
        let locator = AssetLocator(environment: [:], executablePath: "/nowhere/build/debug/app", currentDirectory: "/")
        let package = ((#filePath as NSString).deletingLastPathComponent as NSString).appendingPathComponent("../../../Assets")
        XCTAssertEqual(locator.path(ofImage: "checkmark-true"),
                       ((package as NSString).standardizingPath as NSString).appendingPathComponent("checkmark-true.png"))
        XCTAssertEqual(AssetLocator(environment: [:], executablePath: "/nowhere/app", currentDirectory: "/", builtFrom: nil).folders, [],
                       "without it, nothing is found there")
    }
}
