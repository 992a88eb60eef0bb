import XCTest
@testable import MotionUI

@Observable private final class Model {
    var title = "a"
    var count = 0
    var x: CGFloat = 0
    var showsCount = true
}

/// Counts body evaluations per view, so a test can tell readers from non-readers.
private final class Evaluations { var byName: [String: Int] = [:] }

private struct TitleReader: View {
    let model: Model
    let log: Evaluations
    var body: some View {
        log.byName["title", default: 0] += 1
        return Text(model.title)
    }
}

private struct CountReader: View {
    let model: Model
    let log: Evaluations
    var body: some View {
        log.byName["count", default: 0] += 1
        return Text(model.showsCount ? "n\(model.count)" : "hidden")
    }
}

private struct NonReader: View {
    let model: Model
    let log: Evaluations
    var body: some View {
        log.byName["none", default: 0] += 1
        return Text("static")
    }
}

private struct Screen: View {
    let model: Model
    let log: Evaluations
    var body: some View {
        log.byName["screen", default: 0] += 1
        return VStack {
            TitleReader(model: model, log: log)
            CountReader(model: model, log: log)
            NonReader(model: model, log: log)
        }
    }
}

private struct Mover: View {
    let model: Model
    var body: some View {
        Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: model.x)
    }
}

/// A modifier whose body reads the model.
private struct Badge: ViewModifier {
    let model: Model
    func body(content: Content) -> some View {
        content.overlay(Text("#\(model.count)"))
    }
}

@Observable private final class Task10Item: Identifiable {
    let id: Int
    var name: String
    init(id: Int, name: String) { self.id = id; self.name = name }
}

/// Reads each item's name only inside the ForEach's row closure, which runs after the body.
private struct ItemList: View {
    let items: [Task10Item]
    let log: Evaluations
    var body: some View {
        log.byName["list", default: 0] += 1
        return VStack {
            ForEach(items) { item in Text(item.name) }
        }
    }
}

/// Reads the model only inside a triggered phase animator's content closure (at rest until the
/// trigger changes, so nothing else rebuilds the content).
private struct PulsingLabel: View {
    let model: Model
    var body: some View {
        Text("a wide static label").phaseAnimator([false, true], trigger: 0) { content, phase in
            content.overlay(Text(model.title))
        }
    }
}

final class BodyObservationTests: XCTestCase {
    func testIssue10_ReadsInsideAForEachRowReevaluateTheViewThatMadeIt() {
        let items = [Task10Item(id: 1, name: "one"), Task10Item(id: 2, name: "two")]
        let log = Evaluations()
        let host = ViewHost(ItemList(items: items, log: log), size: CGSize(width: 200, height: 200))
        items[1].name = "deux"
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "deux"))
        XCTAssertNotNil(host.frame(ofText: "one"))
        XCTAssertEqual(log.byName["list"], 2)
        items[0].name = "un"   // registered again as the rows were rebuilt
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "un"))
        XCTAssertEqual(log.byName["list"], 3)
    }

    func testIssue10_ReadsInsideAnAnimatorsContentFollowTheModel() {
        let model = Model()
        let host = ViewHost(PulsingLabel(model: model), size: CGSize(width: 300, height: 200))
        XCTAssertNotNil(host.frame(ofText: "a"))
        host.advance(by: 0.2)
        model.title = "changed"
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "changed"))
    }

    func testIssue10_AWriteReevaluatesExactlyTheBodiesThatReadTheProperty() {
        let model = Model(), log = Evaluations()
        let host = ViewHost(Screen(model: model, log: log), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(log.byName, ["screen": 1, "title": 1, "count": 1, "none": 1])
        let before = host.bodyEvaluationCount
        model.count = 5
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "n5"))
        XCTAssertEqual(log.byName, ["screen": 1, "title": 1, "count": 2, "none": 1], "only the count reader")
        XCTAssertEqual(host.bodyEvaluationCount - before, 1)
        model.title = "b"
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "b"))
        XCTAssertEqual(log.byName, ["screen": 1, "title": 2, "count": 2, "none": 1], "only the title reader")
        host.advance(by: 1)
        XCTAssertEqual(host.bodyEvaluationCount - before, 2, "nothing re-evaluates without a write")
    }

    func testIssue10_SeveralWritesInOneFrameReevaluateOnce() {
        let model = Model(), log = Evaluations()
        let host = ViewHost(Screen(model: model, log: log), size: CGSize(width: 200, height: 200))
        model.count = 1
        model.count = 2
        model.count = 3
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "n3"))
        XCTAssertEqual(log.byName["count"], 2)
        model.count = 4   // the body registered again when it re-evaluated
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "n4"))
        XCTAssertEqual(log.byName["count"], 3)
    }

    func testIssue10_APropertyNoLongerReadNoLongerReevaluates() {
        let model = Model(), log = Evaluations()
        let host = ViewHost(Screen(model: model, log: log), size: CGSize(width: 200, height: 200))
        model.showsCount = false
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "hidden"))
        XCTAssertEqual(log.byName["count"], 2)
        model.count = 9   // read by the first evaluation only: its stale registration is ignored
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(log.byName["count"], 2)
        model.showsCount = true
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "n9"))
        XCTAssertEqual(log.byName["count"], 3)
    }

    func testIssue10_AWriteInsideWithAnimationAnimates() {
        let model = Model()
        let host = ViewHost(Mover(model: model), size: CGSize(width: 300, height: 300))
        let x0 = host.displayList.items[0].bounds.minX
        XCTAssertEqual(x0, 140, accuracy: 1e-9, "a 20 pt square centred in 300 pt")
        withAnimation(.easeInOut(duration: 1)) { model.x = 100 }
        host.renderFrame(at: host.time)   // apply the write now, so the animation starts at 0
        XCTAssertEqual(host.displayList.items[0].bounds.minX, x0, accuracy: 1e-9, "starts where it was")
        host.advance(by: 0.5)
        // easeInOut's control points (0.42, 0) and (0.58, 1) are symmetric about (0.5, 0.5): half way at half time.
        XCTAssertEqual(host.displayList.items[0].bounds.minX, x0 + 50, accuracy: 1e-6)
        host.advance(by: 0.5)
        XCTAssertEqual(host.displayList.items[0].bounds.minX, x0 + 100, accuracy: 1e-9)
    }

    func testIssue10_AWriteWithoutAnimationSnaps() {
        let model = Model()
        let host = ViewHost(Mover(model: model), size: CGSize(width: 300, height: 300))
        model.x = 60
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.displayList.items[0].bounds.minX, 200, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testIssue10_AModifierBodyThatReadsAModelReevaluates() {
        let model = Model()
        let host = ViewHost(Text("wide label").modifier(Badge(model: model)), size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(host.frame(ofText: "#0"), "\(host.displayList.items.map { $0.text })")
        model.count = 7
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "#7"))
    }

    func testIssue10_AWriteFromAnotherThreadIsAppliedOnTheHostsThread() {
        let model = Model(), log = Evaluations()
        let host = ViewHost(Screen(model: model, log: log), size: CGSize(width: 200, height: 200))
        let written = expectation(description: "written")
        Thread.detachNewThread {
            model.count = 8
            written.fulfill()
        }
        wait(for: [written], timeout: 5)
        XCTAssertTrue(host.scheduler.hasQueuedWork, "handed to the host's thread, not marked from the other one")
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "n8"))
        XCTAssertEqual(log.byName["count"], 2)
    }
}
