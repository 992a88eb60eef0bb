import Foundation
@testable import MotionUI

/// One step of a fuzz session.
enum FuzzStep: CustomStringConvertible {
    /// How far the clock moves.
    enum Time {
        /// A frame at the same time.
        case zero
        /// A microsecond.
        case tiny
        /// Whole frames of 1/60 s.
        case frames(Int)
        /// A ten-minute jump in one frame.
        case huge
        /// Two seconds in one frame (a stalled process).
        case stall
    }

    case write(scope: Int, value: Int, transaction: FuzzTransaction)
    case replace(tree: FuzzTree, transaction: FuzzTransaction)
    case tap(CGPoint)
    case press(CGPoint)
    case move(CGPoint)
    case release(CGPoint)
    case key(InputEvent.Key)
    case resize(CGSize)
    case time(Time)

    var description: String {
        switch self {
        case .write(let scope, let value, let transaction): "\(transaction) { scope#\(scope).value = \(value) }"
        case .replace(let tree, let transaction): "\(transaction) { host.content = \(tree) }"
        case .tap(let point): "host.tap(at: \(point))"
        case .press(let point): "host.press(at: \(point))"
        case .move(let point): "host.send(.pointerMoved(\(point)))"
        case .release(let point): "host.release(at: \(point))"
        case .key(let key): "host.key(.\(key))"
        case .resize(let size): "host.resize(to: \(size))"
        case .time(let time): "time \(time)"
        }
    }
}
