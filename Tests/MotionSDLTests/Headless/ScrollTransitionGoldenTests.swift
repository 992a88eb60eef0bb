import XCTest
@testable import MotionSDL

/// A carousel scrolled mid-way, drawn by the real renderer: five 140 × 100 cards 12 apart with
/// 40-pt margins in a 300 × 140 horizontal scroll view, each shrinking, fading and tilting as it
/// leaves (`scrollTransition`), scrolled 100 pt.
///
/// By hand: card k's leading edge is at 40 + 152 k − 100 in the view. Card 1 (92…232) is inside
/// (identity); card 0 (−60…80) has 80 of its 140 points in, card 2 (244…384) 56, so they are
/// 80/140 and 56/140 of the way from hidden to fully visible, eased in-out.
final class ScrollTransitionGoldenTests: XCTestCase {
    private struct Carousel: View {
        static let colors = [Color(red: 0.9, green: 0.3, blue: 0.2), Color(red: 0, green: 0, blue: 1),
                             Color(red: 0.2, green: 0.7, blue: 0.3), Color(red: 0.95, green: 0.7, blue: 0.1),
                             Color(red: 0.5, green: 0.3, blue: 0.8)]
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 12) {
                    ForEach(0..<5) { index in
                        RoundedRectangle(cornerRadius: 14).fill(Carousel.colors[index])
                            .frame(width: 140, height: 100)
                            .scrollTransition { content, phase in
                                content.scaleEffect(phase.isIdentity ? 1 : 0.7)
                                    .opacity(phase.isIdentity ? 1 : 0.3)
                                    .rotationEffect(.degrees(phase.value * 12))
                            }
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 40)
            .scrollTargetBehavior(.viewAligned)
        }
    }

    func testACarouselScrolledMidWay() throws {
        for scale in [1.0, 2.0] {
            let host = ViewHost(Carousel(), size: CGSize(width: 300, height: 140), scale: CGFloat(scale))
            XCTAssertTrue(host.send(.scroll(CGSize(width: 100, height: 0), at: CGPoint(x: 150, y: 70))))
            let image = try HeadlessRenderer.image(of: host)
            // The middle card is untouched: its centre (162, 70) is pure blue.
            XCTAssertEqual(image.pixel(x: Int(162 * scale), y: Int(70 * scale)), PixelColor(r: 0, g: 0, b: 255))
            // Card 2 is 1 − easeInOut(0.4) of the way to the edge effect, so its opacity is
            // α = 1 − that × 0.7; its centre (314) is off screen, so read it at x = 280, inside its
            // shrunk, tilted box: green over white is 0.7 · 255 · α + 255 · (1 − α).
            let amount = 1 - UnitCurve.easeInOut.value(at: 56.0 / 140)
            let alpha = 1 - amount * 0.7
            let green = Double(image.pixel(x: Int(280 * scale), y: Int(70 * scale))?.g ?? 0)
            XCTAssertEqual(green, 0.7 * 255 * alpha + 255 * (1 - alpha), accuracy: 1.5)
            assertSnapshot(of: host, tolerance: 1)
        }
    }
}
