import XCTest
@testable import MotionUI

/// A secure field 200 wide, centred in a 400 × 300 window: x 100…300, y 139.8…160.2 (one 20.4 line).
private struct Login: View {
    @State var password = ""
    var body: some View {
        VStack(spacing: 0) {
            SecureField("Password", text: $password)
            Text("length \(password.count)")
        }
        .frame(width: 200)
    }
}

final class SecureFieldTests: XCTestCase {
    let size = CGSize(width: 400, height: 300)

    private func run<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .text && $0.text?.first == "•" }
    }

    func testEveryCharacterIsABullet() {
        let host = ViewHost(Login(), size: size)
        XCTAssertTrue(host.tap(text: "Password"), "the placeholder is written out")
        host.type("pa🎉s")
        XCTAssertEqual(run(host)?.text, "••••")
        XCTAssertEqual(run(host)?.bounds.width ?? 0, 4 * 10.2, accuracy: 1e-9, "bullets are measured, not the text")
        XCTAssertNil(host.displayList.items.first { $0.text?.contains("pa") == true }, "the text itself is never drawn")
        XCTAssertNotNil(host.frame(ofText: "length 4"), "the binding holds the real text")
        XCTAssertEqual(host.focusedText, "pa🎉s")
    }

    func testEditingWorksCharacterByCharacter() {
        let host = ViewHost(Login(), size: size)
        host.tap(text: "Password")
        host.type("ab🎉")
        host.key(.left)
        host.key(.backspace)
        XCTAssertEqual(host.focusedText, "a🎉", "backspace removes a character, not a bullet's bytes")
        let caret = host.displayList.items.first { $0.kind == .fill(shape: "caret") }
        XCTAssertEqual(caret?.bounds.minX ?? 0, 100 + 10.2, accuracy: 1e-9, "after the first bullet")
        host.key(.delete)
        XCTAssertEqual(host.focusedText, "a")
        XCTAssertEqual(run(host)?.text, "•")
    }
}
