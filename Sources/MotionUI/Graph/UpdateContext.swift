/// What flows down the graph while views update: the transaction of the change being applied, the
/// environment, and whether that environment just changed.
struct UpdateContext {
    var transaction: Transaction
    var environment: EnvironmentValues
    /// Set when the environment differs from what the subtree saw last, so views that read it
    /// re-evaluate even when their own inputs are unchanged.
    var environmentChanged: Bool
    /// Set while a freshly inserted subtree builds: only its outermost view runs a transition.
    var isInsideInsertion: Bool
}

extension UpdateContext {
    /// The context of an update a node makes on its own, at a frame or a date of its clock (keyframe
    /// animators, timeline views): the last one it was given (or a fresh one in `environment`),
    /// without animation, environment change or insertion.
    static func ownUpdate(after last: UpdateContext?, environment: EnvironmentValues) -> UpdateContext {
        var context = last ?? UpdateContext(transaction: Transaction(), environment: environment,
                                            environmentChanged: false, isInsideInsertion: false)
        context.transaction = Transaction()
        context.environmentChanged = false
        context.isInsideInsertion = false
        return context
    }
}
