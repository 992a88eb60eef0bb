import Foundation

/// A tap gesture that reports where it happened, as SwiftUI's `SpatialTapGesture`: the same
/// rules as ``TapGesture``; the value's `location` is the last release's point in
/// `coordinateSpace` (the view's own by default, or the window's).
///
/// ```swift
/// Rectangle().gesture(SpatialTapGesture().onEnded { value in ripple(at: value.location) })
/// ```
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        /// The release point in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// How many taps in a row.
    public var count: Int
    /// The space `location` is measured in.
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A spatial tap measured in `coordinateSpace` (iOS 17 spelling: `.local`, `.global`, `.named(_:)`).
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(count: count, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var body: Never { fatalError("SpatialTapGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        let space = coordinateSpace
        return TapRecognizer(count: count, counter: context.memory(context.nextKey()) { TapCounter() }) { sample in
            Value(location: sample.location(in: space))
        }
    }
}
