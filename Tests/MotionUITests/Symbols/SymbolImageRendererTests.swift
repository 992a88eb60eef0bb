import XCTest
@testable import MotionUI

/// `Image(systemName:)` through a host: colour, placeholder, resizing, fonts and replacement.
final class SymbolImageRendererTests: XCTestCase {
    private let window = CGSize(width: 100, height: 100)

    private func items<V: View>(_ host: ViewHost<V>, prefix: String = "symbol(") -> [DisplayItem] {
        host.displayList.items.filter { if case .fill(let shape) = $0.kind { return shape.hasPrefix(prefix) } else { return false } }
    }

    private func union(_ items: [DisplayItem]) -> CGRect { items.reduce(CGRect.null) { $0.union($1.bounds) } }

    func testIssue10_SymbolsTakeTheForegroundColour() {
        let red = ViewHost(Image(systemName: "heart.fill").foregroundColor(.red), size: window)
        XCTAssertFalse(items(red).isEmpty)
        XCTAssertTrue(items(red).allSatisfy { $0.color == .red })
        let plain = ViewHost(Image(systemName: "star"), size: window)
        XCTAssertTrue(items(plain).allSatisfy { $0.color == .primary })
        let styled = ViewHost(VStack { Image(systemName: "bell") }.foregroundStyle(.blue), size: window)
        XCTAssertTrue(items(styled).allSatisfy { $0.color == .blue })
        // Disabled, like text: half opacity.
        let disabled = ViewHost(Image(systemName: "bell").foregroundColor(.blue).disabled(true), size: window)
        XCTAssertTrue(items(disabled).allSatisfy { $0.color == Color.blue.opacity(0.5) })
    }

    func testIssue10_AnUnknownNameDrawsAPlaceholderOfASymbolsSizeAndWarnsOnce() {
        let name = "issue10.no.such.symbol"
        let host = ViewHost(Image(systemName: name), size: window)
        // The placeholder's box is 140 units: 16.66 pt at body size, centred at 41.67.
        let drawn = items(host, prefix: "symbol(\(name))")
        XCTAssertFalse(drawn.isEmpty)
        let bounds = union(drawn)
        XCTAssertEqual(bounds.width, 16.66, accuracy: 0.13)
        XCTAssertEqual(bounds.midX, 50, accuracy: 1e-6)
        // The warning was printed (a second one would be dropped); a name never drawn was not.
        let second = ViewHost(Image(systemName: name), size: window)
        XCTAssertFalse(items(second, prefix: "symbol(\(name))").isEmpty)
        XCTAssertFalse(GraphWarnings.shared.insert(SymbolImageRenderer.unknownSymbolWarning(name)))
        XCTAssertTrue(GraphWarnings.shared.insert(SymbolImageRenderer.unknownSymbolWarning("issue10.never.drawn")))
    }

    func testIssue10_FontChangesTheSymbolSizeAndResizableFillsTheFrame() {
        let large = ViewHost(Image(systemName: "circle.fill").font(.largeTitle), size: window)
        XCTAssertEqual(union(items(large)).width, 1.6 * 0.7 * 34, accuracy: 1e-6)   // 38.08
        let stretched = ViewHost(Image(systemName: "circle.fill").resizable().frame(width: 50, height: 30), size: window)
        let bounds = union(items(stretched))
        XCTAssertEqual(bounds.width, 50, accuracy: 1e-6)
        XCTAssertEqual(bounds.height, 30, accuracy: 1e-6)
        XCTAssertEqual(bounds.minX, 25, accuracy: 1e-6)
        XCTAssertEqual(bounds.minY, 35, accuracy: 1e-6)
    }

    func testIssue10_SymbolVariantAndRenderingModeAreApplied() {
        let filled = ViewHost(Image(systemName: "heart").symbolVariant(.fill), size: window)
        XCTAssertFalse(items(filled, prefix: "symbol(heart.fill)").isEmpty)
        let circled = ViewHost(Image(systemName: "checkmark").symbolVariant(.circle.fill), size: window)
        XCTAssertFalse(items(circled, prefix: "symbol(checkmark.circle.fill)").isEmpty)
        // Every rendering mode draws the one layer in the foreground colour.
        for mode in [SymbolRenderingMode.monochrome, .hierarchical, .palette, .multicolor] {
            let host = ViewHost(Image(systemName: "cloud.fill").symbolRenderingMode(mode).foregroundColor(.teal), size: window)
            XCTAssertTrue(!items(host).isEmpty && items(host).allSatisfy { $0.color == .teal })
            let viaView = ViewHost(VStack { Image(systemName: "cloud.fill") }.symbolRenderingMode(mode), size: window)
            XCTAssertFalse(items(viaView).isEmpty)
        }
    }

    private struct Toggle: View {
        var isOn: Bool
        var transition: ContentTransition
        var body: some View {
            Image(systemName: isOn ? "pause.fill" : "play.fill").contentTransition(transition)
        }
    }

    func testIssue10_ReplaceCrossFadesWhenTheNameChangesInsideAnAnimation() {
        let host = ViewHost(Toggle(isOn: false, transition: .symbolEffect(.replace)), size: window)
        withAnimation(.linear(duration: 1)) { host.content = Toggle(isOn: true, transition: .symbolEffect(.replace)) }
        host.advance(by: 0.5)
        let old = items(host, prefix: "symbol(play.fill)")
        let new = items(host, prefix: "symbol(pause.fill)")
        XCTAssertFalse(old.isEmpty)
        XCTAssertFalse(new.isEmpty)
        // Half-way: each at opacity 0.5; the new one at scale 0.875, the old at 0.875 (down-up).
        XCTAssertTrue(old.allSatisfy { abs($0.opacity - 0.5) < 1e-6 })
        XCTAssertTrue(new.allSatisfy { abs($0.opacity - 0.5) < 1e-6 })
        XCTAssertEqual(new[0].transform.a, 0.875, accuracy: 1e-6)
        XCTAssertEqual(old[0].transform.a, 0.875, accuracy: 1e-6)
        host.advance(by: 0.5)
        XCTAssertTrue(items(host, prefix: "symbol(play.fill)").isEmpty)
        XCTAssertTrue(items(host, prefix: "symbol(pause.fill)").allSatisfy { $0.opacity == 1 && $0.transform.a == 1 })
        XCTAssertEqual(host.graph.animatingNodeCount, 0)
    }

    func testIssue10_UpUpAndOffUpReplaceTheOldSymbolTheirWay() {
        let up = ViewHost(Toggle(isOn: false, transition: .symbolEffect(.replace.upUp)), size: window)
        withAnimation(.linear(duration: 1)) { up.content = Toggle(isOn: true, transition: .symbolEffect(.replace.upUp)) }
        up.advance(by: 0.5)
        XCTAssertEqual(items(up, prefix: "symbol(play.fill)")[0].transform.a, 1.125, accuracy: 1e-6)
        let off = ViewHost(Toggle(isOn: false, transition: .symbolEffect(.replace.offUp)), size: window)
        withAnimation(.linear(duration: 1)) { off.content = Toggle(isOn: true, transition: .symbolEffect(.replace.offUp)) }
        off.advance(by: 0.5)
        XCTAssertTrue(items(off, prefix: "symbol(play.fill)").isEmpty)
        XCTAssertEqual(items(off, prefix: "symbol(pause.fill)")[0].opacity, 0.5, accuracy: 1e-6)
    }

    func testIssue10_OtherContentTransitionsAndUnanimatedChangesReplaceAtOnce() {
        for transition in [ContentTransition.identity, .opacity, .interpolate, .numericText(), .numericText(value: 3)] {
            let host = ViewHost(Toggle(isOn: false, transition: transition), size: window)
            withAnimation(.linear(duration: 1)) { host.content = Toggle(isOn: true, transition: transition) }
            host.advance(by: 0.5)
            XCTAssertTrue(items(host, prefix: "symbol(play.fill)").isEmpty)
            XCTAssertTrue(items(host, prefix: "symbol(pause.fill)").allSatisfy { $0.opacity == 1 })
        }
        let host = ViewHost(Toggle(isOn: false, transition: .symbolEffect), size: window)
        host.content = Toggle(isOn: true, transition: .symbolEffect)   // no animation
        XCTAssertTrue(items(host, prefix: "symbol(play.fill)").isEmpty)
    }
}

extension SymbolImageRendererTests {
    /// The image nodes under `node`, depth first.
    private func imageNodes(_ node: ViewNode) -> [ImageNode] {
        (node as? ImageNode).map { [$0] } ?? node.children.flatMap(imageNodes)
    }

    func testIssue10_ASymbolsBaselineIsHalfACapHeightBelowItsCentre() throws {
        // circle.fill at body size: 19.04 tall, baseline 9.52 + 5.95 = 15.47 below the top; stretched
        // to 38.08 tall it doubles. An asset image states none.
        let host = ViewHost(HStack {
            Image(systemName: "circle.fill")
            Image("checkmark-true")
        }, size: CGSize(width: 100, height: 100))
        let nodes = imageNodes(try XCTUnwrap(host.graph.root))
        XCTAssertEqual(nodes.count, 2)
        XCTAssertEqual(try XCTUnwrap(nodes[0].symbolBaseline(in: CGSize(width: 19.04, height: 19.04))), 15.47, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(nodes[0].symbolBaseline(in: CGSize(width: 19.04, height: 38.08))), 30.94, accuracy: 1e-9)
        XCTAssertNil(nodes[1].symbolBaseline(in: CGSize(width: 10, height: 10)))
    }
}
