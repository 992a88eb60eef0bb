import XCTest
@testable import MotionUI

final class ToggleTests: XCTestCase {
    private struct Settings: View {
        @State var on = false
        var body: some View {
            VStack {
                Toggle("Wi-Fi", isOn: $on)
                Text(on ? "is on" : "is off")
            }
        }
    }

    private func knob(_ host: ViewHost<Settings>) -> CGRect {
        host.displayList.items.first { $0.kind == .fill(shape: "Circle") && $0.color == .white }!.bounds
    }

    private func track(_ host: ViewHost<Settings>) -> DisplayItem {
        host.displayList.items.first { $0.kind == .fill(shape: "Capsule") }!
    }

    func testIssue11_aTapFlipsTheSwitchAndTheKnobSlidesOnASnappySpring() {
        let host = ViewHost(Settings(), size: CGSize(width: 300, height: 200))
        let capsule = track(host).bounds
        XCTAssertEqual(capsule.size, CGSize(width: 51, height: 31))
        XCTAssertEqual(capsule.maxX, 300, accuracy: 1e-9, "the switch sits at the trailing edge")
        XCTAssertEqual(knob(host).midX, capsule.midX - 10, accuracy: 1e-9, "off: the knob at the leading end")
        XCTAssertEqual(track(host).color, SwitchToggleStyle.offColor)
        host.tap(text: "Wi-Fi")   // the label is part of the toggle
        XCTAssertNotNil(host.frame(ofText: "is on"))
        XCTAssertNotEqual(track(host).color, .green, "the track's colour animates too: not green yet")
        host.advance(by: 0.1)
        // snappy(duration: 0.25): response 0.25, damping 1 − 0.15 = 0.85, ω0 = 2π / 0.25.
        let omega0 = 2 * Double.pi / 0.25, zeta = 0.85, wd = omega0 * (1 - zeta * zeta).squareRoot(), t = 0.1
        let progress = 1 - exp(-zeta * omega0 * t) * (cos(wd * t) + zeta * omega0 / wd * sin(wd * t))
        XCTAssertEqual(knob(host).midX, capsule.midX - 10 + 20 * progress, accuracy: 1e-6)
        host.advance(by: 2)
        XCTAssertEqual(knob(host).midX, capsule.midX + 10, accuracy: 1e-6)
        XCTAssertEqual(track(host).color, .green)
    }

    func testIssue11_aCustomToggleStyleGetsTheBinding() {
        struct Check: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                Text(configuration.isOn ? "[x]" : "[ ]").onTapGesture { configuration.isOn.toggle() }
            }
        }
        let host = ViewHost(Settings().toggleStyle(Check()), size: CGSize(width: 300, height: 200))
        host.tap(text: "[ ]")
        XCTAssertNotNil(host.frame(ofText: "[x]"))
        XCTAssertNotNil(host.frame(ofText: "is on"))
    }
}
