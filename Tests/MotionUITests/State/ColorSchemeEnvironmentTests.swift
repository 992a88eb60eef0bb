import XCTest
@testable import MotionUI

final class ColorSchemeEnvironmentTests: XCTestCase {
    private struct Reads: View {
        @Environment(\.colorScheme) private var colorScheme
        @Environment(\.colorSchemeContrast) private var contrast
        var body: some View { Text((colorScheme == .dark ? "dark" : "light") + (contrast == .standard ? " standard" : " increased")) }
    }

    func testTheSchemeIsLightUnlessSetAndTheContrastStandard() {
        XCTAssertNotNil(ViewHost(Reads(), size: CGSize(width: 200, height: 50)).frame(ofText: "light standard"))
        let dark = ViewHost(Reads().environment(\.colorScheme, .dark), size: CGSize(width: 200, height: 50))
        XCTAssertNotNil(dark.frame(ofText: "dark standard"))
    }

    /// Text, shapes, colour views and hierarchical styles draw system colours in the dark values;
    /// a colour made from numbers is the same.
    func testSystemColoursDrawInTheDarkValuesUnderADarkScheme() {
        let view = VStack {
            Text("Default")
            Text("Blue").foregroundColor(.blue)
            Text("Secondary").foregroundStyle(.secondary)
            Rectangle().fill(.red).frame(width: 10, height: 10)
            Color.green.frame(width: 10, height: 10)
            Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10)
        }
        .environment(\.colorScheme, .dark)
        let host = ViewHost(view, size: CGSize(width: 200, height: 200))
        func colour(ofText text: String) -> Color? { host.displayList.texts.first { $0.text == text }?.color }
        XCTAssertEqual(colour(ofText: "Default").map { "\($0.rgba8)" }, "(red: 255, green: 255, blue: 255, alpha: 255)")
        XCTAssertEqual(colour(ofText: "Blue").map { "\($0.rgba8)" }, "(red: 10, green: 132, blue: 255, alpha: 255)")
        XCTAssertEqual(colour(ofText: "Secondary").map { "\($0.rgba8)" }, "(red: 235, green: 235, blue: 245, alpha: 153)")
        let fills = host.displayList.items.filter { $0.kind != .text }.compactMap(\.color).map { "\($0.rgba8)" }
        XCTAssertEqual(fills, ["(red: 255, green: 69, blue: 58, alpha: 255)", "(red: 48, green: 209, blue: 88, alpha: 255)",
                               "(red: 51, green: 102, blue: 153, alpha: 255)"])
    }

    /// A view asking for the dark appearance turns the whole window dark — its siblings too — and
    /// the window is light again once it is gone.
    func testPreferredColorSchemeTurnsTheWholeWindowDarkWhileItIsShown() {
        struct Window: View {
            var asks: Bool
            var body: some View {
                VStack {
                    Text("Sibling")
                    if asks { Text("Asker").preferredColorScheme(.dark) }
                }
            }
        }
        let host = ViewHost(Window(asks: true), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.environment.colorScheme, .dark)
        XCTAssertEqual(host.displayList.texts.first { $0.text == "Sibling" }?.color.map { "\($0.rgba8)" }, "(red: 255, green: 255, blue: 255, alpha: 255)")
        host.content = Window(asks: false)
        XCTAssertEqual(host.environment.colorScheme, .light)
        XCTAssertEqual(host.displayList.texts.first { $0.text == "Sibling" }?.color.map { "\($0.rgba8)" }, "(red: 0, green: 0, blue: 0, alpha: 255)")
    }

    func testTheOutermostAskerWins() {
        let view = VStack { Text("Inner").preferredColorScheme(.light) }.preferredColorScheme(.dark)
        XCTAssertEqual(ViewHost(view, size: CGSize(width: 200, height: 100)).environment.colorScheme, .dark)
        let none = VStack { Text("Inner").preferredColorScheme(nil) }
        XCTAssertEqual(ViewHost(none, size: CGSize(width: 200, height: 100)).environment.colorScheme, .light)
    }
}

extension ColorSchemeEnvironmentTests {
    /// A divider and `background(in:)` are drawn in system colours: the separator and the system
    /// background, which turn (84, 84, 88) and black in the dark.
    func testDividersAndTheDefaultBackgroundFollowTheScheme() {
        let view = VStack { Divider().frame(width: 50); Text("Badge").padding(6).background(in: Capsule()) }
        let light = ViewHost(view, size: CGSize(width: 200, height: 100))
        let dark = ViewHost(view.environment(\.colorScheme, .dark), size: CGSize(width: 200, height: 100))
        func fills(_ items: [DisplayItem]) -> [String] { items.filter { $0.kind != .text }.compactMap(\.color).map(\.description) }
        XCTAssertEqual(fills(light.displayList.items), ["#3C3C434A", "#FFFFFFFF"])
        XCTAssertEqual(fills(dark.displayList.items), ["#5454584A", "#000000FF"])
    }
}
