import Foundation
@testable import MotionUI

/// The animations of `.animation(_:value:)` and of the session's transactions.
enum FuzzAnimation: CaseIterable {
    case linear, easeInOut, spring, bouncy, snappy, delayed, repeatForever

    var animation: Animation {
        switch self {
        case .linear: .linear(duration: 0.3)
        case .easeInOut: .easeInOut(duration: 0.5)
        case .spring: .spring(response: 0.4, dampingFraction: 0.6)
        case .bouncy: .bouncy
        case .snappy: .snappy(duration: 0.2)
        case .delayed: .easeOut(duration: 0.25).delay(0.1)
        case .repeatForever: .linear(duration: 0.5).repeatForever(autoreverses: true)
        }
    }
}
