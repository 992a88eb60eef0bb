import XCTest
@testable import MotionUI

final class ViewHostAccessibilityTests: XCTestCase {
    typealias LoginForm = AccessibilityTreeBuilderTests.LoginForm

    func testActivatingByIdentifierTapsTheControlAndTheTreeShowsTheNewState() {
        let host = ViewHost(LoginForm(), size: CGSize(width: 320, height: 480))
        XCTAssertTrue(host.activateAccessibilityElement(identifier: "username"), "a field is activated by a tap, which focuses it")
        host.type("ada")
        XCTAssertEqual(host.accessibilityElement(identifier: "username")?.value, "ada")
        XCTAssertTrue(host.activateAccessibilityElement(identifier: "password"))
        host.type("secret")
        XCTAssertEqual(host.accessibilityElement(identifier: "password")?.value, "••••••", "a secure field's value is masked")
        XCTAssertTrue(host.activateAccessibilityElement(identifier: "loginButton"))
        XCTAssertEqual(host.accessibilityElement(identifier: "status")?.label, "Hi ada")
        XCTAssertNotNil(host.frame(ofText: "Hi ada"), "the tap went through the button, as a finger's would")
        XCTAssertFalse(host.activateAccessibilityElement(identifier: "status"), "static text cannot be activated")
        XCTAssertFalse(host.activateAccessibilityElement(identifier: "nothing"))
        XCTAssertTrue(host.activateAccessibilityElement(label: "Login"))
    }

    func testAToggleFlipsAndItsValueFollows() {
        struct Settings: View {
            @State var on = false
            var body: some View { Toggle("Wi-Fi", isOn: $on) }
        }
        let host = ViewHost(Settings(), size: CGSize(width: 300, height: 100))
        XCTAssertEqual(host.accessibilityElement(label: "Wi-Fi")?.value, "off")
        XCTAssertTrue(host.activateAccessibilityElement(label: "Wi-Fi"))
        XCTAssertEqual(host.accessibilityElement(label: "Wi-Fi")?.value, "on")
        host.activateAccessibilityElement(label: "Wi-Fi")
        XCTAssertEqual(host.accessibilityElement(label: "Wi-Fi")?.value, "off")
    }

    func testASliderAdjustsByItsStepOrATenthOfItsRange() {
        struct Mixer: View {
            @State var volume = 4.0
            @State var balance = 0.5
            var body: some View {
                VStack {
                    Slider(value: $volume, in: 0...10, step: 2) { Text("Volume") }
                    Slider(value: $balance) { Text("Balance") }
                }
            }
        }
        let host = ViewHost(Mixer(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElement(label: "Volume")?.value, "40%")
        XCTAssertTrue(host.adjust(host.accessibilityElement(label: "Volume")!, .increment))
        XCTAssertEqual(host.accessibilityElement(label: "Volume")?.value, "60%")
        for _ in 0..<9 { host.adjust(host.accessibilityElement(label: "Balance")!, .decrement) }
        XCTAssertEqual(host.accessibilityElement(label: "Balance")?.value, "0%", "clamped at the lower bound")
    }

    func testCustomActionsRunAndTheirStateChangesApplyAtOnce() {
        struct Row: View {
            @State var log: [String] = []
            var body: some View {
                VStack {
                    Text("Message from Ada")
                        .accessibilityAction(named: "Reply") { log.append("reply") }
                        .accessibilityAction(named: Text("Archive")) { log.append("archive") }
                        .accessibilityAction(.escape) { log.append("escape") }
                        .accessibilityAction { log.append("open") }
                    Text(log.joined(separator: " ")).accessibilityIdentifier("log")
                }
            }
        }
        let host = ViewHost(Row(), size: CGSize(width: 300, height: 200))
        let row = host.accessibilityElement(label: "Message from Ada")!
        XCTAssertEqual(row.actionNames, ["Reply", "Archive"])
        XCTAssertEqual(row.actionKinds, [AccessibilityActionKind(named: Text("Reply")), AccessibilityActionKind(named: Text("Archive")), .escape])
        XCTAssertTrue(host.performAccessibilityAction(named: "Archive", on: row))
        XCTAssertTrue(host.performAccessibilityAction(.escape, on: row))
        XCTAssertTrue(host.activate(row), "a default accessibility action makes static text activatable")
        XCTAssertTrue(host.performAccessibilityAction(named: "Reply", on: row))
        XCTAssertFalse(host.performAccessibilityAction(named: "Forward", on: row))
        XCTAssertFalse(host.performAccessibilityAction(.magicTap, on: row))
        XCTAssertFalse(host.adjust(row, .increment), "not adjustable")
        XCTAssertEqual(host.accessibilityElement(identifier: "log")?.label, "archive escape open reply")
    }

    func testADefaultAccessibilityActionReplacesAButtonsTap() {
        struct Player: View {
            @State var taps = 0
            @State var voiceOver = 0
            var body: some View {
                Button("Play") { taps += 1 }
                    .accessibilityAction { voiceOver += 1 }
                    .accessibilityValue("\(taps) \(voiceOver)")
            }
        }
        let host = ViewHost(Player(), size: CGSize(width: 200, height: 100))
        host.activateAccessibilityElement(label: "Play")
        XCTAssertEqual(host.accessibilityElement(label: "Play")?.value, "0 1")
        host.tap(text: "Play")
        XCTAssertEqual(host.accessibilityElement(label: "Play")?.value, "1 1")
    }

    func testReadingTheTreeEvaluatesNoBodyAndLaysNothingOut() {
        let host = ViewHost(LoginForm(), size: CGSize(width: 320, height: 480))
        let bodies = host.bodyEvaluationCount, sizes = host.graph.sizeEvaluations
        for _ in 0..<3 { _ = host.accessibilityElements }
        XCTAssertEqual(host.bodyEvaluationCount, bodies)
        XCTAssertEqual(host.graph.sizeEvaluations, sizes)
    }

    func testAReleasedHostFreesWhatItsAccessibilityActionsCaptured() {
        final class Model { var count = 0 }
        struct Counter: View {
            let model: Model
            var body: some View {
                Text("Count").accessibilityAction(named: "Add") { model.count += 1 }
            }
        }
        weak var released: Model?
        do {
            let model = Model()
            released = model
            let host = ViewHost(Counter(model: model), size: CGSize(width: 200, height: 100))
            let element = host.accessibilityElement(label: "Count")!
            host.performAccessibilityAction(named: "Add", on: element)
            XCTAssertEqual(model.count, 1)
        }
        XCTAssertNil(released)
    }
}

extension ViewHostAccessibilityTests {
    func testADisabledControlIsDimmedAndActivatingItDoesNothing() {
        struct Form: View {
            @State var sent = 0
            var body: some View {
                VStack {
                    Button("Send") { sent += 1 }.disabled(sent > 0)
                    Text("sent \(sent)")
                }
            }
        }
        let host = ViewHost(Form(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(host.accessibilityElement(label: "Send")?.isEnabled, true)
        XCTAssertTrue(host.activateAccessibilityElement(label: "Send"))
        XCTAssertEqual(host.accessibilityElement(label: "Send")?.isEnabled, false)
        XCTAssertFalse(host.activateAccessibilityElement(label: "Send"))
        XCTAssertNotNil(host.accessibilityElement(label: "sent 1"))
    }
}

extension ViewHostAccessibilityTests {
    func testAReleasedHostFreesWhatItsAccessibilityRepresentationCaptured() {
        final class Model { var count = 0 }
        struct Dial: View {
            let model: Model
            var body: some View {
                Circle().accessibilityRepresentation { Button("Add") { model.count += 1 } }
            }
        }
        weak var released: Model?
        do {
            let model = Model()
            released = model
            let host = ViewHost(Dial(model: model), size: CGSize(width: 200, height: 100))
            XCTAssertTrue(host.activateAccessibilityElement(label: "Add"))
            XCTAssertEqual(model.count, 1)
        }
        XCTAssertNil(released)
    }
}
