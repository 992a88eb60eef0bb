import XCTest
@testable import MotionSDL

/// A grocery list on a navigation stack: a large title, a trailing toolbar button, two sections
/// (one with a header and navigation links, one with a footer), a sheet it can present.
private struct Market: View {
    @State var showsBasket = false

    var body: some View {
        NavigationStack {
            List {
                Section("Fruit") {
                    NavigationLink("Apples") { Text("Apples") }
                    NavigationLink("Pears") { Text("Pears") }
                    Text("Kiwis").listRowBackground(Color.yellow.opacity(0.3))
                }
                Section {
                    Text("Bread")
                } footer: {
                    Text("Baked this morning.")
                }
            }
            .navigationTitle("Market")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Basket") { withAnimation(.linear(duration: 1)) { showsBasket = true } }
                }
            }
        }
        .sheet(isPresented: $showsBasket) {
            VStack(spacing: 12) {
                Text("Basket").font(.title2).bold()
                Text("3 items")
            }
        }
    }
}

/// Goldens of the structural views through the real pipeline (DejaVu Sans, the renderer's exact
/// coverage) at 1× (`.1`) and 2× (`.2`), 320 × 480 points: the list in its navigation stack with
/// its toolbar, and the sheet half way up (a 1 s linear presentation caught at 0.5 s: the card's
/// top at 10 + 235 = 245, the window dimmed by black at 0.2).
final class StructureGoldenTests: XCTestCase {
    let size = CGSize(width: 320, height: 480)
    /// One step per channel, as the renderer's other goldens.
    let tolerance = 1

    func testIssue10_listInANavigationStackWithAToolbar() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Market(), size: size)
            XCTAssertNotNil(host.frame(ofText: "Market"))
            XCTAssertNotNil(host.frame(ofText: "Basket"))
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    func testIssue10_sheetHalfWayUp() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Market(), size: size)
            XCTAssertTrue(host.tap(text: "Basket"))
            host.advance(by: 0.5)
            let card = host.displayList.items.first { $0.kind == .fill(shape: "Sheet") }
            XCTAssertEqual(card?.bounds.minY ?? 0, 245, accuracy: 1e-9)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
