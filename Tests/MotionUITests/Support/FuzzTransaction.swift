import Foundation
@testable import MotionUI

/// The transaction a fuzz step's write runs under.
enum FuzzTransaction: CustomStringConvertible {
    case none
    case disablesAnimations
    case repeatForever
    /// `withAnimation`, with a completion handler when `completion`.
    case animation(FuzzAnimation, completion: Bool)

    var repeats: Bool {
        if case .repeatForever = self { return true }
        return false
    }

    /// Runs `body` under this transaction; `completion` is the handler to attach, if any.
    func run(_ body: () -> Void, completion: @escaping () -> Void) {
        switch self {
        case .none:
            body()
        case .disablesAnimations:
            var transaction = Transaction(animation: .default)
            transaction.disablesAnimations = true
            withTransaction(transaction, body)
        case .repeatForever:
            withAnimation(FuzzAnimation.repeatForever.animation, body)
        case .animation(let animation, let hasCompletion):
            if hasCompletion {
                withAnimation(animation.animation, body, completion: completion)
            } else {
                withAnimation(animation.animation, body)
            }
        }
    }

    var description: String {
        switch self {
        case .none: "withTransaction(Transaction())"
        case .disablesAnimations: "withTransaction(\\.disablesAnimations, true)"
        case .repeatForever: "withAnimation(.linear(0.5).repeatForever())"
        case .animation(let animation, let completion): "withAnimation(\(animation)\(completion ? ", completion:" : ""))"
        }
    }
}
