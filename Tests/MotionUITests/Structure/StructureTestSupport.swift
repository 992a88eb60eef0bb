import XCTest
@testable import MotionUI

/// Reading a structural view's drawing: items by text or shape kind, rectangles compared to 1e-9.
extension ViewHost {
    func items(shape: String) -> [DisplayItem] {
        displayList.items.filter { $0.kind == .fill(shape: shape) }
    }

    func item(text: String) -> DisplayItem? {
        displayList.items.first { $0.kind == .text && $0.text == text }
    }
}

func assertRect(_ actual: CGRect?, _ expected: CGRect, accuracy: CGFloat = 1e-9,
                file: StaticString = #filePath, line: UInt = #line) {
    guard let actual else { return XCTFail("nothing drawn where \(expected) was expected", file: file, line: line) }
    XCTAssertEqual(actual.minX, expected.minX, accuracy: accuracy, "minX of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.minY, expected.minY, accuracy: accuracy, "minY of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.width, expected.width, accuracy: accuracy, "width of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.height, expected.height, accuracy: accuracy, "height of \(actual)", file: file, line: line)
}

/// The ease-in-out curve (control points (0.42, 0) and (0.58, 1)) at time fraction `t`, solved by
/// bisection here, independently of MotionCore's solver.
func easeInOutByHand(_ t: Double) -> Double {
    func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<80 {
        let mid = (low + high) / 2
        if bezier(mid, 0.42, 0.58) < t { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
}
