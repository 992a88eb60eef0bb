import Foundation

/// Makes SDL use its dummy video driver unless the caller chose one, so window tests never need a
/// display. Must run before the first `Window` is created.
func useDummyVideoDriverUnlessSet() {
    setenv("SDL_VIDEODRIVER", "dummy", 0)
}

/// A fresh, empty folder under the system temporary folder.
func makeTemporaryDirectory(_ name: String) throws -> String {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("motion-sdl-tests-\(name)-\(getpid())")
    try? FileManager.default.removeItem(atPath: path)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
