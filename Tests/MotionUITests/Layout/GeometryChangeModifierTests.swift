import XCTest
@testable import MotionUI

/// A box whose width follows `wide`, reporting its width and its global frame's x to a log.
private final class Log: @unchecked Sendable {
    var widths: [CGFloat] = []
    var pairs: [(CGFloat, CGFloat)] = []
}

private struct Reporter: View {
    var wide: Bool
    let log: Log
    var body: some View {
        Color.red.frame(width: wide ? 200 : 100, height: 20)
            .onGeometryChange(for: CGFloat.self) { $0.size.width } action: { log.widths.append($0) }
            .onGeometryChange(for: CGFloat.self) { $0.frame(in: .global).minX } action: { old, new in log.pairs.append((old, new)) }
    }
}

final class GeometryChangeModifierTests: XCTestCase {
    func testTheActionRunsOnFirstLayoutAndOnEveryChangedValue() {
        let log = Log()
        let host = ViewHost(Reporter(wide: false, log: log), size: CGSize(width: 400, height: 100))
        XCTAssertEqual(log.widths, [100])
        // Centred in 400: x = 150; the first call gets the first value twice.
        XCTAssertEqual(log.pairs.map(\.0), [150])
        XCTAssertEqual(log.pairs.map(\.1), [150])
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(log.widths, [100], "an unchanged layout runs nothing")
        host.content = Reporter(wide: true, log: log)
        XCTAssertEqual(log.widths, [100, 200])
        XCTAssertEqual(log.pairs.last?.0, 150)
        XCTAssertEqual(log.pairs.last?.1, 100)
    }
}
