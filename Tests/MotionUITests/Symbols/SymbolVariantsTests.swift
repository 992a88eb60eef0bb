import XCTest
@testable import MotionUI

final class SymbolVariantsTests: XCTestCase {
    func testIssue10_VariantsAddTheSuffixesMotionHas() {
        XCTAssertEqual(SymbolVariants.fill.resolve("heart"), "heart.fill")
        XCTAssertEqual(SymbolVariants.fill.resolve("heart.fill"), "heart.fill")
        XCTAssertEqual(SymbolVariants.circle.resolve("checkmark"), "checkmark.circle")
        XCTAssertEqual(SymbolVariants.circle.fill.resolve("checkmark"), "checkmark.circle.fill")
        XCTAssertEqual(SymbolVariants.fill.circle.resolve("plus"), "plus.circle.fill")
        // A suffix the set lacks is left out.
        XCTAssertEqual(SymbolVariants.fill.resolve("plus"), "plus")
        XCTAssertEqual(SymbolVariants.slash.resolve("bell"), "bell")
        XCTAssertEqual(SymbolVariants.none.resolve("bell.fill"), "bell.fill")
        // The lookup is the one given.
        XCTAssertEqual(SymbolVariants.slash.fill.resolve("eye") { ["eye.slash", "eye.slash.fill"].contains($0) }, "eye.slash.fill")
    }

    func testIssue10_ContainsComparesParts() {
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.fill))
        XCTAssertTrue(SymbolVariants.circle.fill.contains(.circle))
        XCTAssertFalse(SymbolVariants.fill.contains(.circle))
        XCTAssertTrue(SymbolVariants.fill.contains(.none))
    }
}
