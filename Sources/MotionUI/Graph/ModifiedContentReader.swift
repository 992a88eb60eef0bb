/// Reads a modifier node's view — a `ModifiedContent` of one fixed type for the node's whole life —
/// without dynamic casts: made once, on the node's first update, from the view's type; after that
/// every update reads the modifier at a byte offset worked out then, and keeps the content for
/// ``updateContent(of:key:context:)`` and the node's refreshes.
///
/// A node's view type never changes (a view of another type at its place is a new node), so the
/// offsets stay right. On the path of every frame that changes many leaves, this replaces a
/// protocol conformance cast, a boxed `Any` and a cast back per modifier node and update. A node
/// that holds its modifier as a wider type than the view's (`Any`, say) gets it cast, as before.
///
/// ```swift
/// let reader = ModifiedContentReader<_OpacityEffect>.make(for: view)!   // once; nil if not a ModifiedContent
/// withViewBytes(of: next) { reader.read($0) }   // each later update
/// reader.modifier.opacity
/// ```
class ModifiedContentReader<Modifier> {
    /// The modifier of the view read last — unwrapped, so a generic node reads it without the
    /// metadata lookup an optional of its generic type costs. Read on the path of every animation
    /// frame: no run-time exclusivity check (see `ViewNode.children`).
    @exclusivity(unchecked) private(set) var modifier: Modifier
    /// The modifier read before ``modifier`` (meaningful once ``hasPrevious``): kept unwrapped
    /// too, for the same reason.
    @exclusivity(unchecked) private(set) var previous: Modifier
    /// Whether a view was read after the first.
    @exclusivity(unchecked) private(set) var hasPrevious = false

    init(modifier: Modifier) {
        self.modifier = modifier
        previous = modifier
    }

    /// The reader for views of type `V` (a `ModifiedContent` whose modifier is a `Modifier`), having
    /// read `view`; nil for any other type.
    static func make<V: View>(for view: V) -> ModifiedContentReader<Modifier>? {
        guard let type = V.self as? any ModifiedView.Type else { return nil }
        return withViewBytes(of: view) { type.makeReader(keeping: $0, as: Modifier.self) }
    }

    /// Reads the view at `view` (a value of the type this reader was made for): keeps its content
    /// and its modifier; the modifier read before becomes ``previous``.
    final func read(_ view: UnsafeRawPointer) {
        keepModifier()
        modifier = keepContent(of: view)
    }

    /// Makes the current modifier ``previous`` too (a refresh re-applies the same view).
    final func keepModifier() {
        previous = modifier
        hasPrevious = true
    }

    /// Keeps the content of the view at `view` and returns its modifier (the typed subclass knows
    /// where they are).
    func keepContent(of view: UnsafeRawPointer) -> Modifier {
        fatalError("\(type(of: self)) must override keepContent(of:)")
    }

    /// Updates `node`'s child at `key` with the content kept last.
    func updateContent(of node: ViewNode, key: ChildKey, context: UpdateContext) {
        fatalError("\(type(of: self)) must override updateContent(of:key:context:)")
    }
}

/// ``ModifiedContentReader`` for `ModifiedContent<Content, Applied>` read by a node whose
/// modifier type is `Modifier` (the same type, or a wider one it casts to): the content is kept
/// typed, so updating it needs neither a cast nor the metadata of the whole view type.
final class TypedModifiedContentReader<Content: View, Applied, Modifier>: ModifiedContentReader<Modifier> {
    private let contentOffset: Int
    private let modifierOffset: Int
    /// Whether the view's modifier type is the node's (no cast).
    private let isExact: Bool
    // Read by every update: no run-time exclusivity check (see `ViewNode.children`).
    @exclusivity(unchecked) private var content: Content

    /// Nil when the view's modifier is not a `Modifier`.
    init?(keeping view: UnsafeRawPointer, contentOffset: Int, modifierOffset: Int) {
        let modifier = (view + modifierOffset).assumingMemoryBound(to: Applied.self).pointee
        guard let converted = modifier as? Modifier else { return nil }
        self.contentOffset = contentOffset
        self.modifierOffset = modifierOffset
        isExact = Applied.self == Modifier.self
        content = (view + contentOffset).assumingMemoryBound(to: Content.self).pointee
        super.init(modifier: converted)
    }

    override func keepContent(of view: UnsafeRawPointer) -> Modifier {
        content = (view + contentOffset).assumingMemoryBound(to: Content.self).pointee
        let modifier = (view + modifierOffset).assumingMemoryBound(to: Applied.self).pointee
        return isExact ? unsafeBitCast(modifier, to: Modifier.self) : modifier as! Modifier
    }

    override func updateContent(of node: ViewNode, key: ChildKey, context: UpdateContext) {
        node.updateChild(key: key, view: content, context: context)
    }
}

/// Runs `body` with the address of `view`'s bytes (a valid address even for an empty value).
func withViewBytes<V, Result>(of view: V, _ body: (UnsafeRawPointer) -> Result) -> Result {
    withUnsafeBytes(of: view) { bytes in
        body(bytes.baseAddress ?? UnsafeRawPointer(bitPattern: MemoryLayout<V>.alignment)!)
    }
}
