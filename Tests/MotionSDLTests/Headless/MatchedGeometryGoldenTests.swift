import XCTest
@testable import MotionSDL

/// A tab bar whose blue underline is one `Capsule` drawn in whichever tab is selected, matched by
/// `matchedGeometryEffect`, so it glides (and stretches) from tab to tab under `withAnimation`.
private struct TabBar: View {
    static let tabs = ["Home", "Favourites", "Settings"]
    var selected: Int
    @Namespace private var underline

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<TabBar.tabs.count, id: \.self) { index in
                Text(TabBar.tabs[index])
                    .padding(.horizontal, 14)
                    .padding(.vertical, 10)
                    .overlay(alignment: .bottom) {
                        if index == selected {
                            Capsule().fill(Color.blue)
                                .matchedGeometryEffect(id: "underline", in: underline)
                                .frame(height: 4)
                        }
                    }
            }
        }
        .padding(8)
        .background(Color(white: 0.95))
    }
}

/// A golden of the underline mid-glide, at 1× (`.1`) and 2× (`.2`), 360 × 80 points: selected
/// goes from "Home" to "Settings" under `withAnimation(.linear(duration: 1))` and the frame is
/// caught at 0.5 s, where both capsules (the leaving one and the arriving one, each at 50 %
/// opacity) are drawn half way between the two underlines, at the mean of their widths.
final class MatchedGeometryGoldenTests: XCTestCase {
    let size = CGSize(width: 360, height: 80)
    let tolerance = 1

    func testTabUnderlineHalfWayThroughItsGlide() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            func capsules<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
                host.displayList.items.filter { $0.kind == .fill(shape: "Capsule") }
            }
            let from = capsules(pipeline.host(TabBar(selected: 0), size: size))[0].bounds
            let to = capsules(pipeline.host(TabBar(selected: 2), size: size))[0].bounds
            let host = pipeline.host(TabBar(selected: 0), size: size)
            withAnimation(.linear(duration: 1)) { host.content = TabBar(selected: 2) }
            host.advance(by: 0.5)
            let mid = capsules(host)
            XCTAssertEqual(mid.count, 2)
            for capsule in mid {
                XCTAssertEqual(capsule.bounds.midX, (from.midX + to.midX) / 2, accuracy: 0.01)
                XCTAssertEqual(capsule.bounds.width, (from.width + to.width) / 2, accuracy: 0.01)
                XCTAssertEqual(capsule.opacity, 0.5, accuracy: 1e-9)
            }
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
