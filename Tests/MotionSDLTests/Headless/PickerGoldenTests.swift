import XCTest
@testable import MotionSDL

private enum Curve: String, CaseIterable, Identifiable {
    case spring, linear, easeIn
    var id: Self { self }
}

/// The picker's looks on the system background (so the dark appearance shows dark), 16 in from
/// the window's sides and top.
private struct Pickers: View {
    @State var curve = Curve.linear
    let style: Style

    enum Style { case segmented, menu, inline, wheel }

    var body: some View {
        ZStack(alignment: .top) {
            Color(uiColor: .systemBackground)
            VStack(spacing: 12) {
                picker
                Text("Curve: \(curve.rawValue)")
            }
            .padding(16)
        }
    }

    @ViewBuilder private var picker: some View {
        let picker = Picker("Curve", selection: $curve) {
            ForEach(Curve.allCases) { Text($0.rawValue).tag($0) }
        }
        switch style {
        case .segmented: picker.pickerStyle(.segmented)
        case .menu: picker.pickerStyle(.menu)
        case .inline: picker.pickerStyle(.inline)
        case .wheel: picker.pickerStyle(.wheel)
        }
    }
}

/// Goldens of the picker styles through the real pipeline (DejaVu Sans) at 1× (`.1`) and 2×
/// (`.2`), 320 × 320 points, checked by eye when recorded: the segmented control in the light and
/// dark appearances, the menu picker closed and open, the inline rows and the wheel, "linear"
/// (the second option) selected in each.
final class PickerGoldenTests: XCTestCase {
    let size = CGSize(width: 320, height: 320)
    /// One step per channel, as the renderer's other goldens.
    let tolerance = 1

    private func snapshot(_ style: Pickers.Style, dark: Bool = false, open: Bool = false,
                          testName: String = #function, line: UInt = #line) throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let view = Pickers(style: style).preferredColorScheme(dark ? .dark : .light)
            let host = pipeline.host(view, size: size)
            if open { XCTAssertTrue(host.tap(text: "linear"), line: line) }
            XCTAssertNotNil(host.frame(ofText: "Curve: linear"), line: line)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance, testName: testName, line: line)
        }
    }

    func testSegmentedLight() throws { try snapshot(.segmented) }

    func testSegmentedDark() throws { try snapshot(.segmented, dark: true) }

    func testMenuClosed() throws { try snapshot(.menu) }

    func testMenuOpen() throws { try snapshot(.menu, open: true) }

    func testInline() throws { try snapshot(.inline) }

    func testWheel() throws { try snapshot(.wheel) }
}
