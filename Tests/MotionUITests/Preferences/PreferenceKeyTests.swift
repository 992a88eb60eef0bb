import XCTest
@testable import MotionUI

/// Joins the names of the views that set one, in view-tree order; "-" when none did.
private struct NamesKey: PreferenceKey {
    static var defaultValue = "-"
    static func reduce(value: inout String, nextValue: () -> String) { value += nextValue() }
}

/// Sums the values set.
private struct SumKey: PreferenceKey {
    static var defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Keeps every value an action delivers.
private final class Deliveries<Value> {
    var values: [Value] = []
}

private struct Names: View {
    let names: [String]
    let log: Deliveries<String>
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { name in Color.clear.frame(width: 10, height: 10).preference(key: NamesKey.self, value: name) }
            Color.clear.frame(width: 10, height: 10)   // sets nothing
        }
        .onPreferenceChange(NamesKey.self) { log.values.append($0) }
    }
}

final class PreferenceKeyTests: XCTestCase {
    func testValuesCombineInTreeOrderAndASingleValueComesUpUnchanged() {
        let log = Deliveries<String>()
        let host = ViewHost(Names(names: ["a", "b", "c"], log: log), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.values, ["abc"], "reduce between the three set values only, never with the default")
        host.content = Names(names: ["b"], log: log)
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(log.values, ["abc", "b"])
        host.content = Names(names: [], log: log)
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(log.values, ["abc", "b", "-"], "nothing set: the reader sees the default")
    }

    func testTheActionRunsOnceWithTheFirstValueThenOnlyOnChanges() {
        let log = Deliveries<String>()
        let host = ViewHost(Names(names: ["a"], log: log), size: CGSize(width: 100, height: 100))
        host.advance(by: 0.5)
        host.content = Names(names: ["a"], log: log)
        host.advance(by: 0.5)
        XCTAssertEqual(log.values, ["a"])
    }

    func testAPreferenceReplacesTheValueItsContentSet() {
        let log = Deliveries<Int>()
        let view = VStack {
            Color.clear.frame(width: 5, height: 5).preference(key: SumKey.self, value: 1).preference(key: SumKey.self, value: 2)
            VStack {
                Color.clear.frame(width: 5, height: 5).preference(key: SumKey.self, value: 100)
                Color.clear.frame(width: 5, height: 5).preference(key: SumKey.self, value: 200)
            }
            .preference(key: SumKey.self, value: 5)
        }
        .onPreferenceChange(SumKey.self) { log.values.append($0) }
        _ = ViewHost(view, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.values, [7], "the outer 2 and the outer 5")
    }

    func testTransformPreferenceChangesWhatTheContentSetOrTheDefault() {
        let log = Deliveries<Int>()
        let view = HStack {
            Color.clear.frame(width: 5, height: 5).preference(key: SumKey.self, value: 2).transformPreference(SumKey.self) { $0 += 10 }
            Color.clear.frame(width: 5, height: 5).transformPreference(SumKey.self) { $0 *= 3 }
        }
        .onPreferenceChange(SumKey.self) { log.values.append($0) }
        _ = ViewHost(view, size: CGSize(width: 100, height: 100))
        XCTAssertEqual(log.values, [12], "12, then 0 × 3 = 0 from the default: 12 + 0")
    }

    /// The everyday use: a child's measured size handed up and kept in state, applied in the same
    /// frame.
    func testAMeasuredWidthWrittenToStateShowsInTheFirstFrame() {
        struct Measured: View {
            struct WidthKey: PreferenceKey {
                static var defaultValue: CGFloat = 0
                static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
            }
            @State private var width: CGFloat = 0
            var body: some View {
                VStack(spacing: 0) {
                    HStack(spacing: 0) {
                        Color.clear.frame(width: 73, height: 10)
                        Color.clear.frame(width: 20, height: 10)
                    }
                    .background(GeometryReader { Color.clear.preference(key: WidthKey.self, value: $0.size.width) })
                    Rectangle().fill(Color.red).frame(width: width, height: 4)
                }
                .onPreferenceChange(WidthKey.self) { width = $0 }
            }
        }
        let host = ViewHost(Measured(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList.items.first { $0.color == .red }?.bounds.width, 93)
    }

    func testALeavingViewStopsContributing() {
        struct Toggle2: View {
            var shown: Bool
            let log: Deliveries<Int>
            var body: some View {
                VStack {
                    Color.clear.frame(width: 5, height: 5).preference(key: SumKey.self, value: 1)
                    if shown { Color.clear.frame(width: 5, height: 5).preference(key: SumKey.self, value: 4).transition(.opacity) }
                }
                .onPreferenceChange(SumKey.self) { log.values.append($0) }
            }
        }
        let log = Deliveries<Int>()
        let host = ViewHost(Toggle2(shown: true, log: log), size: CGSize(width: 100, height: 100))
        withAnimation(.linear(duration: 1)) { host.content = Toggle2(shown: false, log: log) }
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(log.values, [5, 1], "the fading view no longer counts, from the frame it starts leaving")
    }
}
