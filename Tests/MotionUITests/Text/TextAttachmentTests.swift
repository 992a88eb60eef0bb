import XCTest
@testable import MotionUI

final class TextAttachmentTests: XCTestCase {
    private let measurer = MonospaceTextMeasurer()

    private struct Sizer: ImageSizer {
        func size(ofImage name: String) -> CGSize? { name == "badge" ? CGSize(width: 24, height: 12) : nil }
    }

    /// A symbol is as big as `Image(systemName:)` beside text: 1.6 cap heights for a full circle,
    /// its baseline (80 − 0) units + half a cap height below its top.
    func testASymbolIsSizedByTheFontsCapHeight() {
        let room = TextAttachment(Image(systemName: "circle.fill")).layout(font: .body, environment: EnvironmentValues(),
                                                                          measurer: measurer, imageSizer: nil)
        XCTAssertEqual(room.size.width, 19.04, accuracy: 1e-9)
        XCTAssertEqual(room.size.height, 19.04, accuracy: 1e-9)
        XCTAssertEqual(room.baseline, 80 * 0.119 + 11.9 / 2, accuracy: 1e-9)
        var large = EnvironmentValues()
        large.imageScale = .large
        let bigger = TextAttachment(Image(systemName: "circle.fill")).layout(font: .body, environment: large, measurer: measurer,
                                                                            imageSizer: nil)
        XCTAssertEqual(bigger.size.width, 19.04 * 1.3, accuracy: 1e-9)
    }

    /// An asset image has its natural size and stands on the baseline; an unknown one takes no room.
    func testAnAssetImageStandsOnTheBaseline() {
        let badge = TextAttachment(Image("badge")).layout(font: .body, environment: EnvironmentValues(), measurer: measurer,
                                                          imageSizer: Sizer())
        XCTAssertEqual(badge, TextLayout.Attachment(size: CGSize(width: 24, height: 12), baseline: 12))
        let missing = TextAttachment(Image("missing")).layout(font: .body, environment: EnvironmentValues(), measurer: measurer,
                                                              imageSizer: Sizer())
        XCTAssertEqual(missing, TextLayout.Attachment(size: .zero, baseline: 0))
    }
}
