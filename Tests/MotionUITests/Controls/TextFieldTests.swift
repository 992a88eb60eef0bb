import XCTest
@testable import MotionUI

/// Two fields and an echo of the first, in a 200 × 100 frame (top-aligned) centred in a 400 × 300
/// window: the frame spans x 100…300, y 100…200.
///
/// Monospace measurer, body 17 pt: characters 10.2 wide, lines 20.4 tall. The name field spans
/// y 100…120.4, the divider 120.4…121.4, the secret field 121.4…141.8, the echo 141.8…162.2.
private struct Form: View {
    @State var name = ""
    @State var secret = ""
    var echo = true
    var body: some View {
        VStack(spacing: 0) {
            TextField("Name", text: $name)
            Divider()
            SecureField("Secret", text: $secret)
            if echo {
                Text("name=\(name)").onTapGesture { name = "" }
            }
        }
        .frame(width: 200, height: 100, alignment: .top)
    }
}

final class TextFieldTests: XCTestCase {
    let size = CGSize(width: 400, height: 300)
    let nameCentre = CGPoint(x: 200, y: 110.2)
    let secretCentre = CGPoint(x: 200, y: 131.6)
    let top: CGFloat = 100

    private func caret<V: View>(_ host: ViewHost<V>) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .fill(shape: "caret") }
    }

    private func text<V: View>(_ host: ViewHost<V>, _ string: String) -> DisplayItem? {
        host.displayList.items.first { $0.kind == .text && $0.text == string }
    }

    func testPlaceholderIsGreyWhileEmpty() {
        let host = ViewHost(Form(), size: size)
        let placeholder = text(host, "Name")
        XCTAssertEqual(placeholder?.color, TextFieldNode.placeholderColor)
        XCTAssertEqual(placeholder?.bounds.minX, 100)
        XCTAssertEqual(placeholder?.bounds.minY ?? 0, top, accuracy: 1e-9)
        XCTAssertEqual(text(host, "Secret")?.color, TextFieldNode.placeholderColor, "not as bullets")
        XCTAssertEqual(host.displayList.items.filter { $0.kind == .fill(shape: "Divider") }.count, 1,
                       "no border of its own: only the divider the view puts under it")
    }

    func testClickFocusesTypingEditsAndAClickOnNothingUnfocuses() {
        let host = ViewHost(Form(), size: size)
        XCTAssertNil(host.focusedText)
        XCTAssertFalse(host.type("x"), "nothing focused: typing goes nowhere")
        XCTAssertTrue(host.tap(text: "Name"))
        XCTAssertEqual(host.focusedText, "")
        XCTAssertTrue(host.type("Zoë 🎉"))
        XCTAssertEqual(host.focusedText, "Zoë 🎉")
        XCTAssertEqual(text(host, "Zoë 🎉")?.color, .primary)
        XCTAssertNotNil(host.frame(ofText: "name=Zoë 🎉"), "the binding carries the text")
        XCTAssertNil(text(host, "Name"), "no placeholder once there is text")
        XCTAssertFalse(host.tap(at: CGPoint(x: 10, y: 10)))
        XCTAssertNil(host.focusedText)
        XCTAssertNil(caret(host))
        XCTAssertFalse(host.type("!"))
        XCTAssertNotNil(host.frame(ofText: "name=Zoë 🎉"))
    }

    func testTabAndShiftTabMoveFocusInDrawingOrder() {
        let host = ViewHost(Form(), size: size)
        XCTAssertTrue(host.key(.tab))
        host.type("a")
        XCTAssertTrue(host.key(.tab))
        host.type("b")
        XCTAssertTrue(host.key(.tab), "wraps around to the first field")
        host.type("c")
        XCTAssertNotNil(host.frame(ofText: "name=ac"))
        XCTAssertTrue(host.key(.tab, modifiers: .shift))
        XCTAssertEqual(host.focusedText, "b", "the secret field holds the real text")
        XCTAssertNotNil(text(host, "•"))
        host.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertTrue(host.key(.tab, modifiers: .shift), "from nothing, Shift-Tab goes to the last field")
        XCTAssertEqual(host.focusedText, "b")
    }

    func testCaretBlinksOnTheHostClockWithoutReevaluatingBodies() {
        let host = ViewHost(Form(), size: size)
        host.tap(at: nameCentre)
        let evaluations = host.bodyEvaluationCount
        let focusTime = host.time
        XCTAssertNotNil(caret(host), "visible as soon as focused")
        var seen: [Bool] = []
        for quarter in 1...8 {
            host.advance(by: 0.25)
            XCTAssertEqual(host.time - focusTime, Double(quarter) * 0.25, accuracy: 1e-9)
            seen.append(caret(host) != nil)
        }
        // Phase (t mod 1) < 0.5 shows it: t = 0.25 on, 0.5 off, 0.75 off, 1 on, 1.25 on, 1.5 off, 1.75 off, 2 on.
        XCTAssertEqual(seen, [true, false, false, true, true, false, false, true])
        XCTAssertEqual(host.bodyEvaluationCount, evaluations, "blinking is drawing only")
        host.advance(by: 0.6)   // phase 0.6: hidden
        XCTAssertNil(caret(host))
        host.type("a")
        XCTAssertNotNil(caret(host), "an edit shows the caret at once")
        host.advance(by: 0.4)
        XCTAssertNotNil(caret(host), "and restarts the blink")
        host.advance(by: 0.2)
        XCTAssertNil(caret(host))
        host.key(.left)
        XCTAssertNotNil(caret(host), "a caret move shows it too")
    }

    func testCaretFollowsKeysAndClicks() {
        let host = ViewHost(Form(echo: false), size: size)
        host.tap(at: nameCentre)
        host.type("abcd")
        func caretX() -> CGFloat? { caret(host)?.bounds.minX }
        XCTAssertEqual(caretX() ?? 0, 100 + 4 * 10.2, accuracy: 1e-9)
        XCTAssertEqual(caret(host)?.bounds.width ?? 0, 2, accuracy: 1e-9)
        XCTAssertEqual(caret(host)?.bounds.height ?? 0, 20.4, accuracy: 1e-9)
        XCTAssertEqual(caret(host)?.color, .accentColor)
        host.key(.left)
        host.key(.left)
        XCTAssertEqual(caretX() ?? 0, 100 + 2 * 10.2, accuracy: 1e-9)
        host.key(.backspace)
        XCTAssertEqual(host.focusedText, "acd")
        host.key(.delete)
        XCTAssertEqual(host.focusedText, "ad")
        host.key(.home)
        XCTAssertEqual(caretX() ?? 0, 100, accuracy: 1e-9)
        host.key(.left)
        XCTAssertEqual(caretX() ?? 0, 100, accuracy: 1e-9, "stays at the start")
        host.key(.end)
        host.key(.right)
        XCTAssertEqual(caretX() ?? 0, 100 + 2 * 10.2, accuracy: 1e-9, "stays at the end")
        host.tap(at: CGPoint(x: 100 + 10.2 * 0.6, y: nameCentre.y))
        XCTAssertEqual(caretX() ?? 0, 100 + 10.2, accuracy: 1e-9, "a click puts the caret at the nearest boundary")
        XCTAssertFalse(host.key(.up), "keys a field does not use are not handled")
    }

    func testLongTextScrollsToKeepTheCaretVisibleAndIsClipped() {
        let host = ViewHost(Form(echo: false), size: size)
        host.tap(at: nameCentre)
        let typed = String(repeating: "abcdefghij", count: 4)   // 40 characters, 408 wide in a 200 field
        host.type(typed)
        // The caret (2 wide) sits at the field's trailing edge: x = 300 − 2; the text is scrolled by
        // 408 + 2 − 200 = 210.
        XCTAssertEqual(caret(host)?.bounds.minX ?? 0, 298, accuracy: 1e-9)
        let run = host.displayList.items.first { $0.kind == .text }!
        XCTAssertFalse(run.clips.isEmpty, "clipped to the field")
        let clip = DisplayItem.boundingBox(of: run.clips)
        XCTAssertEqual(clip.minX, 100)
        XCTAssertEqual(clip.width, 200)
        XCTAssertEqual(clip.minY, top, accuracy: 1e-9)
        XCTAssertEqual(clip.height, 20.4, accuracy: 1e-9)
        // Visible: characters overlapping 210…410 — from the 21st (204…214.2) to the last.
        XCTAssertEqual(run.text, String(typed.dropFirst(20)))
        XCTAssertEqual(run.bounds.minX, 100 + 204 - 210, accuracy: 1e-9)
        host.key(.home)
        XCTAssertEqual(caret(host)?.bounds.minX ?? 0, 100, accuracy: 1e-9, "scrolled back to the start")
        let start = host.displayList.items.first { $0.kind == .text }!
        XCTAssertEqual(start.bounds.minX, 100, accuracy: 1e-9)
        XCTAssertEqual(start.text, String(typed.prefix(20)), "0…200: twenty characters, the 20th ends at 204 > 200")
        host.key(.end)
        host.key(.left, modifiers: [])
        XCTAssertEqual(caret(host)?.bounds.minX ?? 0, 298 - 10.2, accuracy: 1e-9, "moving left inside the view does not scroll")
        host.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(host.displayList.items.first { $0.kind == .text }?.bounds.minX ?? 0, 100, accuracy: 1e-9,
                       "unfocused, the field shows the start of its text")
    }

    func testTenThousandPastedCharactersStayCheap() {
        let measurer = CountingMeasurer()
        let host = ViewHost(Form(echo: false), size: size, textMeasurer: measurer)
        host.tap(at: nameCentre)
        let pasted = String((0..<10_000).map { Array("abcdefghijklmnopqrstuvwxyzZoë🎉 ")[$0 % 31] })
        measurer.reset()
        XCTAssertTrue(host.type(pasted))
        host.advance(by: 1)   // 60 frames of a blinking caret
        XCTAssertEqual(host.focusedText?.count, 10_000)
        // Measuring is per distinct character (31 of them, plus a few short labels); measuring the
        // whole text even once per frame would be 600 000 characters.
        XCTAssertLessThan(measurer.charactersMeasured, 1_000, "measured \(measurer.charactersMeasured)")
        measurer.reset()
        host.key(.home)
        host.type("→")
        host.key(.end)
        host.key(.backspace)
        host.advance(by: 0.5)
        XCTAssertLessThan(measurer.charactersMeasured, 100, "edits measure only new characters")
        let run = host.displayList.items.first { $0.kind == .text }!
        XCTAssertLessThanOrEqual(run.text?.count ?? .max, 21, "only the visible part is drawn")
        XCTAssertEqual(host.focusedText?.count, 10_000)
        XCTAssertEqual(host.focusedText?.first, "→")
    }

    func testControlCharactersAreNotTyped() {
        let host = ViewHost(Form(), size: size)
        host.tap(at: nameCentre)
        XCTAssertTrue(host.type("a\u{1B}\n\tb\r\u{7F}"))
        XCTAssertEqual(host.focusedText, "ab")
        XCTAssertTrue(host.type("\n"))
        XCTAssertEqual(host.focusedText, "ab")
        host.type(String(decoding: [0xE2, 0x82], as: UTF8.self))   // a truncated "€": one U+FFFD
        XCTAssertEqual(host.focusedText, "ab\u{FFFD}")
    }

    func testTextSetFromOutsideMovesTheCaretToTheEnd() {
        let host = ViewHost(Form(), size: size)
        host.tap(at: nameCentre)
        host.type("abc")
        host.key(.home)
        host.tap(text: "name=abc")   // clears the name through the state
        XCTAssertEqual(host.focusedText, "", "the field follows its binding")
        XCTAssertNotNil(text(host, "Name"), "the placeholder is back")
        host.type("z")
        XCTAssertEqual(host.focusedText, "z")
        XCTAssertNotNil(host.frame(ofText: "name=z"))
    }

    func testAConstantBindingKeepsItsText() {
        let host = ViewHost(TextField("Fixed", text: .constant("same")).frame(width: 200), size: size)
        host.tap(at: CGPoint(x: 200, y: 150))
        host.type("x")
        XCTAssertEqual(host.focusedText, "same")
        host.key(.backspace)
        XCTAssertEqual(host.focusedText, "same")
    }

    func testDisabledFieldsTakeNoFocus() {
        struct Disabled: View {
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    TextField("A", text: $a).disabled(true)
                    TextField("B", text: $b)
                }
                .frame(width: 200)
            }
        }
        let host = ViewHost(Disabled(), size: size)
        XCTAssertFalse(host.tap(text: "A"))
        XCTAssertNil(host.focusedText)
        host.key(.tab)
        host.type("b")
        host.key(.tab)
        host.type("b")
        XCTAssertEqual(host.focusedText, "bb", "Tab skips the disabled field")
    }

    func testAFieldThatLeavesLosesFocusAndAFieldThatStaysKeepsItsText() {
        struct Swapping: View {
            @State var first = true
            @State var kept = ""
            @State var a = ""
            @State var b = ""
            var body: some View {
                VStack {
                    Text("swap").onTapGesture { withAnimation(.linear(duration: 1)) { first.toggle() } }
                    TextField("Kept", text: $kept)
                    if first { TextField("A", text: $a) } else { TextField("B", text: $b) }
                }
                .frame(width: 200)
            }
        }
        let host = ViewHost(Swapping(), size: size)
        host.tap(text: "Kept")
        host.type("keep me")
        host.tap(text: "A")
        host.type("in a")
        host.tap(text: "swap")
        XCTAssertNil(host.focusedText, "the focused field is leaving")
        XCTAssertFalse(host.type("lost"))
        host.advance(by: 0.5)
        XCTAssertNotNil(text(host, "in a"), "still drawn while it leaves")
        XCTAssertTrue(host.tap(text: "keep me"))
        host.key(.end)
        host.type("!")
        host.advance(by: 1)
        XCTAssertEqual(host.focusedText, "keep me!", "the field that stays keeps its text and takes more")
        host.tap(text: "swap")
        host.advance(by: 1)
        XCTAssertNotNil(text(host, "in a"), "a new A field, showing the text its binding kept")
        XCTAssertNil(text(host, "B"), "the B field has left")
    }
}
