import XCTest
import MotionUI
@testable import MotionScenes

/// The progress of `Animation.default` (`withAnimation`'s default), a critically damped spring of
/// response 0.55 s with mass 1: ω = 2π / 0.55 and x(t) = 1 − (1 + ωt)·e^(−ωt) (closed form, by hand).
func defaultSpringProgress(_ t: Double) -> Double {
    let omega = 2 * Double.pi / 0.55
    return 1 - (1 + omega * t) * exp(-omega * t)
}

/// Seed 003 driven through the real input path: taps, presses, typing and keys on a ViewHost of the
/// player's scene, 800 × 600 points, with the deterministic monospace measurer (body text 10.2 points
/// a character).
///
/// Layout of the scene: the content is 520 wide, centred (x 140…660); the forms are padded by 16, so
/// their text starts at x 156. The login button's background spans (172, 520, 456, 40).
final class FormSceneTests: XCTestCase {
    let size = CGSize(width: 800, height: 600)

    private func makeHost() -> ViewHost<AnyView> {
        ViewHost(PlayerScene.form.makeView(), size: size)
    }

    private func texts(_ host: ViewHost<AnyView>, _ text: String) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .text && $0.text == text }
    }

    private func centre(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    /// Taps a button by its label: the last text run showing it (the tab header "Login" comes first).
    @discardableResult
    private func tapButton(_ host: ViewHost<AnyView>, _ label: String) -> Bool {
        guard let item = texts(host, label).last else {
            XCTFail("no button labelled \(label)")
            return false
        }
        return host.tap(at: centre(item.bounds))
    }

    /// The background drawn under a button's label.
    private func background(_ host: ViewHost<AnyView>, of label: String) -> DisplayItem? {
        guard let labelItem = texts(host, label).last else { return nil }
        return host.displayList.items.last { $0.kind == .fill(shape: "Color") && $0.bounds.contains(centre(labelItem.bounds)) }
    }

    /// The checkmark images, top to bottom.
    private func checkmarks(_ host: ViewHost<AnyView>) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .image && $0.imageName?.hasPrefix("checkmark") == true }
            .sorted { $0.bounds.midY < $1.bounds.midY }
    }

    /// Switches to the sign-up form and lets the transition settle.
    private func showSignup(_ host: ViewHost<AnyView>) {
        XCTAssertTrue(host.tap(text: "Sign up"))
        host.advance(by: 2)
        XCTAssertNotNil(host.frame(ofText: "First time here?"))
    }

    // MARK: Sign up

    func testSignUpFromEmptyFieldsToAnEnabledButton() {
        let host = makeHost()
        showSignup(host)
        XCTAssertEqual(background(host, of: "Signup")?.color, .gray, "grey while the form is incomplete")

        // Type into each field, moving with Tab.
        XCTAssertTrue(host.tap(text: "Username"))
        XCTAssertTrue(host.type("Zoë 🎉"))
        XCTAssertTrue(host.key(.tab))
        host.type("pässwörd🎉")
        XCTAssertTrue(host.key(.tab))
        host.type("pässwörd🎉")
        XCTAssertEqual(host.focusedText, "pässwörd🎉")
        XCTAssertNotNil(host.frame(ofText: "Zoë 🎉"))
        XCTAssertEqual(texts(host, "•••••••••").count, 2, "both passwords as nine bullets (p ä s s w ö r d 🎉)")
        XCTAssertTrue(host.key(.tab))
        XCTAssertEqual(host.focusedText, "Zoë 🎉", "Tab wraps around to the first field")
        XCTAssertTrue(host.key(.tab, modifiers: .shift))
        XCTAssertEqual(host.focusedText, "pässwörd🎉", "Shift-Tab goes back to the last")
        XCTAssertEqual(background(host, of: "Signup")?.color, .gray, "the terms are not accepted yet")
        XCTAssertEqual(texts(host, "Signup").first?.color, Color.white.opacity(0.5), "a disabled label is dimmed")

        // Tick both checkmarks.
        let marks = checkmarks(host)
        XCTAssertEqual(marks.map(\.imageName), ["checkmark-false", "checkmark-false"])
        XCTAssertEqual(marks.first?.bounds.size, CGSize(width: 18, height: 18))
        XCTAssertTrue(host.tap(at: centre(marks[0].bounds)))
        host.advance(by: 1.5)
        XCTAssertEqual(checkmarks(host).map(\.imageName), ["checkmark-true", "checkmark-false"])
        XCTAssertEqual(background(host, of: "Signup")?.color, .gray)
        XCTAssertTrue(host.tap(at: centre(marks[1].bounds)))
        let ticked = host.time

        // The button turns orange under the tick's animation (the default spring).
        // (Its numbers: a colour on its way is a fixed colour, not the system grey itself.)
        XCTAssertEqual(background(host, of: "Signup")?.color?.description, Color.gray.description, "the colour starts from grey")
        host.advance(by: 0.1)
        let s = defaultSpringProgress(host.time - ticked)
        let expected = Color.gray.interpolated(to: .orange, amount: s)
        let shown = background(host, of: "Signup")!.color!
        XCTAssertEqual(shown.red, expected.red, accuracy: 1e-9)
        XCTAssertEqual(shown.green, expected.green, accuracy: 1e-9)
        XCTAssertEqual(shown.blue, expected.blue, accuracy: 1e-9)
        host.advance(by: 2)
        XCTAssertEqual(background(host, of: "Signup")?.color, .orange)
        XCTAssertEqual(texts(host, "Signup").first?.color, .white, "enabled: full white")
        XCTAssertEqual(checkmarks(host).map(\.imageName), ["checkmark-true", "checkmark-true"])

        // Press and hold: 1.1× about the button's centre, at 70 % opacity; release: back.
        let rest = background(host, of: "Signup")!.bounds
        for (actual, expected) in [(rest.minX, 172.0), (rest.minY, 520), (rest.width, 456), (rest.height, 40)] {
            XCTAssertEqual(actual, expected, accuracy: 1e-9)
        }
        let label = centre(texts(host, "Signup")[0].bounds)
        XCTAssertTrue(host.press(at: label))
        let pressed = background(host, of: "Signup")!
        XCTAssertEqual(pressed.bounds.width, 456 * 1.1, accuracy: 1e-9)
        XCTAssertEqual(pressed.bounds.height, 40 * 1.1, accuracy: 1e-9)
        XCTAssertEqual(pressed.bounds.midX, rest.midX, accuracy: 1e-9)
        XCTAssertEqual(pressed.bounds.midY, rest.midY, accuracy: 1e-9)
        XCTAssertEqual(pressed.opacity, 0.7, accuracy: 1e-12)
        XCTAssertEqual(texts(host, "Signup")[0].opacity, 0.7, accuracy: 1e-12, "the label fades with it")
        host.advance(by: 0.5)
        XCTAssertEqual(background(host, of: "Signup")!.opacity, 0.7, accuracy: 1e-12, "held")
        XCTAssertTrue(host.release(at: label))
        XCTAssertEqual(background(host, of: "Signup")?.bounds, rest)
        XCTAssertEqual(background(host, of: "Signup")?.opacity, 1)

        // Back to Login: a new login form, empty.
        XCTAssertTrue(host.tap(text: "Login"))
        host.advance(by: 2)
        XCTAssertNil(host.frame(ofText: "First time here?"))
        XCTAssertNotNil(host.frame(ofText: "Username"), "the login form's placeholder")
        XCTAssertEqual(host.liveAnimationCount, 0)
    }

    func testUntickingDisablesTheButtonAgain() {
        let host = makeHost()
        showSignup(host)
        host.tap(text: "Username")
        host.type("a")
        host.key(.tab)
        host.type("b")
        host.key(.tab)
        host.type("c")
        for mark in checkmarks(host) {
            host.tap(at: centre(mark.bounds))
            host.advance(by: 1.5)
        }
        XCTAssertEqual(background(host, of: "Signup")?.color, .orange)
        host.tap(at: centre(checkmarks(host)[0].bounds))
        host.advance(by: 2)
        XCTAssertEqual(background(host, of: "Signup")?.color, .gray)
        XCTAssertFalse(host.press(at: centre(texts(host, "Signup")[0].bounds)), "a disabled button takes no press")
        XCTAssertEqual(background(host, of: "Signup")?.opacity, 1)
    }

    func testTabSwitchSlidesTheFormsAndTheIndicator() {
        let host = makeHost()
        let indicators = { host.displayList.items.filter { $0.kind == .fill(shape: "Divider") && $0.bounds.width == 80 } }
        XCTAssertEqual(indicators().map(\.bounds.minX), [156], "under Login")
        XCTAssertTrue(host.tap(text: "Sign up"))
        let start = host.time
        host.advance(by: 0.1)
        let s = defaultSpringProgress(host.time - start)
        // Login (insertToRight) leaves towards the trailing edge, fading: moved 520 · s, opacity 1 − s.
        // Sign up (insertFromRight) enters from the trailing edge, fading in: 520 · (1 − s), opacity s.
        let login = host.displayList.items.first { $0.text == "Welcome back! Please enter" }!
        let signup = host.displayList.items.first { $0.text == "First time here?" }!
        XCTAssertEqual(login.bounds.minX, 156 + 520 * s, accuracy: 1e-6)
        XCTAssertEqual(login.opacity, 1 - s, accuracy: 1e-9)
        XCTAssertEqual(signup.bounds.minX, 156 + 520 * (1 - s), accuracy: 1e-6)
        XCTAssertEqual(signup.opacity, s, accuracy: 1e-9)
        // The indicators: Login's leaves towards the leading edge (−80 · s), Sign up's enters from the
        // trailing edge (+80 · (1 − s)). Each tab's stack is as wide as its widest view: 80 with the
        // indicator, the title's width without (Login 51, Sign up 71.4), centred in the tab's
        // 80-wide frame; that change of frame animates with the same spring and carries the lines:
        // Login's stack moves from x 156 to 156 + 14.5, Sign up's from 244 + 4.3 to 244.
        let lines = indicators().sorted { $0.bounds.minX < $1.bounds.minX }
        XCTAssertEqual(lines.count, 2)
        XCTAssertEqual(lines[0].bounds.minX, 156 + 14.5 * s - 80 * s, accuracy: 1e-6)
        XCTAssertEqual(lines[1].bounds.minX, 244 + 4.3 * (1 - s) + 80 * (1 - s), accuracy: 1e-6)
        XCTAssertEqual(lines[0].opacity, 1 - s, accuracy: 1e-9)
        XCTAssertEqual(lines[1].opacity, s, accuracy: 1e-9)
        XCTAssertFalse(host.tap(at: centre(login.bounds)), "the leaving form takes no taps")
        host.advance(by: 2)
        XCTAssertEqual(indicators().map(\.bounds.minX), [244], "under Sign up")
        XCTAssertNil(host.frame(ofText: "Welcome back! Please enter"))
    }

    // MARK: Login

    func testWrongPasswordShakesTheFormAndClearsThePassword() {
        let host = makeHost()
        XCTAssertTrue(host.tap(text: "Username"))
        host.type("motion")
        host.key(.tab)
        host.type("wrong")
        XCTAssertEqual(texts(host, "•••••").count, 1)
        let x0 = host.frame(ofText: "motion")!.minX
        XCTAssertEqual(background(host, of: "Login")?.color, .orange, "both fields filled: enabled")
        XCTAssertTrue(tapButton(host, "Login"))
        let start = host.time
        XCTAssertTrue(texts(host, "•••••").isEmpty, "the password is cleared at once")
        XCTAssertNotNil(host.frame(ofText: "Password"), "its placeholder is back")
        XCTAssertEqual(host.focusedText, "", "the focused password field follows its binding")
        XCTAssertEqual(host.frame(ofText: "motion")!.minX, x0, "the shake starts from rest")
        var moved = 0.0
        // The spring is removed once within 0.1 % of its target: (1 + ωt)e^(−ωt) ≤ 0.001 at
        // ωt ≈ 9.23, t ≈ 0.81 s; after that attempts is exactly 1 and the form at rest.
        for frame in 1...45 {
            host.advance(by: 1.0 / 60)
            // Shake: 10 · sin(3π · attempts), attempts going 0 → 1 along the default spring.
            let expected = 10 * sin(3 * .pi * defaultSpringProgress(host.time - start))
            let x = host.frame(ofText: "motion")!.minX - x0
            XCTAssertEqual(x, expected, accuracy: 1e-6, "frame \(frame)")
            moved = max(moved, abs(x))
        }
        XCTAssertGreaterThan(moved, 9, "it really shakes")
        host.advance(by: 2)
        XCTAssertEqual(host.frame(ofText: "motion")!.minX, x0, accuracy: 1e-9, "and comes to rest where it was")
        XCTAssertEqual(background(host, of: "Login")?.color, .gray, "the cleared password disables the look")

        // A second wrong attempt shakes again, from attempts 1 to 2: sin(3π(1 + s)) = −sin(3πs).
        host.type("again")
        tapButton(host, "Login")
        let second = host.time
        host.advance(by: 0.05)
        XCTAssertEqual(host.frame(ofText: "motion")!.minX - x0,
                       -10 * sin(3 * .pi * defaultSpringProgress(host.time - second)), accuracy: 1e-6)
        XCTAssertNotNil(host.frame(ofText: "motion"), "the user name is kept")
    }

    func testRightCredentialsShowTheWelcomeAndLogOutReturns() {
        let host = makeHost()
        host.tap(text: "Username")
        host.type(FormScene.username)
        host.tap(text: "Password")
        host.type(FormScene.password)
        XCTAssertTrue(tapButton(host, "Login"))
        host.advance(by: 2)
        XCTAssertNotNil(host.frame(ofText: "Welcome, motion!"))
        XCTAssertNil(host.frame(ofText: "Welcome back! Please enter"))
        XCTAssertNil(host.focusedText, "the form and its fields are gone")
        XCTAssertTrue(tapButton(host, "Log out"))
        host.advance(by: 2)
        XCTAssertNil(host.frame(ofText: "Welcome, motion!"))
        XCTAssertNotNil(host.frame(ofText: "motion"), "the user name is remembered")
        XCTAssertNotNil(host.frame(ofText: "Password"), "the password is not")
    }

    // MARK: Robustness

    func testTypedTextSurvivesTransitionsThatKeepItsView() {
        let host = makeHost()
        showSignup(host)
        host.tap(text: "Username")
        host.type("Zoë")
        let marks = checkmarks(host)
        host.tap(at: centre(marks[0].bounds))
        host.advance(by: 0.1)
        XCTAssertEqual(host.focusedText, "Zoë", "a checkmark transition keeps the field and its focus")
        host.type(" 🎉")   // typed mid-transition
        host.tap(at: centre(marks[1].bounds))
        host.advance(by: 0.1)
        host.key(.backspace)
        host.type("🎈")
        host.advance(by: 2)
        XCTAssertNotNil(host.frame(ofText: "Zoë 🎈"))
        XCTAssertEqual(checkmarks(host).map(\.imageName), ["checkmark-true", "checkmark-true"])
        host.tap(text: "Sign up")   // already shown: nothing leaves
        host.advance(by: 1)
        XCTAssertNotNil(host.frame(ofText: "Zoë 🎈"))
    }

    func testLongPastesControlCharactersAndClicksDuringTransitions() {
        let host = makeHost()
        host.tap(text: "Username")
        let alphabet = Array("motion Zoë 🎉 ")
        let pasted = String((0..<10_000).map { alphabet[$0 % alphabet.count] })
        XCTAssertTrue(host.type(pasted))
        XCTAssertTrue(host.type("\u{1B}[2J\n\t\u{7}"))
        XCTAssertEqual(host.focusedText?.count, 10_000 + 3, "only the printable [2J is typed")
        let run = host.displayList.items.first { $0.kind == .text && $0.text?.hasSuffix("[2J") == true }
        XCTAssertNotNil(run, "the end of the text is in view")
        XCTAssertLessThan(run?.text?.count ?? .max, 60, "and only what fits is drawn")
        host.key(.home)
        host.key(.tab)
        host.type("x")

        // Clicks everywhere while the forms swap back and forth.
        var flip = false
        for step in 0..<40 {
            if step % 7 == 0 {
                flip.toggle()
                host.tap(text: flip ? "Sign up" : "Login")
            }
            let point = CGPoint(x: Double((step * 97) % 800), y: Double((step * 61) % 600))
            host.tap(at: point)
            host.type("y")
            host.key(.backspace)
            host.advance(by: 0.05)
        }
        host.advance(by: 3)
        XCTAssertEqual(host.liveAnimationCount, 0)
        let titles = ["Welcome back! Please enter", "First time here?"].filter { host.frame(ofText: $0) != nil }
        XCTAssertEqual(titles.count, 1, "exactly one form once everything has settled")
        XCTAssertEqual(host.displayList.items.filter { $0.kind == .fill(shape: "Divider") && $0.bounds.width == 80 }.count, 1,
                       "one tab indicator")
    }
}
