import XCTest
@testable import MotionUI

// Symbol views in the style of public SwiftUI samples (the project's own words), with
// `import MotionUI` only: they compile and behave as described.

/// A heart that fills on a tap, cross-fading its symbol, while six short strokes burst out around it.
private struct BurstingHeart: View {
    @State var liked = false
    @State var burst = false

    var body: some View {
        ZStack {
            ForEach(0..<6) { spoke in
                RoundedRectangle(cornerRadius: 2)
                    .frame(width: 4, height: burst ? 25 : 10)
                    .foregroundStyle(.pink)
                    .offset(y: burst ? -70 : 0)
                    .rotationEffect(.degrees(Double(spoke) * 60))
                    .scaleEffect(burst ? 1 : 0)
                    .opacity(burst ? 0 : 1)
            }
            Image(systemName: liked ? "heart.fill" : "heart")
                .foregroundStyle(liked ? .pink : .red)
                .contentTransition(.symbolEffect)
                .font(.largeTitle)
                .onTapGesture {
                    withAnimation(.spring(duration: 0.8)) {
                        liked.toggle()
                        burst.toggle()
                    }
                }
        }
    }
}

/// A heart button in the style of several samples: `Button(_:systemImage:action:)`, a bounce on
/// each change, a large image scale.
private struct HeartButton: View {
    @State var isLiked = false

    var body: some View {
        Button(
            "",
            systemImage: isLiked ? "heart.fill" : "heart",
            action: { isLiked.toggle() }
        )
        .foregroundColor(.accentColor)
        .symbolEffect(.bounce, value: isLiked)
        .imageScale(.large)
    }
}

final class SymbolSamplesTests: XCTestCase {
    private func shapes<V: View>(_ host: ViewHost<V>) -> [String] {
        host.displayList.items.compactMap { if case .fill(let s) = $0.kind, s.hasPrefix("symbol(") { return s } else { return nil } }
    }

    func testIssue10_HeartAnimationReplacesTheHeartAndBurstsTheLines() {
        let host = ViewHost(BurstingHeart(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(Set(shapes(host)), ["symbol(heart)"])
        XCTAssertTrue(host.displayList.items.filter { $0.kind == .fill(shape: "symbol(heart)") }.allSatisfy { $0.color == .red })
        host.tap(at: CGPoint(x: 150, y: 150))
        host.advance(by: 0.1)
        XCTAssertEqual(Set(shapes(host)), ["symbol(heart)", "symbol(heart.fill)"])    // cross-fading
        host.advance(by: 2)
        XCTAssertEqual(Set(shapes(host)), ["symbol(heart.fill)"])
        XCTAssertTrue(host.displayList.items.filter { $0.kind == .fill(shape: "symbol(heart.fill)") }.allSatisfy { $0.color == .pink })
    }

    func testIssue10_HeartButtonBouncesWhenLiked() {
        let host = ViewHost(HeartButton(), size: CGSize(width: 200, height: 200))
        let heart = host.displayList.items.first { $0.kind == .fill(shape: "symbol(heart)") }!
        // Large scale at body size: 1.3 × 0.119 pt per design unit (the stroke's outline is a
        // polygon within the 1/8-point flattening tolerance on each side).
        let box = SymbolCatalog.artwork(named: "heart")!.box
        XCTAssertEqual(heart.bounds.width, box.width * 1.3 * 0.119, accuracy: 0.25)
        XCTAssertEqual(heart.transform.a, 1)
        host.tap(at: CGPoint(x: heart.bounds.midX, y: heart.bounds.midY))
        host.advance(by: 0.15)
        let liked = host.displayList.items.first { $0.kind == .fill(shape: "symbol(heart.fill)") }!
        XCTAssertEqual(liked.transform.a, 0.8, accuracy: 1e-9)
        host.advance(by: 0.35)
        XCTAssertEqual(host.displayList.items.first { $0.kind == .fill(shape: "symbol(heart.fill)") }!.transform.a, 1)
    }
}
