import XCTest
import MotionTestSupport
@testable import MotionSDL

/// Leaving out what the window does not show (``ViewHost/cullsOffscreenItems``, as the player's
/// window draws) changes no pixel: the same session drawn by a host that keeps every item and by
/// one that leaves items out gives the same picture every frame.
final class OffscreenCullingTests: XCTestCase {
    /// Rows of shapes and text slide across the window's edges (animated offsets and turns),
    /// shadows and a blur reach into the window from content outside it, and a scroll view's rows
    /// scroll past its clip, at two densities.
    func testIssue14_leavingOutWhatTheWindowDoesNotShowChangesNoPixel() throws {
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale)
            let size = CGSize(width: 240, height: 160)
            let whole = pipeline.host(EdgeScene(phase: 0), size: size)
            let culled = pipeline.host(EdgeScene(phase: 0), size: size)
            culled.cullsOffscreenItems = true
            var leftOut = 0
            for step in 0..<24 {
                if step % 6 == 0 {
                    withAnimation(.easeInOut(duration: 0.4)) {
                        whole.content = EdgeScene(phase: step / 6 + 1)
                        culled.content = EdgeScene(phase: step / 6 + 1)
                    }
                }
                if step % 4 == 2 {
                    for host in [whole, culled] { host.send(.scroll(CGSize(width: 0, height: -23), at: CGPoint(x: 200, y: 80))) }
                }
                whole.advance(by: 0.05)
                culled.advance(by: 0.05)
                leftOut += whole.displayList.items.count - culled.displayList.items.count
                XCTAssertEqual(try pipeline.image(of: culled), try pipeline.image(of: whole), "scale \(scale), step \(step)")
            }
            XCTAssertGreaterThan(leftOut, 24 * 10, "scale \(scale): the session left items out")
        }
    }
}

/// Content that crosses the window's edges; `phase` moves it.
private struct EdgeScene: View {
    let phase: Int

    var body: some View {
        ZStack {
            VStack(spacing: 4) {
                ForEach(0..<30, id: \.self) { row in
                    HStack(spacing: 6) {
                        RoundedRectangle(cornerRadius: 4).fill(row % 2 == 0 ? Color.orange : Color.purple)
                            .frame(width: 30, height: 14)
                            .rotationEffect(.degrees(Double(phase * 20 + row * 7)))
                        Text("row \(row) · phase \(phase)").font(.caption)
                        Circle().fill(Color.green).frame(width: 12, height: 12)
                            .shadow(color: .black.opacity(0.5), radius: 3, x: 8, y: 4)
                    }
                    .offset(x: CGFloat((row + phase) % 5) * 40 - 80)
                }
            }
            .offset(y: CGFloat(phase) * -60)
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
                .shadow(color: .blue, radius: 4, x: 36, y: 0)
                .offset(x: -150 + CGFloat(phase) * 8)
            Capsule().fill(Color.teal).frame(width: 60, height: 20).blur(radius: 6)
                .offset(x: 40, y: -86)
            ScrollView {
                VStack(spacing: 2) {
                    ForEach(0..<20, id: \.self) { row in
                        Text("item \(row)").frame(width: 60, height: 16)
                            .background(Color.yellow).clipShape(RoundedRectangle(cornerRadius: 5))
                    }
                }
            }
            .frame(width: 70, height: 90)
            .offset(x: 80)
        }
    }
}
