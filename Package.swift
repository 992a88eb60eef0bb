// swift-tools-version:6.0
import CompilerPluginSupport
import PackageDescription

/// Motion: SwiftUI's animation model on Linux, drawn with SDL2.
///
/// Arrows point one way only: MotionPlayer → Motion → MotionSDL → MotionUI → MotionCore; the
/// player's scenes (MotionScenes) need only MotionUI, and both executables use them. An app
/// depends on the product `Motion` and writes `import Motion`.
let package = Package(
    name: "Motion",
    products: [
        .library(name: "Motion", targets: ["Motion"]),
        .library(name: "MotionCore", targets: ["MotionCore"]),
        .library(name: "MotionUI", targets: ["MotionUI"]),
        .library(name: "MotionSDL", targets: ["MotionSDL"]),
        .executable(name: "motion-player", targets: ["MotionPlayer"]),
        .executable(name: "motion-bench", targets: ["MotionBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2 SDL2_gfx SDL2_ttf SDL2_image",
            providers: [.apt(["libsdl2-dev", "libsdl2-gfx-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .systemLibrary(name: "CGIF", pkgConfig: "libgif", providers: [.apt(["libgif-dev"])]),
        .target(name: "MotionCore"),
        .macro(name: "MotionMacros"),
        .target(name: "MotionUI", dependencies: ["MotionCore", "MotionMacros"]),
        .target(name: "MotionSDL", dependencies: ["MotionUI", "CSDL2", "CGIF"]),
        .target(name: "Motion", dependencies: ["MotionSDL"]),
        .target(name: "MotionScenes", dependencies: ["MotionUI"]),
        .executableTarget(name: "MotionPlayer", dependencies: ["Motion", "MotionSDL", "MotionScenes"]),
        .executableTarget(name: "MotionBench", dependencies: ["Motion", "MotionSDL", "MotionScenes", "CSDL2"]),
        .target(name: "MotionTestSupport", path: "Tests/MotionTestSupport"),
        .testTarget(name: "MotionCoreTests", dependencies: ["MotionCore", "MotionTestSupport"]),
        .testTarget(name: "MotionUITests", dependencies: ["MotionUI", "MotionTestSupport"]),
        .testTarget(name: "MotionSDLTests", dependencies: ["MotionSDL", "MotionTestSupport"],
                    exclude: ["Raster/__Snapshots__", "Images/__Snapshots__", "Headless/__Snapshots__"]),
        .testTarget(name: "MotionScenesTests", dependencies: ["MotionScenes", "MotionPlayer", "Motion", "MotionSDL"],
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion", "MotionSDL", "MotionTestSupport"], exclude: ["Runtime/__Snapshots__"]),
        .testTarget(name: "MotionPlayerTests", dependencies: ["MotionPlayer", "Motion", "MotionScenes", "MotionTestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
