/// What a node's new input can change, from nothing to its size: ``ViewNode/noteUpdate(context:effect:)``
/// forgets exactly that much of what the node cached (and its ancestors with it).
///
/// ```swift
/// noteUpdate(context: context, effect: old == new ? .none : .drawing)   // an offset: drawn elsewhere, same size
/// ```
enum UpdateEffect {
    /// Nothing the node lays out or draws depends on the change (an equal value, a new closure
    /// of a gesture).
    case none
    /// Only how the node draws: its layout stays (opacity, offset, colour).
    case drawing
    /// Its size or its children's placement may change: layout and drawing are redone.
    case layout
}
