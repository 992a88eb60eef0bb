import CSDL2
import MotionUI
import XCTest
@testable import MotionSDL

final class SDLTextMeasurerTests: XCTestCase {
    // DejaVu Sans (fonts-dejavu-core 2.37), read from the font files' own tables: 2048 units per em;
    // hhea ascender 1901, descender −483 (both faces); advance widths from hmtx:
    //   regular L 1141, o 1253, g 1300, i 569, n 1298 → "Login" = 5561 units
    //   bold    L 1305, o 1407, g 1466, i 702, n 1458 → "Login" = 6338 units
    private let unitsPerEm = 2048.0
    private let loginRegularUnits = 5561.0
    private let loginBoldUnits = 6338.0

    private func measurer(density: Double = 1) throws -> SDLTextMeasurer {
        SDLTextMeasurer(fonts: try FontLibrary(), density: density)
    }

    func testLoginAt17PointsIsAsWideAsSDLTtfReportsAndAsTheAdvancesAdd() throws {
        let width = try measurer().width(of: "Login", font: .body)
        // Reference 1: SDL_ttf itself, the font opened the plain way at 17 pixels per em.
        let font = try XCTUnwrap(TTF_OpenFont(FontLibrary.defaultRegularPath, 17))
        defer { TTF_CloseFont(font) }
        var w: Int32 = 0, h: Int32 = 0
        XCTAssertEqual(TTF_SizeUTF8(font, "Login", &w, &h), 0)
        XCTAssertEqual(width, CGFloat(w))
        XCTAssertEqual(width, 46)
        // Reference 2: the unhinted advances, 5561 × 17 / 2048 = 46.16 px; hinting moves each of the
        // five advances by less than a pixel.
        XCTAssertEqual(Double(width), loginRegularUnits * 17 / unitsPerEm, accuracy: 1.5)
    }

    func testBoldIsWiderThanRegularAndFollowsTheBoldAdvances() throws {
        let m = try measurer()
        let regular = m.width(of: "Login", font: .body)
        let bold = m.width(of: "Login", font: .body.bold())
        XCTAssertGreaterThan(bold, regular)
        // 6338 × 17 / 2048 = 52.61 px.
        XCTAssertEqual(Double(bold), loginBoldUnits * 17 / unitsPerEm, accuracy: 1.5)
        XCTAssertEqual(bold, 53)
    }

    func testSemiboldAndHeavierUseTheBoldFaceLighterWeightsTheRegularOne() throws {
        let m = try measurer()
        let regular = m.width(of: "Login", font: .body)
        let bold = m.width(of: "Login", font: .body.bold())
        XCTAssertEqual(m.width(of: "Login", font: .headline), bold)           // 17 pt semibold
        XCTAssertEqual(m.width(of: "Login", font: .body.weight(.black)), bold)
        XCTAssertEqual(m.width(of: "Login", font: .body.weight(.medium)), regular)
        XCTAssertEqual(m.width(of: "Login", font: .body.weight(.light)), regular)
    }

    func testMetricsAreTheFontsPixelMetricsInPoints() throws {
        // SDL_ttf rounds the scaled hhea values outwards to whole pixels:
        // 17 px: ascent ⌈1901 × 17 / 2048⌉ = ⌈15.78⌉ = 16, descent ⌊483 × 17 / 2048⌋ = ⌊4.009⌋ = 4;
        // the cap height is the hinted top of "H" (1493 units): 1493 × 17 / 2048 = 12.39 → 12 px.
        let one = try measurer().metrics(of: .body)
        XCTAssertEqual(one, FontMetrics(ascent: 16, descent: 4, leading: 0, capHeight: 12))
        XCTAssertEqual(one.lineHeight, 20)
        // 2×: 34 px: ascent ⌈31.56⌉ = 32, descent ⌊8.02⌋ = 8, "H" 24.79 → 25 px → 16, 4 and 12.5 points.
        let two = try measurer(density: 2).metrics(of: .body)
        XCTAssertEqual(two, FontMetrics(ascent: 16, descent: 4, leading: 0, capHeight: 12.5))
        // 28 pt title at 1×: ⌈25.99⌉ = 26, ⌊6.60⌋ = 6, "H" 20.41 → 20.
        XCTAssertEqual(try measurer().metrics(of: .title), FontMetrics(ascent: 26, descent: 6, leading: 0, capHeight: 20))
    }

    func testWidthsAtDoubleDensityAreTheDoubleSizeFontsPixelsHalved() throws {
        let width = try measurer(density: 2).width(of: "Login", font: .body)
        let font = try XCTUnwrap(TTF_OpenFont(FontLibrary.defaultRegularPath, 34))
        defer { TTF_CloseFont(font) }
        var w: Int32 = 0, h: Int32 = 0
        TTF_SizeUTF8(font, "Login", &w, &h)
        XCTAssertEqual(width, CGFloat(w) / 2)
        // 5561 × 34 / 2048 = 92.32 px → ≈ 46.16 points.
        XCTAssertEqual(Double(width), loginRegularUnits * 17 / unitsPerEm, accuracy: 1)
    }

    func testFractionalPixelSizesAreKeptToAQuarterPixel() throws {
        // 17 pt at 1.25 = 21.25 px per em: 5561 × 21.25 / 2048 = 57.70 px → 46.16 points.
        let m = try measurer(density: 1.25)
        XCTAssertEqual(Double(m.width(of: "Login", font: .body)), 57.70 / 1.25, accuracy: 1.5 / 1.25)
        // The size is 21.25 px, not 21: the descent is ⌊483 × 21.25 / 2048⌋ = ⌊5.01⌋ = 5 px (a 21 px
        // font would have ⌊4.95⌋ = 4), the ascent ⌈19.72⌉ = 20 px, "H" 15.49 → 15 px; in points
        // ÷ 1.25: 4, 16 and 12.
        XCTAssertEqual(m.metrics(of: .body), FontMetrics(ascent: 16, descent: 4, leading: 0, capHeight: 12))
    }

    func testMeasuringIsDeterministic() throws {
        let a = try measurer(), b = try measurer()
        let texts = ["Welcome back! Please enter your credentials", "I accept terms and conditions", "Sign up", "é ü ß 漢"]
        for text in texts {
            for font in [Font.body, .title.bold(), .system(size: 12), .caption2] {
                XCTAssertEqual(a.width(of: text, font: font), a.width(of: text, font: font))
                XCTAssertEqual(a.width(of: text, font: font), b.width(of: text, font: font))
                XCTAssertGreaterThan(a.width(of: text, font: font), 0)
            }
        }
    }

    func testLongerTextIsWiderAndEmptyTextOrAZeroSizeMeasuresZero() throws {
        let m = try measurer()
        XCTAssertLessThan(m.width(of: "Log", font: .body), m.width(of: "Login", font: .body))
        XCTAssertEqual(m.width(of: "", font: .body), 0)
        XCTAssertEqual(m.width(of: "Login", font: .system(size: 0)), 0)
        XCTAssertEqual(m.width(of: "Login", font: .system(size: .nan)), 0)
        XCTAssertEqual(m.metrics(of: .system(size: -3)), FontMetrics(ascent: 0, descent: 0, leading: 0))
    }

    func testABadDensityReadsAsOne() throws {
        let m = try measurer(density: .nan)
        XCTAssertEqual(m.density, 1)
        m.density = -2
        XCTAssertEqual(m.density, 1)
        m.density = .infinity
        XCTAssertEqual(m.density, 1)
        XCTAssertEqual(m.width(of: "Login", font: .body), 46)
    }

    func testTextLaysOutWithTheRealWidthsThroughAViewHost() throws {
        let host = ViewHost(Text("Login"), size: CGSize(width: 200, height: 100), textMeasurer: try measurer())
        let frame = try XCTUnwrap(host.frame(ofText: "Login"))
        // 46 × 20 centred in 200 × 100: x = 77, y = 40.
        XCTAssertEqual(frame, CGRect(x: 77, y: 40, width: 46, height: 20))
    }
}
