import XCTest
@testable import MotionUI

/// A child that shows one of two branches from a binding it is handed.
private struct Switch: View {
    @Binding var on: Bool
    var body: some View {
        if on { Text("yes").onTapGesture { on.toggle() } } else { Text("no").onTapGesture { on.toggle() } }
    }
}

/// Owns the value; its body re-evaluates on every write and hands the child `$on` again.
private struct Owner: View {
    @State var on = false
    var body: some View {
        VStack {
            Switch(on: $on)
            Text(on ? "ON" : "OFF")
        }
    }
}

private struct Settings { var volume = 1; var muted = false }

private struct PartOwner: View {
    @State var settings = Settings()
    var body: some View {
        VStack {
            Switch(on: $settings.muted)
            Text("volume \(settings.volume)").onTapGesture { settings.volume += 1 }
        }
    }
}

final class BindingTests: XCTestCase {
    func testChildHandedABindingReevaluatesWhenTheValueChanged() {
        let host = ViewHost(Owner(), size: CGSize(width: 300, height: 300))
        XCTAssertTrue(host.tap(text: "no"))
        XCTAssertNotNil(host.frame(ofText: "ON"))
        XCTAssertNotNil(host.frame(ofText: "yes"), "the child sees the new value")
        XCTAssertTrue(host.tap(text: "yes"))
        XCTAssertNotNil(host.frame(ofText: "no"))
    }

    func testChildHandedAnUnchangedBindingIsNotReevaluated() {
        let host = ViewHost(PartOwner(), size: CGSize(width: 300, height: 300))
        let before = host.bodyEvaluationCount
        XCTAssertTrue(host.tap(text: "volume 1"))
        XCTAssertNotNil(host.frame(ofText: "volume 2"))
        XCTAssertEqual(host.bodyEvaluationCount - before, 1, "only the owner: $settings.muted did not change")
        XCTAssertTrue(host.tap(text: "no"))
        XCTAssertNotNil(host.frame(ofText: "yes"), "a derived binding carries its part's value")
    }
}
