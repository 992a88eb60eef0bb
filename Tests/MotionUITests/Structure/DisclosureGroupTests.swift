import XCTest
@testable import MotionUI

/// A value the test can read after the view changed it through a binding.
private final class Flag {
    var value = false
    var binding: Binding<Bool> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A disclosure group on a state, and a "Toggle" text that flips it inside a linear 1 s animation.
private struct Expander: View {
    @State var open = false
    var body: some View {
        VStack(spacing: 20) {
            DisclosureGroup("Options", isExpanded: $open) { Text("Inside") }
            Text("Toggle").onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
        }
        .frame(width: 200)
    }
}

/// A style of its own: a "+" / "−" text that toggles, the content below when expanded.
private struct PlusMinus: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            HStack {
                configuration.label
                Text(configuration.isExpanded ? "−" : "+").onTapGesture { configuration.isExpanded.toggle() }
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

final class DisclosureGroupTests: XCTestCase {
    private let size = CGSize(width: 300, height: 200)

    /// The chevron's display item.
    private func chevron<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .fill(shape: "symbol(chevron.right)") }
    }

    /// The chevron's rotation, degrees clockwise on screen.
    private func chevronAngle<V: View>(_ host: ViewHost<V>) -> Double {
        guard let t = chevron(host)?.transform else { return .nan }
        return Double(atan2(t.b, t.a)) * 180 / .pi
    }

    func testEveryInitializerCompilesAndShowsItsLabel() {
        let flag = Flag()
        let title: Substring = "Sub"
        let groups: [(AnyView, String)] = [
            (AnyView(DisclosureGroup("Key") { Text("A") }), "Key"),
            (AnyView(DisclosureGroup(title) { Text("A") }), "Sub"),
            (AnyView(DisclosureGroup("Key", isExpanded: flag.binding) { Text("A") }), "Key"),
            (AnyView(DisclosureGroup(title, isExpanded: flag.binding) { Text("A") }), "Sub"),
            (AnyView(DisclosureGroup { Text("A") } label: { Text("View") }), "View"),
            (AnyView(DisclosureGroup(isExpanded: flag.binding) { Text("A") } label: { Text("View") }), "View"),
        ]
        for (group, label) in groups {
            let host = ViewHost(group, size: size)
            XCTAssertNotNil(host.frame(ofText: label), label)
            XCTAssertNil(host.frame(ofText: "A"), "collapsed at first: \(label)")
            XCTAssertNotNil(chevron(host), label)
        }
    }

    func testCollapsedAndExpandedHeights() {
        // Collapsed: the row alone, as tall as the label (20.4; the footnote chevron is smaller),
        // centred in 200: the label's top at 89.8. Expanded: the row, 8, the content (20.4): 48.8
        // tall, top at 75.6, the content's top at 75.6 + 28.4 = 104.
        let collapsed = ViewHost(DisclosureGroup("Options", isExpanded: .constant(false)) { Text("Inside") }.frame(width: 200),
                                 size: size)
        XCTAssertEqual(collapsed.frame(ofText: "Options")!.minY, 89.8, accuracy: 1e-9)
        XCTAssertNil(collapsed.frame(ofText: "Inside"))
        let expanded = ViewHost(DisclosureGroup("Options", isExpanded: .constant(true)) { Text("Inside") }.frame(width: 200),
                                size: size)
        XCTAssertEqual(expanded.frame(ofText: "Options")!.minY, 75.6, accuracy: 1e-9)
        XCTAssertEqual(expanded.frame(ofText: "Inside")!.minY, 104, accuracy: 1e-9)
        // The label at the leading edge (x 50), the content too; the chevron (unturned, collapsed)
        // at the trailing edge (250; its stroke within half a point of its frame).
        XCTAssertEqual(expanded.frame(ofText: "Options")!.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(expanded.frame(ofText: "Inside")!.minX, 50, accuracy: 1e-9)
        XCTAssertEqual(chevron(collapsed)!.bounds.maxX, 250, accuracy: 0.5)
    }

    func testTappingTheRowFlipsTheBinding() {
        let flag = Flag()
        let host = ViewHost(DisclosureGroup("Options", isExpanded: flag.binding) { Text("Inside") }.frame(width: 200), size: size)
        // The row is tappable across its width, not only on the label: tap between label and chevron.
        XCTAssertTrue(host.tap(at: CGPoint(x: 180, y: 100)))
        XCTAssertTrue(flag.value)
        host.advance(by: 2)
        XCTAssertTrue(host.tap(text: "Options"))
        XCTAssertFalse(flag.value)
    }

    func testWithoutABindingTheGroupKeepsItsOwnState() {
        let host = ViewHost(DisclosureGroup("Options") { Text("Inside") }.frame(width: 200), size: size)
        XCTAssertNil(host.frame(ofText: "Inside"))
        host.tap(text: "Options")
        host.advance(by: 2)
        XCTAssertNotNil(host.frame(ofText: "Inside"))
        host.tap(text: "Options")
        host.advance(by: 2)
        XCTAssertNil(host.frame(ofText: "Inside"))
    }

    func testTheChevronTurnsAndTheContentFadesWithTheTransactionsAnimation() {
        let host = ViewHost(Expander(), size: size)
        XCTAssertEqual(chevronAngle(host), 0, accuracy: 1e-9)
        host.tap(text: "Toggle")
        // Linear over 1 s: a quarter in, a quarter of 90°; the content's opacity (its default
        // transition) a quarter of the way from 0 to 1.
        host.advance(by: 0.25)
        XCTAssertEqual(chevronAngle(host), 22.5, accuracy: 1e-6)
        XCTAssertEqual(host.displayList.items.first { $0.text == "Inside" }!.opacity, 0.25, accuracy: 1e-6)
        host.advance(by: 0.5)
        XCTAssertEqual(chevronAngle(host), 67.5, accuracy: 1e-6)
        host.advance(by: 0.5)
        XCTAssertEqual(chevronAngle(host), 90, accuracy: 1e-9)
        XCTAssertEqual(host.displayList.items.first { $0.text == "Inside" }!.opacity, 1, accuracy: 1e-9)
        // Back: at half way the content is half faded out and the chevron at 45°.
        host.tap(text: "Toggle")
        host.advance(by: 0.5)
        XCTAssertEqual(chevronAngle(host), 45, accuracy: 1e-6)
        XCTAssertEqual(host.displayList.items.first { $0.text == "Inside" }!.opacity, 0.5, accuracy: 1e-6)
        host.advance(by: 0.6)
        XCTAssertNil(host.frame(ofText: "Inside"))
    }

    func testATapAnimatesWithTheDefaultSpring() {
        // The default animation is a critically damped spring of response 0.55 s: its progress at
        // t is 1 − (1 + ωt)·e^(−ωt) with ω = 2π / 0.55.
        let host = ViewHost(DisclosureGroup("Options") { Text("Inside") }.frame(width: 200), size: size)
        host.tap(text: "Options")
        let omega = 2 * Double.pi / 0.55
        var elapsed = 0.0
        for t in [0.1, 0.2, 0.4] {
            host.advance(by: t - elapsed)
            elapsed = t
            let progress = 1 - (1 + omega * t) * exp(-omega * t)
            XCTAssertEqual(chevronAngle(host), 90 * progress, accuracy: 1e-6, "t = \(t)")
        }
    }

    func testWithoutAnAnimationTheContentAppearsAtOnce() {
        struct Snap: View {
            @State var open = false
            var body: some View {
                VStack(spacing: 20) {
                    DisclosureGroup("Options", isExpanded: $open) { Text("Inside") }
                    Text("Snap").onTapGesture { open.toggle() }
                }
            }
        }
        let host = ViewHost(Snap(), size: size)
        host.tap(text: "Snap")
        XCTAssertEqual(host.displayList.items.first { $0.text == "Inside" }?.opacity, 1)
        XCTAssertEqual(chevronAngle(host), 90, accuracy: 1e-9)
    }

    func testAStyleOfItsOwnDrawsAndTogglesTheGroup() {
        let flag = Flag()
        let host = ViewHost(DisclosureGroup("Options", isExpanded: flag.binding) { Text("Inside") }
            .disclosureGroupStyle(PlusMinus()), size: size)
        XCTAssertNil(chevron(host))
        XCTAssertTrue(host.tap(text: "+"))
        XCTAssertTrue(flag.value)
        // Without a binding, the style changes the group's own state, and the group shows it.
        let own = ViewHost(DisclosureGroup("Options") { Text("Inside") }.disclosureGroupStyle(PlusMinus()), size: size)
        XCTAssertNil(own.frame(ofText: "Inside"))
        XCTAssertTrue(own.tap(text: "+"))
        XCTAssertNotNil(own.frame(ofText: "Inside"))
        XCTAssertNotNil(own.frame(ofText: "−"))
        // `.automatic` is the chevron row.
        XCTAssertNotNil(chevron(ViewHost(DisclosureGroup("Options") { Text("Inside") }.disclosureGroupStyle(.automatic), size: size)))
    }

    func testTheContentIsMadeOnlyWhileShown() {
        final class Calls { var count = 0 }
        let calls = Calls()
        let host = ViewHost(DisclosureGroup("Options") { () -> Text in
            calls.count += 1
            return Text("Inside")
        }, size: size)
        XCTAssertEqual(calls.count, 0)
        host.tap(text: "Options")
        XCTAssertGreaterThan(calls.count, 0)
        host.advance(by: 2)   // faded in (drawn at opacity 0 it would not be listed)
        XCTAssertNotNil(host.frame(ofText: "Inside"))
    }

    func testInAFormEachViewOfTheContentIsARowOfItsOwn() {
        // Expanded: the group's row, "Sound", "Volume" and "After" are four rows, three separators
        // between them; collapsed, two rows and one separator.
        func separators(expanded: Bool) -> Int {
            let form = Form {
                Section {
                    DisclosureGroup("Advanced", isExpanded: .constant(expanded)) {
                        Text("Sound")
                        Text("Volume")
                    }
                    Text("After")
                }
            }
            let host = ViewHost(form, size: CGSize(width: 320, height: 400))
            return host.displayList.items.filter { $0.color == StructureColors.separator }.count
        }
        XCTAssertEqual(separators(expanded: true), 3)
        XCTAssertEqual(separators(expanded: false), 1)
    }

    func testInAFormATapOnTheGroupsRowAddsTheContentRows() {
        let host = ViewHost(Form { DisclosureGroup("Advanced") { Text("Sound") } }, size: CGSize(width: 320, height: 400))
        XCTAssertNil(host.frame(ofText: "Sound"))
        XCTAssertTrue(host.tap(text: "Advanced"))
        host.advance(by: 2)
        let row = host.frame(ofText: "Advanced")!, content = host.frame(ofText: "Sound")!
        XCTAssertGreaterThan(content.minY, row.maxY)
        XCTAssertEqual(content.minX, row.minX, accuracy: 1e-9)
        XCTAssertEqual(chevronAngle(host), 90, accuracy: 1e-6)
        XCTAssertEqual(host.displayList.items.filter { $0.color == StructureColors.separator }.count, 1)
    }
}
