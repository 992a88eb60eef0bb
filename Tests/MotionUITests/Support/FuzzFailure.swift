import Foundation
@testable import MotionUI

/// An invariant that broke, and where.
struct FuzzFailure: Error, CustomStringConvertible {
    let step: Int
    let message: String
    var description: String { "after step \(step): \(message)" }
}
