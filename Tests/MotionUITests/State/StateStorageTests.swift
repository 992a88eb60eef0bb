import XCTest
@testable import MotionUI

/// Notes what a ``SelfCapturingSample`` kept, without keeping it.
private final class ReleaseProbe {
    weak var held: Holder?
    var seenByOnDisappear: Bool?
    var read: (() -> Int)?
    var write: ((Int) -> Void)?
}

/// A reference that keeps a closure, as a `DispatchWorkItem` does.
private final class Holder {
    let action: () -> Void
    init(_ action: @escaping () -> Void) { self.action = action }
}

/// Keeps, in its own state, a closure that captures the view and so its state: the cycle
/// storage → holder → closure → view → state link → storage.
private struct SelfCapturingSample: View {
    let probe: ReleaseProbe
    @State private var held: Holder?
    @State private var count = 1
    var body: some View {
        Text("hold")
            .onTapGesture {
                let holder = Holder { count += 1 }
                probe.held = holder
                held = holder
                count = 2
            }
            .onAppear {
                probe.read = { count }
                probe.write = { count = $0 }
            }
            .onDisappear { probe.seenByOnDisappear = held != nil }
    }
}

private struct ShownSample: View {
    let shown: Bool
    let probe: ReleaseProbe
    var body: some View {
        if shown { SelfCapturingSample(probe: probe) } else { Text("gone") }
    }
}

final class StateStorageTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)

    func testIssue13_AViewThatLeavesReleasesItsStateAfterItsOnDisappear() {
        let probe = ReleaseProbe()
        let host = ViewHost(ShownSample(shown: true, probe: probe), size: size)
        host.advance(by: 1.0 / 60)
        XCTAssertTrue(host.tap(text: "hold"))
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(probe.held, "the node keeps the value while the view is in the graph")
        XCTAssertEqual(probe.read?(), 2)

        host.content = ShownSample(shown: false, probe: probe)
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "gone"))
        XCTAssertEqual(probe.seenByOnDisappear, true, "onDisappear still reads the state")
        XCTAssertNil(probe.held, "the cycle through the view's own state is broken once it left")
        XCTAssertEqual(probe.read?(), 1, "a closure that outlives the view reads the initial value")
        probe.write?(5)
        XCTAssertEqual(probe.read?(), 1, "and its writes are ignored")
        (probe.read, probe.write) = (nil, nil)   // they capture the view, which holds the probe
    }

    func testIssue13_AHostGoingAwayReleasesTheStateOfItsViews() {
        weak var weakHost: ViewHost<SelfCapturingSample>?
        let probe = ReleaseProbe()
        do {
            let host = ViewHost(SelfCapturingSample(probe: probe), size: size)
            host.advance(by: 1.0 / 60)
            XCTAssertTrue(host.tap(text: "hold"))
            host.advance(by: 1.0 / 60)
            XCTAssertNotNil(probe.held)
            weakHost = host
        }
        XCTAssertNil(weakHost)
        XCTAssertNil(probe.held, "the view's state went with its host")
        (probe.read, probe.write) = (nil, nil)
    }

    func testIssue13_ADebounceWorkItemInStateDoesNotOutliveItsHost() {
        weak var weakHost: ViewHost<DebounceSample>?
        weak var weakLog: TimeLog?
        do {
            let log = TimeLog()
            let host = ViewHost(DebounceSample(log: log), size: size)
            XCTAssertTrue(host.tap(text: "type"))
            host.advance(by: 0.5)
            XCTAssertEqual(log.entries, ["search"])
            XCTAssertTrue(host.tap(text: "type"), "a second item stays pending in the state")
            (weakHost, weakLog) = (host, log)
        }
        XCTAssertNil(weakHost)
        XCTAssertNil(weakLog, "the work item, whose closure captures the view, went with the host")
    }
}
