import XCTest
import MotionSDL
@testable import MotionScenes

/// Goldens of the form scene (seed 003) through the real pipeline at 1× (`.1`) and 2× (`.2`),
/// 800 × 480 points (the player's window width): the tab header, then the login or the sign-up
/// form, 520 points wide and centred.
final class FormGoldenTests: XCTestCase {
    let size = CGSize(width: 800, height: 480)
    /// One step per channel, as the renderer's own goldens; no pixel may exceed it.
    let tolerance = 1

    private func texts<V: View>(_ host: ViewHost<V>, _ text: String) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .text && $0.text == text }
    }

    private func centre(_ rect: CGRect) -> CGPoint { CGPoint(x: rect.midX, y: rect.midY) }

    /// The background drawn under a button's label.
    private func background<V: View>(_ host: ViewHost<V>, of label: String) -> DisplayItem? {
        guard let labelItem = texts(host, label).last else { return nil }
        return host.displayList.items.last { $0.kind == .fill(shape: "Color") && $0.bounds.contains(centre(labelItem.bounds)) }
    }

    /// The checkmark images, top to bottom.
    private func checkmarks<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .image && $0.imageName?.hasPrefix("checkmark") == true }
            .sorted { $0.bounds.midY < $1.bounds.midY }
    }

    /// The sign-up form, settled, its three fields filled (the last one keeps the focus and its
    /// caret) and both checkmarks ticked, everything settled.
    private func filledSignup(_ pipeline: HeadlessPipeline) -> ViewHost<AnyView> {
        let host = pipeline.host(PlayerScene.form.makeView(), size: size)
        XCTAssertTrue(host.tap(text: "Sign up"))
        host.advance(by: 2)
        XCTAssertTrue(host.tap(text: "Username"))
        host.type("motion")
        host.key(.tab)
        host.type("swiftui")
        host.key(.tab)
        host.type("swiftui")
        for mark in checkmarks(host) {
            XCTAssertTrue(host.tap(at: centre(mark.bounds)))
            host.advance(by: 1.5)
        }
        host.advance(by: 1)
        XCTAssertEqual(host.liveAnimationCount, 0)
        XCTAssertEqual(checkmarks(host).map(\.imageName), ["checkmark-true", "checkmark-true"])
        return host
    }

    /// At rest: the Login tab (its indicator under "Login"), the login form with its two empty
    /// fields (placeholders) and the grey, disabled-looking Login button.
    func testAtRestOnTheLoginTab() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.form.makeView(), size: size)
            XCTAssertEqual(background(host, of: "Login")?.color, .gray)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    /// 0.1 s after tapping "Sign up" (the default spring: s = 1 − (1 + ωt)e^(−ωt) ≈ 0.32 with
    /// ω = 2π/0.55): the login form slides towards the trailing edge, 520 · s ≈ 165 points, at
    /// opacity 1 − s ≈ 0.68; the sign-up form comes in from the trailing edge, 520 · (1 − s) ≈ 355
    /// points off, at opacity s; both tab indicators are on their way (Login's out to the left,
    /// Sign up's in from the right).
    func testMidTransitionToSignUpBothFormsSlide() throws {
        try forEachGoldenScale { pipeline in
            let host = pipeline.host(PlayerScene.form.makeView(), size: size)
            XCTAssertTrue(host.tap(text: "Sign up"))
            host.advance(by: 0.1)
            let login = try XCTUnwrap(host.displayList.items.first { $0.text?.hasPrefix("Welcome back!") == true })
            let signup = try XCTUnwrap(host.displayList.items.first { $0.text == "First time here?" })
            let omega = 2 * Double.pi / 0.55, s = 1 - (1 + omega * 0.1) * exp(-omega * 0.1)
            XCTAssertEqual(login.opacity, 1 - s, accuracy: 1e-9)
            XCTAssertEqual(signup.opacity, s, accuracy: 1e-9)
            XCTAssertEqual(Double(signup.bounds.minX - login.bounds.minX), 520 * (1 - 2 * s), accuracy: 1e-6)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    /// The sign-up form filled in (user name "motion", two passwords as seven bullets each, the
    /// caret in the last one) with both checkmarks ticked: the Signup button is orange with a
    /// white label.
    func testSignUpFilledAndTickedHasTheOrangeButton() throws {
        try forEachGoldenScale { pipeline in
            let host = filledSignup(pipeline)
            XCTAssertEqual(background(host, of: "Signup")?.color, .orange)
            XCTAssertEqual(texts(host, "Signup").first?.color, .white)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    /// The same form with the Signup button held down: 1.1× about its centre (501.6 × 44 points)
    /// and at 70 % opacity, label included.
    func testSignUpButtonPressedIsScaledAndFaded() throws {
        try forEachGoldenScale { pipeline in
            let host = filledSignup(pipeline)
            let rest = try XCTUnwrap(background(host, of: "Signup")).bounds
            XCTAssertTrue(host.press(at: centre(try XCTUnwrap(texts(host, "Signup").first).bounds)))
            let pressed = try XCTUnwrap(background(host, of: "Signup"))
            XCTAssertEqual(pressed.bounds.width, rest.width * 1.1, accuracy: 1e-9)
            XCTAssertEqual(pressed.bounds.height, rest.height * 1.1, accuracy: 1e-9)
            XCTAssertEqual(pressed.bounds.midX, rest.midX, accuracy: 1e-9)
            XCTAssertEqual(pressed.bounds.midY, rest.midY, accuracy: 1e-9)
            XCTAssertEqual(pressed.opacity, 0.7, accuracy: 1e-12)
            XCTAssertEqual(try XCTUnwrap(texts(host, "Signup").first).opacity, 0.7, accuracy: 1e-12)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
