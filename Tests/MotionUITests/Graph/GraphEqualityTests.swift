import XCTest
@testable import MotionUI

private struct Pair: Equatable {
    var a: Int
    var b: Int
    static func == (l: Pair, r: Pair) -> Bool { l.a == r.a }   // ignores b
}

private struct Named: Equatable {
    var name: String
    var note: Int
    static func == (l: Named, r: Named) -> Bool { l.name == r.name }   // ignores note
}

private final class Model {}

private struct Mixed {
    var title: String
    var size: CGSize
    var model: Model
    var pair: Pair
}

private struct WithClosure {
    var value = 1
    var action: () -> Void
}

private struct WithState {
    @State var count: Int
    var label: String
}

private enum Payload {
    case model(Model)
    case empty
}

private struct Boxed {
    var value: Any
}

final class GraphEqualityTests: XCTestCase {
    func testIssue14_plainDataComparesEveryByteAndIgnoresItsEquals() {
        XCTAssertTrue(GraphEquality.isEqual(Pair(a: 1, b: 2), Pair(a: 1, b: 2)))
        XCTAssertFalse(GraphEquality.isEqual(Pair(a: 1, b: 2), Pair(a: 1, b: 3)))
        XCTAssertFalse(GraphEquality.isEqual(0.0, -0.0), "bytes decide: -0 is another value")
        XCTAssertTrue(GraphEquality.isEqual(Double.nan, Double.nan), "the same NaN bits match")
    }

    func testIssue14_otherEquatableValuesUseTheirEquals() {
        XCTAssertTrue(GraphEquality.isEqual(Named(name: "a", note: 1), Named(name: "a", note: 2)))
        XCTAssertFalse(GraphEquality.isEqual(Named(name: "a", note: 1), Named(name: "b", note: 1)))
    }

    func testIssue14_structsCompareFieldByFieldClassesByIdentity() {
        let model = Model()
        let first = Mixed(title: "t", size: CGSize(width: 1, height: 2), model: model, pair: Pair(a: 1, b: 2))
        XCTAssertTrue(GraphEquality.isEqual(first, Mixed(title: "t", size: CGSize(width: 1, height: 2), model: model, pair: Pair(a: 1, b: 2))))
        XCTAssertFalse(GraphEquality.isEqual(first, Mixed(title: "t", size: CGSize(width: 1, height: 2), model: Model(), pair: Pair(a: 1, b: 2))))
        XCTAssertFalse(GraphEquality.isEqual(first, Mixed(title: "u", size: CGSize(width: 1, height: 2), model: model, pair: Pair(a: 1, b: 2))))
        XCTAssertFalse(GraphEquality.isEqual(first, Mixed(title: "t", size: CGSize(width: 1, height: 3), model: model, pair: Pair(a: 1, b: 2))))
        XCTAssertFalse(GraphEquality.isEqual(first, Mixed(title: "t", size: CGSize(width: 1, height: 2), model: model, pair: Pair(a: 1, b: 9))),
                       "a plain-data field: bytes, not its ==")
    }

    func testIssue14_aClosureNeverMatches() {
        let action = {}
        XCTAssertFalse(GraphEquality.isEqual(WithClosure(action: action), WithClosure(action: action)))
    }

    func testIssue14_stateFieldsAlwaysMatch() {
        XCTAssertTrue(GraphEquality.isEqual(WithState(count: 1, label: "x"), WithState(count: 2, label: "x")))
        XCTAssertFalse(GraphEquality.isEqual(WithState(count: 1, label: "x"), WithState(count: 1, label: "y")))
    }

    func testIssue14_enumsWithReferencesCompareCaseAndPayload() {
        let model = Model()
        XCTAssertTrue(GraphEquality.isEqual(Payload.model(model), Payload.model(model)))
        XCTAssertFalse(GraphEquality.isEqual(Payload.model(model), Payload.model(Model())))
        XCTAssertFalse(GraphEquality.isEqual(Payload.model(model), Payload.empty))
        XCTAssertTrue(GraphEquality.isEqual(Payload.empty, Payload.empty))
    }

    func testIssue14_existentialsCompareByTheTypeInside() {
        XCTAssertTrue(GraphEquality.isEqual(Boxed(value: 1), Boxed(value: 1)))
        XCTAssertFalse(GraphEquality.isEqual(Boxed(value: 1), Boxed(value: 2)))
        XCTAssertFalse(GraphEquality.isEqual(Boxed(value: 1), Boxed(value: "1")))
        XCTAssertTrue(GraphEquality.isEqual(Boxed(value: Named(name: "a", note: 1)), Boxed(value: Named(name: "a", note: 5))))
    }

    func testIssue14_valuesOfDifferentTypesNeverMatch() {
        XCTAssertFalse(GraphEquality.isEqual(1 as Any, 1.0 as Any))
        XCTAssertTrue(GraphEquality.isEqual("a" as Any, "a" as Any))
    }
}
