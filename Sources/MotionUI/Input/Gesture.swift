import Foundation

/// An input interaction, as SwiftUI's `Gesture`: `TapGesture`, `SpatialTapGesture`,
/// `LongPressGesture`, `DragGesture`, a combination of them (`sequenced(before:)`,
/// `simultaneously(with:)`, `exclusively(before:)`), or a gesture of your own whose `body` is one.
/// Attach one with `.gesture(_:)`, `.simultaneousGesture(_:)` or `.highPriorityGesture(_:)`.
///
/// ```swift
/// struct Drag: Gesture {
///     var body: some Gesture { DragGesture(minimumDistance: 0) }
/// }
/// card.gesture(DragGesture().onChanged { offset = $0.translation }.onEnded { _ in offset = .zero })
/// ```
public protocol Gesture<Value> {
    /// What the gesture reports while it runs and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for Motion's own).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
    /// Makes the recognizer of one pointer sequence. Motion's gestures implement it; yours get it
    /// from their `body`.
    func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value>
}

extension Gesture where Value == Body.Value {
    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        body._makeRecognizer(context)
    }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Never> { _GestureRecognizer() }
}

/// What a gesture's recognizer may need beyond the pointer: memory that outlives one pointer
/// sequence (a double tap spans two), kept by the view the gesture is attached to.
public final class _GestureContext {
    private var memory: [String: AnyObject] = [:]
    private var counter = 0

    init() {}

    /// The next key for a piece of memory: gestures ask in the same order every sequence (the
    /// gesture's structure is the same while its view keeps its identity).
    func nextKey() -> String {
        counter += 1
        return "\(counter)"
    }

    /// Starts a new sequence: keys count from the first again.
    func beginSequence() { counter = 0 }

    /// The memory stored under `key`, made by `make` the first time.
    func memory<T: AnyObject>(_ key: String, make: () -> T) -> T {
        if let stored = memory[key] as? T { return stored }
        let made = make()
        memory[key] = made
        return made
    }
}
