import XCTest
@testable import MotionUI

private final class Score: ObservableObject {
    @Published var points = 0
    @Published var label = "score"
    var unpublished = 0
}

/// Announces its changes by hand, as Combine code does without `@Published`.
private final class Manual: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 0 { willSet { objectWillChange.send() } }
}

private class BaseModel: ObservableObject {
    @Published var base = 0
}

private final class DerivedModel: BaseModel {
    @Published var derived = 0
}

final class ObservableObjectTests: XCTestCase {
    func testIssue10_PublishedSendsObjectWillChangeBeforeTheValueIsStored() {
        let score = Score()
        var seen: [Int] = []
        let subscription = score.objectWillChange.sink { seen.append(score.points) }
        score.points = 1
        score.points = 2
        XCTAssertEqual(seen, [0, 1], "each notification sees the old value, as Combine's willChange")
        subscription.cancel()
        score.points = 3
        XCTAssertEqual(seen, [0, 1])
        score.unpublished = 9
        XCTAssertEqual(seen, [0, 1])
    }

    func testIssue10_EveryPublishedPropertySharesTheObjectsPublisher() {
        let score = Score()
        var count = 0
        let subscription = score.objectWillChange.sink { count += 1 }
        score.points = 1
        score.label = "x"
        XCTAssertEqual(count, 2)
        XCTAssertTrue(score.objectWillChange === score.objectWillChange)
        _ = subscription
    }

    func testIssue10_PublishedInASuperclassAnnouncesToo() {
        let model = DerivedModel()
        var count = 0
        let subscription = model.objectWillChange.sink { count += 1 }
        model.base = 1
        model.derived = 1
        XCTAssertEqual(count, 2)
        _ = subscription
    }

    func testIssue10_ADeclaredObjectWillChangeIsUsedAsIs() {
        let manual = Manual()
        var count = 0
        let subscription = manual.objectWillChange.sink { count += 1 }
        manual.value = 4
        XCTAssertEqual(count, 1)
        _ = subscription
    }

    func testIssue10_ProjectedPublisherSendsTheCurrentValueThenEachNewOne() {
        let score = Score()
        var values: [Int] = []
        var subscriptions = Set<AnyCancellable>()
        score.$points.sink { values.append($0) }.store(in: &subscriptions)
        score.points = 5
        score.points = 6
        XCTAssertEqual(values, [0, 5, 6])
        subscriptions.removeAll()   // released: no more values
        score.points = 7
        XCTAssertEqual(values, [0, 5, 6])
    }
}
