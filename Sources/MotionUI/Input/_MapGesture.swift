import Foundation

/// A gesture whose value is its base's, transformed: `map(_:)`.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    let content: Content
    let transform: (Content.Value) -> Value

    public var body: Never { fatalError("_MapGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        _WrappingRecognizer(content._makeRecognizer(context), map: transform)
    }
}

extension Gesture {
    /// This gesture with its value transformed.
    ///
    /// ```swift
    /// DragGesture().map { $0.translation.width }.onEnded { width in dismiss = width > 100 }
    /// ```
    public func map<T>(_ transform: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: transform)
    }
}
