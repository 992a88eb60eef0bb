import XCTest
import MotionSDL
import MotionUI
@testable import MotionScenes

/// Every scene of the player, animating, drawn two ways frame after frame: whole, and only its
/// damage since the frame before over the picture already there (what the player's window does).
/// The two pictures are the same, byte for byte, at every frame.
final class PlayerSceneDamageTests: XCTestCase {
    private let size = CGSize(width: 400, height: 300)

    private func assertDamagedFramesMatch(scale: Double, frames: Int, file: StaticString = #filePath, line: UInt = #line) throws {
        let pipeline = try HeadlessPipeline(scale: scale)
        for scene in PlayerScene.all {
            let host = pipeline.host(scene.makeView(), size: size)
            let full = try HeadlessRenderer(size: size, scale: scale, renderer: pipeline.renderer)
            let damaged = try HeadlessRenderer(size: size, scale: scale, renderer: DisplayListRenderer(
                text: SDLTextPainter(fonts: pipeline.fonts), images: SDLImagePainter(store: pipeline.images)))
            damaged.repaintsDamageOnly = true
            var repainted = 0
            for frame in 0..<frames {
                if frame == 1 { host.environment.sceneTrigger += 1 }
                if frame == frames / 2, let login = host.frame(ofText: "Sign up") ?? host.frame(ofText: "Login") {
                    host.tap(at: CGPoint(x: login.midX, y: login.midY))
                }
                host.advance(by: 1.0 / 30)
                let expected = full.render(host.displayList)
                let actual = damaged.render(host.displayList)
                let damage = try XCTUnwrap(damaged.lastDamage)
                repainted += damage.area
                guard expected == actual else {
                    XCTFail("\(scene.name) at scale \(scale), frame \(frame): the damaged repaint \(damage.rects) differs from a full one",
                            file: file, line: line)
                    break
                }
            }
            let window = Int(size.width * scale) * Int(size.height * scale)
            XCTAssertLessThan(repainted, frames * window, "\(scene.name): some frames repainted less than the window", file: file, line: line)
        }
    }

    func testIssue14_everySceneRepaintsItsDamageExactlyAtScale1() throws {
        try assertDamagedFramesMatch(scale: 1, frames: 30)
    }

    func testIssue14_everySceneRepaintsItsDamageExactlyAtScale2() throws {
        try assertDamagedFramesMatch(scale: 2, frames: 8)
    }
}
