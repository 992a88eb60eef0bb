import XCTest
import MotionSDL
@testable import Motion

final class ScreenRecordingTests: XCTestCase {
    private struct Grower: View {
        @State private var wide = false
        var body: some View {
            Rectangle()
                .fill(Color.red)
                .frame(width: wide ? 60 : 20, height: 10)
                .onTapGesture { withAnimation(.linear(duration: 0.1)) { wide.toggle() } }
        }
    }

    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "motion-screen-recording-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testIssue15_aRecordingHoldsEachNewPictureOnTheAppClockAndDecodesToTheRenderedPixels() throws {
        let host = ViewHost(Grower(), size: CGSize(width: 80, height: 40))
        let path = try folder() + "/nested/grower.gif"   // the folder is made
        let recording = try ScreenRecording(path: path, size: host.size, scale: 1, renderer: DisplayListRenderer())
        var rendered: [PixelImage] = []
        let frames = try HeadlessRenderer(size: host.size, scale: 1)
        for frame in 0..<12 {   // 60 fps for 0.2 s: the tap at 0.05 s grows it for 0.1 s, then it rests
            if frame == 3 { host.tap(at: CGPoint(x: 40, y: 20)) }
            try recording.capture(host.displayList, size: host.size, at: host.time)
            rendered.append(frames.render(host.displayList))
            host.advance(by: 1.0 / 60)
        }
        let summary = try recording.finish(at: host.time)
        XCTAssertEqual(summary.centiseconds, 20)
        let gif = try GIFAnimation(contentsOf: path)
        // Grid point k (k/50 s) shows 60-fps frame floor(6k/5): 0, 1, 2, 3, 4, 6, 7, 8, 9, 10. The
        // picture changes from frame 4 (the first after the tap at 0.05 s) to frame 9 (0.05 + 0.1 s,
        // at rest): frames 0–3 are one picture (8 hundredths), 4, 6, 7, 8 one each, 9 and 10 one.
        XCTAssertEqual(gif.frames.map(\.delay), [8, 2, 2, 2, 2, 4])
        let shown = [0, 4, 6, 7, 8, 9]
        for (index, frame) in gif.frames.enumerated() {
            // A red rectangle's edges on white: far fewer than 255 colours, so the palette is exact.
            XCTAssertEqual(frame.image, rendered[shown[index]], "GIF frame \(index) is frame \(shown[index])")
        }
        XCTAssertEqual(ScreenRecording.line(summary), "\(path): 6 frames (6 exact), 0.20 s, \(Int((Double(summary.bytes) / 1024).rounded(.up))) KB")
    }

    func testIssue15_anUnwritablePathFailsAtTheStart() {
        XCTAssertThrowsError(try ScreenRecording(path: "/proc/motion.gif", size: CGSize(width: 10, height: 10), scale: 1,
                                                 renderer: DisplayListRenderer())) { error in
            XCTAssertTrue("\(error)".hasPrefix("could not write the GIF '/proc/motion.gif': "), "\(error)")
        }
    }
}
