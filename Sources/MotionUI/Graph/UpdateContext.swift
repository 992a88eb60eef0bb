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
