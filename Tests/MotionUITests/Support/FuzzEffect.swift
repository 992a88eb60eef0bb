import Foundation
@testable import MotionUI

/// The effects the fuzzer applies, each driven by the scope's value.
enum FuzzEffect: CaseIterable, CustomStringConvertible {
    case opacity, scale, scaleToZero, rotation, offset, shadow, padding

    var description: String {
        switch self {
        case .opacity: "opacity(value % 3 / 2)"
        case .scale: "scaleEffect(1 + value % 3 / 2)"
        case .scaleToZero: "scaleEffect(value % 2)"
        case .rotation: "rotationEffect(value × 37°)"
        case .offset: "offset(x: value % 5 × 6)"
        case .shadow: "shadow(radius: value % 4 × 3)"
        case .padding: "padding(value % 3 × 4)"
        }
    }
}
