import XCTest
@testable import MotionUI

final class PickerTests: XCTestCase {
    enum Kind: String, CaseIterable, Identifiable {
        case spring, linear, easeIn
        var id: Self { self }
        var name: String { rawValue }
    }

    /// The brief's sample: a segmented picker over an enum's cases, and a text showing the choice.
    private struct Sample: View {
        @State var kind = Kind.spring
        var body: some View {
            VStack(spacing: 0) {
                Picker("Animation", selection: $kind) {
                    ForEach(Kind.allCases) { Text($0.name).tag($0) }
                }
                .pickerStyle(.segmented)
                Text("chose \(kind.name)")
            }
        }
    }

    private func item<V: View>(_ host: ViewHost<V>, _ shape: String) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .fill(shape: shape) }
    }

    /// The checkmark symbols drawn.
    private func checkmarks<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .fill(shape: "symbol(checkmark)") }
    }

    private func thumb<V: View>(_ host: ViewHost<V>) -> CGRect { item(host, "SegmentedThumb")!.bounds }
    private func track<V: View>(_ host: ViewHost<V>) -> CGRect { item(host, "SegmentedTrack")!.bounds }

    // MARK: Initializers

    func testEveryInitializerCompilesAndShowsItsOptions() {
        struct Forms: View {
            @State var number = 1
            @State var name: String? = "b"
            var body: some View {
                VStack {
                    Picker("Key", selection: $number) { Text("k1").tag(1) }
                    Picker(String("String"), selection: $number) { Text("s1").tag(1) }
                    Picker(selection: $number) { Text("v1").tag(1) } label: { Text("Label view") }
                    Picker(selection: $number, label: Text("Old label")) { Text("o1").tag(1) }
                    Picker("Symbol", systemImage: "star", selection: $number) { Text("y1").tag(1) }
                    Picker(String("Symbol string"), systemImage: "star", selection: $number) { Text("z1").tag(1) }
                    Picker("Optional", selection: $name) { Text("b1").tag("b") }
                }
                .pickerStyle(.inline)
            }
        }
        let host = ViewHost(Forms(), size: CGSize(width: 300, height: 700))
        for text in ["k1", "s1", "v1", "o1", "y1", "z1", "b1"] {
            XCTAssertNotNil(host.frame(ofText: text), text)
        }
        XCTAssertEqual(checkmarks(host).count, 7, "every option is selected and checked")
    }

    func testEveryStyleCompiles() {
        func picker<S: PickerStyle>(_ style: S) -> some View {
            Picker("P", selection: .constant(0)) { Text("zero").tag(0) }.pickerStyle(style)
        }
        let views: [AnyView] = [
            AnyView(picker(.automatic)), AnyView(picker(.menu)), AnyView(picker(.segmented)), AnyView(picker(.inline)),
            AnyView(picker(.wheel)), AnyView(picker(.palette)), AnyView(picker(.navigationLink)),
            AnyView(picker(.radioGroup)), AnyView(picker(DefaultPickerStyle())), AnyView(picker(MenuPickerStyle())),
            AnyView(picker(SegmentedPickerStyle())), AnyView(picker(InlinePickerStyle())), AnyView(picker(WheelPickerStyle())),
        ]
        for view in views {
            let host = ViewHost(view, size: CGSize(width: 300, height: 300))
            XCTAssertNotNil(host.frame(ofText: "zero"))
        }
    }

    // MARK: Segmented

    func testSegmentsShareTheWidthEquallyWithTheirLabelsCentred() {
        let host = ViewHost(Sample(), size: CGSize(width: 300, height: 200))
        let track = self.track(host)
        XCTAssertEqual(track.width, 300, accuracy: 1e-9)
        XCTAssertEqual(track.height, 32, accuracy: 1e-9)
        for (index, kind) in Kind.allCases.enumerated() {
            let label = host.frame(ofText: kind.name)!
            XCTAssertEqual(label.midX, track.minX + 100 * (CGFloat(index) + 0.5), accuracy: 1e-9, kind.name)
            XCTAssertEqual(label.midY, track.midY, accuracy: 1e-9, kind.name)
        }
        XCTAssertEqual(thumb(host), CGRect(x: track.minX + 2, y: track.minY + 2, width: 96, height: 28))
    }

    func testTappingASegmentSelectsItsTagAndTheThumbSlides() {
        let host = ViewHost(Sample(), size: CGSize(width: 300, height: 200))
        let track = self.track(host)
        XCTAssertNotNil(host.frame(ofText: "chose spring"))
        host.tap(text: "easeIn")
        XCTAssertNotNil(host.frame(ofText: "chose easeIn"), "the binding changed")
        XCTAssertEqual(thumb(host).minX, track.minX + 2, accuracy: 1e-9, "the thumb has not moved yet")
        host.advance(by: 0.1)
        // The control's own slide: snappy(duration: 0.3): response 0.3, damping 0.85.
        let omega0 = 2 * Double.pi / 0.3, zeta = 0.85, wd = omega0 * (1 - zeta * zeta).squareRoot(), t = 0.1
        let progress = 1 - exp(-zeta * omega0 * t) * (cos(wd * t) + zeta * omega0 / wd * sin(wd * t))
        XCTAssertEqual(thumb(host).minX, track.minX + 2 + 200 * progress, accuracy: 1e-6)
        host.advance(by: 2)
        XCTAssertEqual(thumb(host).minX, track.minX + 202, accuracy: 1e-6)
    }

    private struct Driven: View {
        @State var kind = Kind.spring
        var body: some View {
            VStack {
                Picker("Animation", selection: $kind) {
                    ForEach(Kind.allCases) { Text($0.name).tag($0) }
                }
                .pickerStyle(.segmented)
                Button("next") { withAnimation(.linear(duration: 1)) { kind = .linear } }
                Button("jump") { kind = .easeIn }
            }
        }
    }

    func testAChangeInWithAnimationSlidesTheThumbAlongTheCurve() {
        let host = ViewHost(Driven(), size: CGSize(width: 300, height: 200))
        let track = self.track(host)
        host.tap(text: "next")
        host.advance(by: 0.5)
        // Linear over 1 s: half way between segment 0 (x 2) and segment 1 (x 102).
        XCTAssertEqual(thumb(host).minX, track.minX + 52, accuracy: 1e-9)
        host.advance(by: 0.25)
        XCTAssertEqual(thumb(host).minX, track.minX + 77, accuracy: 1e-9)
        host.advance(by: 1)
        XCTAssertEqual(thumb(host).minX, track.minX + 102, accuracy: 1e-9)
    }

    func testAChangeWithoutAnimationMovesTheThumbAtOnce() {
        let host = ViewHost(Driven(), size: CGSize(width: 300, height: 200))
        let track = self.track(host)
        host.tap(text: "jump")
        XCTAssertEqual(thumb(host).minX, track.minX + 202, accuracy: 1e-9)
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testADragAcrossTheSegmentsSelectsWhereItIsReleased() {
        let host = ViewHost(Sample(), size: CGSize(width: 300, height: 200))
        let track = self.track(host)
        host.press(at: CGPoint(x: track.minX + 50, y: track.midY))
        host.send(.pointerMoved(CGPoint(x: track.minX + 150, y: track.midY)))
        host.send(.pointerMoved(CGPoint(x: track.minX + 160, y: track.midY)))
        host.release(at: CGPoint(x: track.minX + 160, y: track.midY))
        XCTAssertNotNil(host.frame(ofText: "chose linear"))
    }

    func testADisabledSegmentedPickerTakesNoTaps() {
        let host = ViewHost(Sample().disabled(true), size: CGSize(width: 300, height: 200))
        host.tap(text: "easeIn")
        XCTAssertNotNil(host.frame(ofText: "chose spring"))
        XCTAssertEqual(item(host, "SegmentedThumb")?.opacity ?? 0, 0.5, accuracy: 1e-9, "drawn at half opacity")
    }

    func testTheSegmentedColoursFollowTheDarkAppearance() {
        let light = ViewHost(Sample(), size: CGSize(width: 300, height: 200))
        let dark = ViewHost(Sample().preferredColorScheme(.dark), size: CGSize(width: 300, height: 200))
        func rgba(_ item: DisplayItem?) -> [UInt8] {
            guard let (r, g, b, a) = item?.color?.rgba8 else { return [] }
            return [r, g, b, a]
        }
        func label<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
            host.displayList.items.first { $0.kind == .text && $0.text == "spring" }
        }
        XCTAssertEqual(rgba(item(light, "SegmentedThumb")), [255, 255, 255, 255])
        XCTAssertEqual(rgba(item(dark, "SegmentedThumb")), [99, 99, 102, 255])
        XCTAssertEqual(rgba(item(light, "SegmentedTrack")), [118, 118, 128, 31])
        XCTAssertEqual(rgba(item(dark, "SegmentedTrack")), [236, 236, 255, 31])
        XCTAssertEqual(rgba(label(light)), [0, 0, 0, 255])
        XCTAssertEqual(rgba(label(dark)), [255, 255, 255, 255])
    }

    // MARK: Tags

    func testUntaggedForEachRowsAreTaggedWithTheirIds() {
        struct Untagged: View {
            @State var kind = Kind.linear
            var body: some View {
                VStack {
                    Picker("Kind", selection: $kind) {
                        ForEach(Kind.allCases) { Text($0.name) }
                    }
                    .pickerStyle(.segmented)
                    Text("now \(kind.name)")
                }
            }
        }
        let host = ViewHost(Untagged(), size: CGSize(width: 300, height: 200))
        XCTAssertEqual(thumb(host).minX, track(host).minX + 102, accuracy: 1e-9, "linear, the second, is selected")
        host.tap(text: "easeIn")
        XCTAssertNotNil(host.frame(ofText: "now easeIn"))
    }

    func testAnOptionalSelectionMatchesTagsOfTheWrappedTypeUnlessExcluded() {
        struct Optional: View {
            @State var number: Int? = nil
            var body: some View {
                VStack {
                    Picker("N", selection: $number) {
                        Text("none").tag(Int?.none)
                        Text("one").tag(1)
                        Text("two").tag(2, includeOptional: false)
                    }
                    .pickerStyle(.inline)
                    Text("is \(number.map(String.init) ?? "nil")")
                }
            }
        }
        let host = ViewHost(Optional(), size: CGSize(width: 300, height: 400))
        let checkmark = { self.checkmarks(host).first?.bounds.midY ?? -100 }
        XCTAssertEqual(checkmark(), host.frame(ofText: "none")!.midY, accuracy: 3, "the checkmark is on the selected row")
        host.tap(text: "one")
        XCTAssertNotNil(host.frame(ofText: "is 1"))
        XCTAssertEqual(checkmark(), host.frame(ofText: "one")!.midY, accuracy: 3)
        host.tap(text: "two")
        XCTAssertNotNil(host.frame(ofText: "is 1"), "a tag excluding the optional cannot be chosen")
        host.tap(text: "none")
        XCTAssertNotNil(host.frame(ofText: "is nil"))
    }

    func testOptionsWithoutAMatchingTagCannotBeChosen() {
        struct Mixed: View {
            @State var number = 0
            var body: some View {
                VStack {
                    Picker("N", selection: $number) {
                        Text("zero").tag(0)
                        Text("untagged")
                        Text("string").tag("1")
                    }
                    .pickerStyle(.segmented)
                    Text("is \(number)")
                }
            }
        }
        let host = ViewHost(Mixed(), size: CGSize(width: 300, height: 200))
        host.tap(text: "untagged")
        host.tap(text: "string")
        XCTAssertNotNil(host.frame(ofText: "is 0"))
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testATagInsideACustomViewOrUnderAModifierNamesTheOption() {
        struct Row: View {
            let number: Int
            var body: some View { Text("row \(number)").tag(number) }
        }
        struct Custom: View {
            @State var number = 1
            var body: some View {
                VStack {
                    Picker("N", selection: $number) {
                        Row(number: 1)
                        Text("padded").tag(2).padding(4)
                    }
                    .pickerStyle(.segmented)
                    Text("is \(number)")
                }
            }
        }
        let host = ViewHost(Custom(), size: CGSize(width: 300, height: 200))
        host.tap(text: "padded")
        XCTAssertNotNil(host.frame(ofText: "is 2"))
        host.tap(text: "row 1")
        XCTAssertNotNil(host.frame(ofText: "is 1"))
    }

    // MARK: Inline

    private struct Sizes: View {
        @State var size = 1
        let style: AnyPickerStyleBox
        var body: some View {
            VStack(spacing: 0) {
                style.apply(Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Medium").tag(1)
                    Text("Large").tag(2)
                    Text("Huge").tag(3)
                    Text("Giant").tag(4)
                })
                Text("size \(size)")
            }
        }
    }

    /// A picker style chosen by the test.
    private enum AnyPickerStyleBox {
        case inline, wheel
        func apply<V: View>(_ view: V) -> AnyView {
            switch self {
            case .inline: return AnyView(view.pickerStyle(.inline))
            case .wheel: return AnyView(view.pickerStyle(.wheel))
            }
        }
    }

    func testInlineRowsAre44TallWithATrailingCheckmarkOnTheSelectedOne() {
        let host = ViewHost(Sizes(style: .inline), size: CGSize(width: 300, height: 400))
        let small = host.frame(ofText: "Small")!
        XCTAssertEqual(small.minX, 16, accuracy: 1e-9)
        for (index, text) in ["Small", "Medium", "Large", "Huge", "Giant"].enumerated() {
            XCTAssertEqual(host.frame(ofText: text)!.midY - small.midY, 44 * CGFloat(index), accuracy: 1e-9, text)
        }
        XCTAssertEqual(host.displayList.items.filter { $0.kind == .fill(shape: "PickerRowSeparator") }.count, 4)
        var check = checkmarks(host)[0].bounds
        XCTAssertEqual(check.midY, host.frame(ofText: "Medium")!.midY, accuracy: 3)
        XCTAssertEqual(check.maxX, 300 - 16, accuracy: 1)
        XCTAssertEqual(checkmarks(host)[0].color?.rgba8.2, 255, "in the accent colour")
        host.tap(text: "Huge")
        XCTAssertNotNil(host.frame(ofText: "size 3"))
        check = checkmarks(host)[0].bounds
        XCTAssertEqual(check.midY, host.frame(ofText: "Huge")!.midY, accuracy: 3)
    }

    // MARK: Wheel

    private func wheelBand<V: View>(_ host: ViewHost<V>) -> CGRect { item(host, "WheelBand")!.bounds }

    func testTheWheelCentresTheSelectionInItsBandAndFadesTheOthers() {
        let host = ViewHost(Sizes(style: .wheel), size: CGSize(width: 300, height: 400))
        let band = wheelBand(host)
        XCTAssertEqual(band.height, 32, accuracy: 1e-9)
        XCTAssertEqual(band.minX, 8, accuracy: 1e-9)
        XCTAssertEqual(band.width, 284, accuracy: 1e-9)
        let medium = host.frame(ofText: "Medium")!
        XCTAssertEqual(medium.midY, band.midY, accuracy: 1e-9)
        XCTAssertEqual(medium.midX, 150, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "Small")!.midY, band.midY - 32, accuracy: 1e-9)
        XCTAssertEqual(host.frame(ofText: "Huge")!.midY, band.midY + 64, accuracy: 1e-9)
        let opacity = { (text: String) in host.displayList.items.first { $0.kind == .text && $0.text == text }!.opacity }
        XCTAssertEqual(opacity("Medium"), 1, accuracy: 1e-9)
        XCTAssertEqual(opacity("Small"), 0.75, accuracy: 1e-9)
        XCTAssertEqual(opacity("Giant"), 0.25, accuracy: 1e-9)
        // 216 tall: the size text sits below it.
        XCTAssertEqual(host.frame(ofText: "size 1")!.minY - (band.midY - 108), 216, accuracy: 1e-9)
    }

    func testDraggingTheWheelTurnsItAndSelectsTheOptionLeftInTheMiddle() {
        let host = ViewHost(Sizes(style: .wheel), size: CGSize(width: 300, height: 400))
        let band = wheelBand(host)
        host.press(at: CGPoint(x: 150, y: band.midY))
        host.send(.pointerMoved(CGPoint(x: 150, y: band.midY - 30)))
        host.send(.pointerMoved(CGPoint(x: 150, y: band.midY - 70)))
        XCTAssertEqual(host.frame(ofText: "Medium")!.midY, band.midY - 70, accuracy: 1e-9, "the wheel follows the pointer")
        host.release(at: CGPoint(x: 150, y: band.midY - 70))
        XCTAssertNotNil(host.frame(ofText: "size 3"), "70 up is 2.19 rows: Huge is nearest the middle")
        host.advance(by: 2)
        XCTAssertEqual(host.frame(ofText: "Huge")!.midY, band.midY, accuracy: 1e-6, "settled on it")
        host.tap(at: CGPoint(x: 150, y: band.midY - 64))
        XCTAssertNotNil(host.frame(ofText: "size 1"), "a tap two rows up picks that row")
        host.advance(by: 2)
        XCTAssertEqual(host.frame(ofText: "Medium")!.midY, band.midY, accuracy: 1e-6)
    }
}
