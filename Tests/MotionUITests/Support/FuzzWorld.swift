import Foundation
@testable import MotionUI

/// The fuzzer's shared side: each state scope's binding (so a session can write it), the values a
/// fresh build starts from, and how often each tappable rectangle was tapped.
final class FuzzWorld {
    /// The initial value of each scope (a fresh build of the current state passes the live values).
    let initialValues: [Int: Int]
    /// The binding of each scope's latest body, by scope id.
    private(set) var bindings: [Int: Binding<Int>] = [:]
    var taps = 0

    init(initialValues: [Int: Int] = [:]) {
        self.initialValues = initialValues
    }

    func register(_ id: Int, _ binding: Binding<Int>) {
        bindings[id] = binding
    }

    /// The scopes' current values.
    var values: [Int: Int] { bindings.mapValues(\.wrappedValue) }
}
