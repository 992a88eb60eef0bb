import XCTest
@testable import MotionUI

private final class Counter: ObservableObject {
    static var made = 0
    @Published var count = 0
    @Published var x: CGFloat = 0
    init() { Counter.made += 1 }
}

private struct Child: View {
    @StateObject private var counter = Counter()
    var body: some View {
        Text("child \(counter.count)").onTapGesture { counter.count += 1 }
    }
}

private struct Parent: View {
    @State private var flips = 0
    var body: some View {
        VStack {
            Text("flip \(flips)").onTapGesture { flips += 1 }
            Child()
        }
    }
}

private struct Mover: View {
    @ObservedObject var counter: Counter
    var body: some View {
        Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: counter.x)
    }
}

private struct Stepper: View {
    @ObservedObject var counter: Counter
    var body: some View {
        Step(value: $counter.count)
    }
}

private struct Step: View {
    @Binding var value: Int
    var body: some View { Text("step \(value)").onTapGesture { value += 1 } }
}

private struct Holder: View {
    let counter: Counter
    var body: some View { Text("plain \(counter.count)") }
}

final class StateObjectTests: XCTestCase {
    override func setUp() { Counter.made = 0 }

    func testIssue10_StateObjectIsMadeOnceAndKeptAcrossParentUpdates() {
        let host = ViewHost(Parent(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(Counter.made, 1)
        XCTAssertTrue(host.tap(text: "child 0"))
        XCTAssertNotNil(host.frame(ofText: "child 1"))
        XCTAssertTrue(host.tap(text: "flip 0"))
        XCTAssertTrue(host.tap(text: "flip 1"))
        XCTAssertNotNil(host.frame(ofText: "flip 2"))
        XCTAssertNotNil(host.frame(ofText: "child 1"), "the same object, with its count")
        XCTAssertEqual(Counter.made, 1, "the autoclosure runs only when the node is made")
    }

    func testIssue10_ObservedObjectChangeReevaluatesOnlyItsHolder() {
        let counter = Counter()
        let host = ViewHost(Mover(counter: counter), size: CGSize(width: 300, height: 300))
        let before = host.bodyEvaluationCount
        counter.count = 3   // a @Published property the body does not read: SwiftUI re-evaluates anyway
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.bodyEvaluationCount - before, 1)
        host.advance(by: 1)
        XCTAssertEqual(host.bodyEvaluationCount - before, 1)
    }

    func testIssue10_APlainReferenceDoesNotFollowTheObject() {
        let counter = Counter()
        let host = ViewHost(Holder(counter: counter), size: CGSize(width: 200, height: 200))
        counter.count = 3
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "plain 0"), "not an ObservedObject: as in SwiftUI, no update")
    }

    func testIssue10_APublishedWriteInsideWithAnimationAnimates() {
        let counter = Counter()
        let host = ViewHost(Mover(counter: counter), size: CGSize(width: 300, height: 300))
        withAnimation(.linear(duration: 2)) { counter.x = 100 }
        host.renderFrame(at: host.time)
        host.advance(by: 0.5)
        XCTAssertEqual(host.displayList.items[0].bounds.minX, 140 + 25, accuracy: 1e-9, "a quarter of 100 at a quarter of 2 s")
        host.advance(by: 1.5)
        XCTAssertEqual(host.displayList.items[0].bounds.minX, 240, accuracy: 1e-9)
    }

    func testIssue10_ProjectedBindingWritesTheObject() {
        let counter = Counter()
        let host = ViewHost(Stepper(counter: counter), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "step 0"))
        XCTAssertEqual(counter.count, 1)
        XCTAssertNotNil(host.frame(ofText: "step 1"))
    }
}
