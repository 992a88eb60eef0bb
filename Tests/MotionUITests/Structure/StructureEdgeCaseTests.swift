import XCTest
@testable import MotionUI

private struct Everything: View {
    @State var sheet = true
    @State var alert = true
    var body: some View {
        TabView {
            NavigationStack {
                List { Section("") {}; Text("") }
                    .navigationTitle("")
                    .toolbar { ToolbarItemGroup(placement: .bottomBar) {} }
            }
            .sheet(isPresented: $sheet) { EmptyView().presentationDetents([]) }
            .alert("", isPresented: $alert) {}
        }
    }
}

/// Degenerate input gets a drawing, never a crash: empty windows, empty lists and sections, empty
/// titles, no tabs, no detents.
final class StructureEdgeCaseTests: XCTestCase {
    func testIssue10_emptyAndZeroSizedStructuresDraw() {
        for size in [CGSize.zero, CGSize(width: 1, height: 1), CGSize(width: 320, height: 480)] {
            let host = ViewHost(Everything(), size: size)
            host.advance(by: 0.5)
            XCTAssertFalse(host.displayList.items.isEmpty, "\(size)")
            XCTAssertTrue(host.displayList.items.allSatisfy { $0.bounds.minX.isFinite && $0.bounds.minY.isFinite })
        }
    }

    func testIssue10_emptyContainers() {
        let size = CGSize(width: 320, height: 480)
        let tabs = ViewHost(TabView { EmptyView() }, size: size)
        XCTAssertTrue(tabs.items(shape: "TabBar").isEmpty)   // no tabs: nothing to show
        let list = ViewHost(List {}, size: size)
        XCTAssertEqual(list.items(shape: "ListBackground").count, 1)
        XCTAssertTrue(list.items(shape: "ListCard").isEmpty)
        // An empty section has its header but no card.
        let section = ViewHost(List { Section("Empty") {} }, size: size)
        XCTAssertNotNil(section.item(text: "EMPTY"))
        XCTAssertTrue(section.items(shape: "ListCard").isEmpty)
    }
}
