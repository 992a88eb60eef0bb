import XCTest
@testable import MotionCore

final class ColorTests: XCTestCase {
    func testSystemColoursAreIOSLightModeValues() {
        // iOS light-mode system colours (UIColor.systemRed … systemGray; teal is the iOS 15+ value),
        // as 8-bit sRGB triples.
        let table: [(String, Color, UInt8, UInt8, UInt8)] = [
            ("red", .red, 255, 59, 48), ("orange", .orange, 255, 149, 0), ("yellow", .yellow, 255, 204, 0),
            ("green", .green, 52, 199, 89), ("mint", .mint, 0, 199, 190), ("teal", .teal, 48, 176, 199),
            ("cyan", .cyan, 50, 173, 230), ("blue", .blue, 0, 122, 255), ("indigo", .indigo, 88, 86, 214),
            ("purple", .purple, 175, 82, 222), ("pink", .pink, 255, 45, 85), ("brown", .brown, 162, 132, 94),
            ("gray", .gray, 142, 142, 147), ("white", .white, 255, 255, 255), ("black", .black, 0, 0, 0),
        ]
        for (name, color, r, g, b) in table {
            let bytes = color.rgba8
            XCTAssertEqual([bytes.red, bytes.green, bytes.blue, bytes.alpha], [r, g, b, 255], name)
            XCTAssertEqual(color.red, Double(r) / 255, name)
            XCTAssertEqual(color.green, Double(g) / 255, name)
            XCTAssertEqual(color.blue, Double(b) / 255, name)
            XCTAssertEqual(color.opacity, 1, name)
        }
    }

    func testSemanticColours() {
        XCTAssertEqual(Color.clear, Color(red: 0, green: 0, blue: 0, opacity: 0))
        XCTAssertNotEqual(Color.primary, .black, "the label colour adapts; black does not")
        XCTAssertEqual(Color.primary.description, Color.black.description)
        XCTAssertEqual(Color.accentColor, .blue)
        // Secondary label: (60, 60, 67) at 0.6 opacity; 0.6 · 255 = 153.
        XCTAssertEqual(Color.secondary.opacity, 0.6)
        let s = Color.secondary.rgba8
        XCTAssertEqual([s.red, s.green, s.blue, s.alpha], [60, 60, 67, 153])
    }

    func testInitialisers() {
        // The same numbers as the system colours (which also know their dark values).
        XCTAssertEqual(Color(hex: 0xFF3B30).description, Color.red.description)
        XCTAssertEqual(Color(hex: 0x007AFF).description, Color.blue.description)
        XCTAssertEqual(Color(hex: 0xAB00_7AFF), Color(hex: 0x007AFF))   // bits above 24 ignored
        XCTAssertEqual(Color(hex: 0xFFFFFF, opacity: 0.5), Color(red: 1, green: 1, blue: 1, opacity: 0.5))
        XCTAssertEqual(Color(red8: 255, green8: 149, blue8: 0).description, Color.orange.description)
        XCTAssertEqual(Color(white: 0.25), Color(red: 0.25, green: 0.25, blue: 0.25))
        XCTAssertEqual(Color(white: 1, opacity: 0), Color(red: 1, green: 1, blue: 1, opacity: 0))
        XCTAssertEqual(Color(red: 0.1, green: 0.2, blue: 0.3).opacity, 1)
    }

    func testHueSaturationBrightness() {
        // The six sector corners of the HSB hexagon, at full saturation and brightness.
        let corners: [(Double, Double, Double, Double)] = [
            (0, 1, 0, 0), (1.0 / 6, 1, 1, 0), (2.0 / 6, 0, 1, 0),
            (3.0 / 6, 0, 1, 1), (4.0 / 6, 0, 0, 1), (5.0 / 6, 1, 0, 1),
        ]
        for (hue, r, g, b) in corners {
            assertEqual(Color(hue: hue, saturation: 1, brightness: 1), Color(red: r, green: g, blue: b))
        }
        // Hue 1/12 is halfway red → yellow: (1, 0.5, 0).
        assertEqual(Color(hue: 1.0 / 12, saturation: 1, brightness: 1), Color(red: 1, green: 0.5, blue: 0))
        // V = 0.5, S = 0.5, hue 0: max 0.5, min V(1 − S) = 0.25 → (0.5, 0.25, 0.25).
        assertEqual(Color(hue: 0, saturation: 0.5, brightness: 0.5), Color(red: 0.5, green: 0.25, blue: 0.25))
        // No saturation is grey at the brightness.
        assertEqual(Color(hue: 0.3, saturation: 0, brightness: 0.7), Color(white: 0.7))
        // The hue wraps: 1 is 0, 1.5 and −0.5 are 0.5; NaN is 0.
        assertEqual(Color(hue: 1, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 0))
        assertEqual(Color(hue: 1.5, saturation: 1, brightness: 1), Color(red: 0, green: 1, blue: 1))
        assertEqual(Color(hue: -0.5, saturation: 1, brightness: 1), Color(red: 0, green: 1, blue: 1))
        assertEqual(Color(hue: .nan, saturation: 1, brightness: 1), Color(red: 1, green: 0, blue: 0))
        XCTAssertEqual(Color(hue: 0, saturation: 2, brightness: -1, opacity: 0.5), Color(red: 0, green: 0, blue: 0, opacity: 0.5))
    }

    func testOpacityMultiplies() {
        XCTAssertEqual(Color.orange.opacity(0.7).opacity, 0.7)
        XCTAssertEqual(Color.orange.opacity(0.7).red, Color.orange.red)
        XCTAssertEqual(Color.white.opacity(0.5).opacity(0.5).opacity, 0.25)
        XCTAssertEqual(Color.secondary.opacity(0.5).opacity, 0.3, accuracy: 1e-15)
        XCTAssertEqual(Color.clear.opacity(0.5).opacity, 0)
    }

    func testOpacityClamps() {
        XCTAssertEqual(Color.red.opacity(2), .red)
        XCTAssertEqual(Color.red.opacity(-1).opacity, 0)
        XCTAssertEqual(Color.red.opacity(.nan).opacity, 0)
        XCTAssertEqual(Color.red.opacity(.infinity), .red)
        XCTAssertEqual(Color(red: 1, green: 1, blue: 1, opacity: 7).opacity, 1)
        XCTAssertEqual(Color(red: 1, green: 1, blue: 1, opacity: -0.5).opacity, 0)
    }

    func testBadComponentsClamp() {
        // Documented rule: NaN → 0, then clamp to 0…1.
        XCTAssertEqual(Color(red: .nan, green: 2, blue: -1), Color(red: 0, green: 1, blue: 0))
        XCTAssertEqual(Color(red: .infinity, green: -.infinity, blue: .nan, opacity: .nan),
                       Color(red: 1, green: 0, blue: 0, opacity: 0))
        XCTAssertEqual(Color(white: .nan), .black)
        // −0 is stored as +0, so the description is stable.
        XCTAssertEqual(Color(red: -0.0, green: 0, blue: 0).red.sign, .plus)
    }

    func testRGBA8Rounding() {
        // 0.5 · 255 = 127.5 rounds up to 128; 0.498 · 255 = 126.99 → 127; 0.002 · 255 = 0.51 → 1.
        let c = Color(red: 0.5, green: 0.498, blue: 0.002, opacity: 0.001)
        let bytes = c.rgba8
        XCTAssertEqual([bytes.red, bytes.green, bytes.blue, bytes.alpha], [128, 127, 1, 0])
        let full = Color.white.rgba8
        XCTAssertEqual([full.red, full.green, full.blue, full.alpha], [255, 255, 255, 255])
    }

    func testDescription() {
        XCTAssertEqual(Color.blue.description, "#007AFFFF")
        XCTAssertEqual(Color.clear.description, "#00000000")
        XCTAssertEqual(Color.secondary.description, "#3C3C4399")
    }

    func testMixAndInterpolation() {
        XCTAssertEqual(Color.black.mix(with: .white, by: 0.25), Color(white: 0.25))
        XCTAssertEqual(Color.black.mix(with: .white, by: 0), .black)
        XCTAssertEqual(Color.black.mix(with: .white, by: 1), .white)
        XCTAssertEqual(Color.black.mix(with: .white, by: 3), .white)      // fraction clamps
        XCTAssertEqual(Color.black.mix(with: .white, by: -1), .black)
        XCTAssertEqual(Color.red.mix(with: .blue, by: .nan).description, Color.red.description)
        // Straight alpha: clear (0,0,0,0) → black (0,0,0,1) halfway is black at 0.5.
        XCTAssertEqual(Color.clear.interpolated(to: .black, amount: 0.5), Color(white: 0, opacity: 0.5))
        // Orange (1, 149/255, 0) → blue (0, 122/255, 1) at 0.5: (0.5, 135.5/255, 0.5).
        let mid = Color.orange.interpolated(to: .blue, amount: 0.5)
        XCTAssertEqual(mid.red, 0.5)
        XCTAssertEqual(mid.green, 135.5 / 255, accuracy: 1e-15)
        XCTAssertEqual(mid.blue, 0.5)
        XCTAssertEqual(Color.orange.interpolated(to: .blue, amount: 0.3), Color.orange.mix(with: .blue, by: 0.3))
    }

    func testAnimatableData() {
        let data = Color.orange.opacity(0.5).animatableData
        XCTAssertEqual(data.first, 1)
        XCTAssertEqual(data.second.first, 149.0 / 255)
        XCTAssertEqual(data.second.second.first, 0)
        XCTAssertEqual(data.second.second.second, 0.5)
        var color = Color.black
        color.animatableData = Color.pink.animatableData
        XCTAssertEqual(color.description, Color.pink.description)
        XCTAssertFalse(color.adaptsToColorScheme, "black set to pink's numbers is a fixed colour")
        var pink = Color.pink
        pink.animatableData = Color.pink.animatableData
        XCTAssertEqual(pink, .pink, "a system colour set to its own numbers stays itself")
        // A quarter of the way from black to white through the animation space is white 0.25.
        color.animatableData = Color.black.animatableData.interpolated(towards: Color.white.animatableData, amount: 0.25)
        XCTAssertEqual(color, Color(white: 0.25))
        // A spring overshooting to 1.2 of the way stays in gamut.
        color.animatableData = Color.black.animatableData.interpolated(towards: Color.white.animatableData, amount: 1.2)
        XCTAssertEqual(color, .white)
        color.animatableData = AnimatablePair(.nan, AnimatablePair(0.5, AnimatablePair(-3, 0.5)))
        XCTAssertEqual(color, Color(red: 0, green: 0.5, blue: 0, opacity: 0.5))
    }

    func testHashable() {
        // red and its numbers differ (a system colour and a fixed one), as do black and primary.
        XCTAssertEqual(Set([Color.red, Color(hex: 0xFF3B30), .blue, .accentColor, .black, .primary]).count, 5)
        XCTAssertNotEqual(Color.red, Color.red.opacity(0.99))
    }

    private func assertEqual(_ a: Color, _ b: Color, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.red, b.red, accuracy: 1e-12, "\(a) vs \(b)", file: file, line: line)
        XCTAssertEqual(a.green, b.green, accuracy: 1e-12, "\(a) vs \(b)", file: file, line: line)
        XCTAssertEqual(a.blue, b.blue, accuracy: 1e-12, "\(a) vs \(b)", file: file, line: line)
        XCTAssertEqual(a.opacity, b.opacity, accuracy: 1e-12, "\(a) vs \(b)", file: file, line: line)
    }
}

extension ColorTests {
    func testIssue10_hueSaturationBrightnessAgainstHandValues() {
        // 180°, s 0.5, v 0.8: max 0.8, min 0.8 · (1 − 0.5) = 0.4; cyan-wards → (0.4, 0.8, 0.8).
        let a = Color(hue: 0.5, saturation: 0.5, brightness: 0.8)
        XCTAssertEqual(a.red, 0.4, accuracy: 1e-12)
        XCTAssertEqual(a.green, 0.8, accuracy: 1e-12)
        XCTAssertEqual(a.blue, 0.8, accuracy: 1e-12)
        // 30°, s 1, v 1: halfway red → yellow: (1, 0.5, 0).
        let b = Color(hue: 1.0 / 12, saturation: 1, brightness: 1)
        XCTAssertEqual(b.red, 1, accuracy: 1e-12)
        XCTAssertEqual(b.green, 0.5, accuracy: 1e-12)
        XCTAssertEqual(b.blue, 0, accuracy: 1e-12)
        // 270°, s 0.6, v 0.5: max 0.5, min 0.2; halfway blue → magenta, red = 0.2 + 0.3 · 0.5 = 0.35.
        let c = Color(hue: 0.75, saturation: 0.6, brightness: 0.5, opacity: 0.4)
        XCTAssertEqual(c.red, 0.35, accuracy: 1e-12)
        XCTAssertEqual(c.green, 0.2, accuracy: 1e-12)
        XCTAssertEqual(c.blue, 0.5, accuracy: 1e-12)
        XCTAssertEqual(c.opacity, 0.4)
        // White with opacity.
        XCTAssertEqual(Color(white: 0.25, opacity: 0.5), Color(red: 0.25, green: 0.25, blue: 0.25, opacity: 0.5))
    }
}

/// System colours know their dark appearance (UIKit's values); colours made from numbers do not.
extension ColorTests {
    func testSystemColoursTakeTheirDarkValuesAndFixedColoursStay() {
        XCTAssertTrue(Color.blue.resolved(in: .dark).rgba8 == (10, 132, 255, 255))
        XCTAssertTrue(Color.red.resolved(in: .dark).rgba8 == (255, 69, 58, 255))
        XCTAssertTrue(Color.primary.resolved(in: .dark).rgba8 == (255, 255, 255, 255))
        XCTAssertTrue(Color.secondary.resolved(in: .dark).rgba8 == (235, 235, 245, 153))
        XCTAssertEqual(Color.blue.resolved(in: .light), .blue)
        let fixed = Color(red8: 0, green8: 122, blue8: 255)
        XCTAssertEqual(fixed.resolved(in: .dark), fixed)
        XCTAssertTrue(Color.white.resolved(in: .dark).rgba8 == (255, 255, 255, 255), "white and black are fixed")
        XCTAssertTrue(Color.black.resolved(in: .dark).rgba8 == (0, 0, 0, 255))
    }

    func testAResolvedSystemColourResolvesBackAndKeepsItsOpacity() {
        let dark = Color.orange.opacity(0.5).resolved(in: .dark)
        XCTAssertTrue(dark.rgba8 == (255, 159, 10, 128))
        XCTAssertEqual(dark.resolved(in: .light), Color.orange.opacity(0.5))
        XCTAssertTrue(dark.adaptsToColorScheme)
        XCTAssertFalse(Color(white: 0.5).adaptsToColorScheme)
    }

    func testEqualityTellsASystemColourFromTheSameNumbers() {
        XCTAssertNotEqual(Color.primary, Color.black, "as in SwiftUI")
        XCTAssertNotEqual(Color(hex: 0x007AFF), Color.blue)
        XCTAssertTrue(Color(hex: 0x007AFF).rgba8 == Color.blue.rgba8)
        XCTAssertEqual(Color.accentColor, Color.blue)
    }
}
