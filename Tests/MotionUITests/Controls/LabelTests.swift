import XCTest
@testable import MotionUI

/// `Label`: icon then title with the stack's spacing, and the built-in label styles.
final class LabelTests: XCTestCase {
    private let window = CGSize(width: 200, height: 100)

    private func symbolBounds<V: View>(_ host: ViewHost<V>) -> CGRect {
        host.displayList.items.filter { if case .fill(let s) = $0.kind { return s.hasPrefix("symbol(") } else { return false } }
            .reduce(CGRect.null) { $0.union($1.bounds) }
    }

    func testIssue10_TitleAndIconIsTheIconThenTheTitleEightPointsApart() throws {
        // Icon: circle.fill at body size, 19.04 square. Title "Hi": 2 × 10.2 = 20.4 wide, 20.4 tall.
        // The row is 19.04 + 8 + 20.4 = 47.44 × 20.4, centred: x from 76.28, y from 39.8; the icon
        // is centred in the row's height (top 40.48), the title starts at 76.28 + 19.04 + 8 = 103.32.
        let host = ViewHost(Label("Hi", systemImage: "circle.fill"), size: window)
        let icon = symbolBounds(host)
        XCTAssertEqual(icon.minX, 76.28, accuracy: 1e-6)
        XCTAssertEqual(icon.minY, 40.48, accuracy: 1e-6)
        XCTAssertEqual(icon.width, 19.04, accuracy: 1e-6)
        let title = try XCTUnwrap(host.frame(ofText: "Hi"))
        XCTAssertEqual(title.minX, 103.32, accuracy: 1e-6)
        XCTAssertEqual(title.minY, 39.8, accuracy: 1e-6)
        XCTAssertEqual(title.minX - icon.maxX, 8, accuracy: 1e-6)
    }

    func testIssue10_TheViewBuilderFormAndTheStringFormAgree() {
        let title: String = "Hi"
        let a = ViewHost(Label(title, systemImage: "star"), size: window).displayList
        let b = ViewHost(Label { Text("Hi") } icon: { Image(systemName: "star") }, size: window).displayList
        XCTAssertEqual(a, b)
    }

    func testIssue10_IconOnlyAndTitleOnlyShowOneCentredPart() throws {
        let icon = ViewHost(Label("Hi", systemImage: "circle.fill").labelStyle(.iconOnly), size: window)
        XCTAssertTrue(icon.displayList.texts.isEmpty)
        XCTAssertEqual(symbolBounds(icon).minX, (200 - 19.04) / 2, accuracy: 1e-6)
        let title = ViewHost(Label("Hi", systemImage: "circle.fill").labelStyle(.titleOnly), size: window)
        XCTAssertTrue(symbolBounds(title).isNull)
        XCTAssertEqual(try XCTUnwrap(title.frame(ofText: "Hi")).minX, (200 - 20.4) / 2, accuracy: 1e-6)
        let both = ViewHost(VStack { Label("Hi", systemImage: "circle.fill") }.labelStyle(.titleAndIcon), size: window)
        XCTAssertEqual(symbolBounds(both).minX, 76.28, accuracy: 1e-6)
        let automatic = ViewHost(Label("Hi", systemImage: "circle.fill").labelStyle(.automatic), size: window)
        XCTAssertEqual(automatic.displayList, both.displayList)
    }

    private struct Stacked: LabelStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 2) { configuration.icon; configuration.title }
        }
    }

    func testIssue10_ACustomStyleArrangesTheConfigurationsParts() throws {
        // Icon 19.04 over the 20.4-tall title, 2 apart: 41.44 tall, centred from y 29.28.
        let host = ViewHost(Label("Hi", systemImage: "circle.fill").labelStyle(Stacked()), size: window)
        XCTAssertEqual(symbolBounds(host).minY, 29.28, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(host.frame(ofText: "Hi")).minY, 29.28 + 19.04 + 2, accuracy: 1e-6)
    }
}
