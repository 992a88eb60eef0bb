import XCTest
@testable import MotionSDL

/// Every kind of gradient through the headless pipeline (real text), checked by eye when recorded:
/// the seed loader's trimmed ring stroked with an angular gradient, a linear capsule, a radial disc,
/// an elliptical card, a conic wheel, a symbol and a line of text painted with gradients.
final class GradientGoldenTests: XCTestCase {
    /// One step per channel, as the renderer's other goldens.
    private let tolerance = 1

    private struct Board: View {
        var body: some View {
            VStack(spacing: 12) {
                HStack(spacing: 14) {
                    Circle()
                        .trim(from: 0, to: 0.8)
                        .stroke(AngularGradient(colors: [.blue.opacity(0), .blue, .purple], center: .center),
                                style: StrokeStyle(lineWidth: 8, lineCap: .round))
                        .frame(width: 56, height: 56)
                    Capsule()
                        .fill(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 90, height: 34)
                    Circle()
                        .fill(RadialGradient(colors: [.white, .teal, .indigo], center: .topLeading, startRadius: 4, endRadius: 70))
                        .frame(width: 56, height: 56)
                    RoundedRectangle(cornerRadius: 10)
                        .fill(EllipticalGradient(colors: [.yellow, .red.opacity(0.6)]))
                        .frame(width: 90, height: 56)
                    Circle()
                        .fill(.conicGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                        .frame(width: 56, height: 56)
                }
                HStack(spacing: 14) {
                    Text("Gradients").font(.system(size: 30, weight: .bold))
                        .foregroundStyle(.linearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing))
                    Image(systemName: "heart.fill").font(.system(size: 30))
                        .foregroundStyle(Color.pink.gradient)
                    RoundedRectangle(cornerRadius: 8)
                        .strokeBorder(.linearGradient(colors: [.green, .blue], startPoint: .top, endPoint: .bottom), lineWidth: 4)
                        .frame(width: 60, height: 34)
                }
            }
        }
    }

    func testIssue12_gradientsAtScales1And2() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Board(), size: CGSize(width: 420, height: 140))
            XCTAssertGreaterThanOrEqual(host.displayList.items.filter { $0.gradient != nil }.count, 8)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
