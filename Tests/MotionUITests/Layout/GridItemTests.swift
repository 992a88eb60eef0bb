import XCTest
@testable import MotionUI

/// `GridItem`'s defaults, as SwiftUI documents them.
final class GridItemTests: XCTestCase {
    func testTheDefaultItemIsFlexibleFromTenToInfinityWithDefaultSpacingAndAlignment() {
        let item = GridItem()
        guard case .flexible(let minimum, let maximum) = item.size else { return XCTFail("\(item.size)") }
        XCTAssertEqual(minimum, 10)
        XCTAssertEqual(maximum, .infinity)
        XCTAssertNil(item.spacing)
        XCTAssertNil(item.alignment)
        guard case .adaptive(let low, let high) = GridItem.Size.adaptive(minimum: 30) else { return XCTFail() }
        XCTAssertEqual(low, 30)
        XCTAssertEqual(high, .infinity)
    }
}
