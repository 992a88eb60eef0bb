extension Transaction {
    /// The animation that changes under this transaction run with: none when animations are disabled.
    var effectiveAnimation: Animation? {
        disablesAnimations ? nil : animation
    }
}
