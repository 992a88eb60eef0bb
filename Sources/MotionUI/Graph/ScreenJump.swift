import Foundation

/// How far a node's presented origin jumped in one update cycle (see `ViewNode.placeFrame`):
/// its own jump in its parent's space, how much of its ancestors' jump it took back by starting
/// an animation where it was on screen, and its whole jump on screen.
struct ScreenJump {
    /// The ``ViewGraph/cycleID`` these figures are for (-1: none yet).
    var id = -1
    var own = CGSize.zero
    var compensated = CGSize.zero
    var total = CGSize.zero
}
