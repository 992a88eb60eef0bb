import XCTest
@testable import MotionSDL

/// Disclosure groups: one collapsed, one expanded (a toggle and a text inside), and one on a state
/// that a tap expands inside a linear 1 s animation.
private struct Disclosures: View {
    @State var open = false

    var body: some View {
        VStack(spacing: 16) {
            DisclosureGroup("Collapsed") { Text("Hidden") }
            DisclosureGroup("Expanded", isExpanded: .constant(true)) {
                Toggle("Sound", isOn: .constant(true))
                Text("Volume 80 %")
            }
            DisclosureGroup("Opening", isExpanded: $open) { Text("Fading in") }
            Text("Open").onTapGesture { withAnimation(.linear(duration: 1)) { open = true } }
        }
        .padding(16)
    }
}

/// Two group boxes: a titled one with two lines, an untitled one with a label.
private struct Boxes: View {
    var body: some View {
        VStack(spacing: 12) {
            GroupBox("Today") {
                Text("3 meetings")
                Text("2 reminders")
            }
            GroupBox { Label("Starred", systemImage: "star.fill") }
        }
    }
}

/// The upload progress of Apple's `ViewThatFits` example at three widths: the text and the bar
/// side by side (300), the bar alone (120), the text alone (50).
private struct Uploads: View {
    struct Upload: View {
        var body: some View {
            ViewThatFits(in: .horizontal) {
                HStack {
                    Text("75 %")
                    ProgressView(value: 0.75).frame(width: 100)
                }
                ProgressView(value: 0.75).frame(width: 100)
                Text("75 %")
            }
        }
    }

    var body: some View {
        VStack(spacing: 16) {
            Upload().frame(maxWidth: 300)
            Upload().frame(maxWidth: 120)
            Upload().frame(maxWidth: 50)
        }
    }
}

/// The everyday containers through the real pipeline (DejaVu Sans, the renderer's exact coverage)
/// at 1× (`.1`) and 2× (`.2`), checked by eye when recorded: disclosure groups (light and dark,
/// half way through an expansion: the chevron at 45°, the content half faded in, and in a form,
/// its content as rows of their own), group boxes
/// (light and dark), labelled content in a form, a content-unavailable view and `ViewThatFits`
/// choosing at three widths.
final class ContainersGoldenTests: XCTestCase {
    let tolerance = 1

    private func snapshot<V: View>(_ view: V, size: CGSize, dark: Bool = false, advancing time: TimeInterval = 0,
                                   tapping text: String? = nil, testName: String = #function, line: UInt = #line) throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(view.environment(\.colorScheme, dark ? .dark : .light), size: size)
            if let text { XCTAssertTrue(host.tap(text: text), line: line) }
            host.advance(by: time)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance, background: dark ? .black : .white,
                           testName: testName, line: line)
        }
    }

    func testDisclosureGroupsLight() throws {
        try snapshot(Disclosures(), size: CGSize(width: 320, height: 260))
    }

    func testDisclosureGroupsDark() throws {
        try snapshot(Disclosures(), size: CGSize(width: 320, height: 260), dark: true)
    }

    func testDisclosureGroupHalfWayOpen() throws {
        try snapshot(Disclosures(), size: CGSize(width: 320, height: 260), advancing: 0.5, tapping: "Open")
    }

    func testDisclosureGroupInAForm() throws {
        let form = Form {
            Section("Settings") {
                DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                    Toggle("Sound", isOn: .constant(true))
                    Text("Volume")
                }
                Text("After")
            }
        }
        try snapshot(form, size: CGSize(width: 320, height: 300))
    }

    func testGroupBoxesLight() throws {
        try snapshot(Boxes(), size: CGSize(width: 320, height: 200))
    }

    func testGroupBoxesDark() throws {
        try snapshot(Boxes(), size: CGSize(width: 320, height: 200), dark: true)
    }

    func testLabeledContentInAForm() throws {
        let form = Form {
            LabeledContent("Version", value: "2.1")
            LabeledContent("Storage") { Text("12 GB") }
        }
        try snapshot(form, size: CGSize(width: 320, height: 200))
    }

    func testContentUnavailable() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "envelope", description: Text("New mail appears here."))
        try snapshot(view, size: CGSize(width: 320, height: 260))
    }

    func testViewThatFitsAtThreeWidths() throws {
        try snapshot(Uploads(), size: CGSize(width: 320, height: 160))
    }
}
