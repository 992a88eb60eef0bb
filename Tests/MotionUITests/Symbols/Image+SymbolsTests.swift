import XCTest
@testable import MotionUI

final class ImageSymbolsTests: XCTestCase {
    func testIssue10_TemplateModesAndVariableValuesAreAcceptedAndDrawTheSymbol() {
        let reference = ViewHost(Image(systemName: "wifi"), size: CGSize(width: 100, height: 100)).displayList
        for image in [Image(systemName: "wifi").renderingMode(.original), Image(systemName: "wifi").renderingMode(.template),
                      Image(systemName: "wifi", variableValue: 0.3), Image(systemName: "wifi").renderingMode(nil)] {
            XCTAssertEqual(ViewHost(image, size: CGSize(width: 100, height: 100)).displayList, reference)
        }
    }
}
