import XCTest
@testable import MotionSDL

/// One kind of transition: a caption, and a coloured 80 × 50 card in a 160 × 120 cell. The card's
/// final place is outlined (dashed grey), so the picture shows how far along the card is.
private struct TransitionCell: View {
    var title: String
    var color: Color
    var transition: AnyTransition
    var shown: Bool

    var body: some View {
        VStack(spacing: 6) {
            Text(title).font(.caption)
            ZStack {
                Color(white: 0.95)
                RoundedRectangle(cornerRadius: 8)
                    .stroke(Color.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .frame(width: 80, height: 50)
                if shown {
                    RoundedRectangle(cornerRadius: 8).fill(color)
                        .frame(width: 80, height: 50)
                        .transition(transition)
                }
            }
            .frame(width: 160, height: 120)
        }
    }
}

/// Three cells side by side, their cards shown or not.
private struct TransitionRow: View {
    var kinds: [(title: String, transition: AnyTransition)]
    var shown: Bool

    static let colors: [Color] = [.blue, .orange, .green]

    var body: some View {
        HStack(spacing: 16) {
            ForEach(0..<kinds.count, id: \.self) { index in
                TransitionCell(title: kinds[index].title, color: TransitionRow.colors[index],
                               transition: kinds[index].transition, shown: shown)
            }
        }
    }
}

/// Goldens of every transition kind half way through, through the real pipeline (text measured and
/// drawn with DejaVu Sans at the scale's density) at 1× (`.1`) and 2× (`.2`), 560 × 170 points,
/// three kinds per image. Each card is inserted (or removed) under `withAnimation(.linear(duration: 1))`
/// and caught at 0.5 s: progress ½ exactly, so every transition is half way between its active
/// state and identity — a move is offset by half the card's size (40 points sideways or 25
/// vertically), a scale is ½ (or ⅝ from ¼), an opacity ½.
final class TransitionGoldenTests: XCTestCase {
    let size = CGSize(width: 560, height: 170)
    /// One step per channel, as the renderer's other goldens; no pixel may exceed it.
    let tolerance = 1

    /// Inserts (or, with `removing`, removes) the three cards at time 0 under a 1 s linear animation,
    /// snapshots at 0.5 s, and checks that every card is mid-way: drawn, and not where (or as
    /// opaque as) it is at rest.
    private func snapshotHalfWay(_ kinds: [(title: String, transition: AnyTransition)], removing: Bool = false,
                                 file: StaticString = #filePath, testName: String = #function, line: UInt = #line) throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(TransitionRow(kinds: kinds, shown: removing), size: size)
            let cards = { (host: ViewHost<TransitionRow>) in
                TransitionRow.colors.prefix(kinds.count).map { color in
                    host.displayList.items.first { $0.kind == .fill(shape: "RoundedRectangle") && $0.color == color }
                }
            }
            let atRest = removing ? cards(host) : cards(pipeline.host(TransitionRow(kinds: kinds, shown: true), size: size))
            withAnimation(.linear(duration: 1)) { host.content = TransitionRow(kinds: kinds, shown: !removing) }
            host.advance(by: 0.5)
            for (index, (now, rest)) in zip(cards(host), atRest).enumerated() {
                guard let now, let rest else {
                    XCTFail("\(kinds[index].title): the card is not drawn half way", file: file, line: line)
                    continue
                }
                XCTAssertTrue(now.bounds != rest.bounds || now.opacity != rest.opacity,
                              "\(kinds[index].title): half way differs from rest", file: file, line: line)
            }
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance, file: file, testName: testName, line: line)
        }
    }

    /// `.opacity`: the blue card at 50 %. `.scale`: the orange card at half size about its centre.
    /// `.scale(scale: 0.25, anchor: .topLeading)`: the green card at ⅝ size (¼ + ½ · ¾), pinned to its
    /// top-left corner.
    func testOpacityAndScalesHalfWayIn() throws {
        try snapshotHalfWay([(".opacity", .opacity), (".scale", .scale),
                             (".scale(0.25, .topLeading)", .scale(scale: 0.25, anchor: .topLeading))])
    }

    /// `.move(edge:)` by the card's own size: from the leading edge 40 points left of its place, from
    /// the trailing edge 40 points right, from the top 25 points up.
    func testMovesFromLeadingTrailingAndTopHalfWayIn() throws {
        try snapshotHalfWay([(".move(edge: .leading)", .move(edge: .leading)),
                             (".move(edge: .trailing)", .move(edge: .trailing)),
                             (".move(edge: .top)", .move(edge: .top))])
    }

    /// `.move(edge: .bottom)`: 25 points below its place. `.slide` (in from the leading edge): 40
    /// points left. `.offset(x: 60, y: -40)`: 30 points right and 20 up.
    func testMoveFromBottomSlideAndOffsetHalfWayIn() throws {
        try snapshotHalfWay([(".move(edge: .bottom)", .move(edge: .bottom)), (".slide", .slide),
                             (".offset(x: 60, y: -40)", .offset(x: 60, y: -40))])
    }

    /// `.push(from: .leading)`: 40 points left at 50 % opacity. `.asymmetric` (inserted by a move
    /// from the top): 25 points up, opaque. `.scale.combined(with: .opacity)`: half size at 50 %.
    func testPushAsymmetricAndCombinedHalfWayIn() throws {
        try snapshotHalfWay([(".push(from: .leading)", .push(from: .leading)),
                             (".asymmetric", .asymmetric(insertion: .move(edge: .top), removal: .opacity)),
                             (".combined", .scale.combined(with: .opacity))])
    }

    /// Half way out, where removal differs from insertion: `.slide` leaves towards the trailing edge
    /// (40 points right), `.push(from: .leading)` towards the trailing edge too, fading (50 %), and
    /// the `.asymmetric` card (moved in from the top) fades out in place (50 %).
    func testSlidePushAndAsymmetricHalfWayOut() throws {
        try snapshotHalfWay([(".slide", .slide), (".push(from: .leading)", .push(from: .leading)),
                             (".asymmetric", .asymmetric(insertion: .move(edge: .top), removal: .opacity))],
                            removing: true)
    }
}
