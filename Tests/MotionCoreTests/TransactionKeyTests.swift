import XCTest
@testable import MotionCore

private struct CountKey: TransactionKey { static var defaultValue: Int { 7 } }
private struct OtherCountKey: TransactionKey { static var defaultValue: Int { 7 } }

final class TransactionKeyTests: XCTestCase {
    func testKeysWithTheSameValueTypeAreSeparate() {
        var t = Transaction()
        XCTAssertEqual(t[CountKey.self], 7)
        t[CountKey.self] = 1
        XCTAssertEqual(t[CountKey.self], 1)
        XCTAssertEqual(t[OtherCountKey.self], 7)
    }

    func testKeyedValuesPassThroughWithTransaction() {
        withTransaction(\.isContinuous, true) {
            XCTAssertTrue(Transaction.current.isContinuous)
            var t = Transaction.current
            t[CountKey.self] = 3
            withTransaction(t) {
                withAnimation(.fixtureLinear(1)) {
                    XCTAssertEqual(Transaction.current[CountKey.self], 3)
                    XCTAssertTrue(Transaction.current.isContinuous)
                }
            }
        }
        XCTAssertFalse(Transaction.current.isContinuous)
    }
}
