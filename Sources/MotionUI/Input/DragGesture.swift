import Foundation

/// A gesture that follows the pointer once it has moved `minimumDistance` points from where it
/// went down, as SwiftUI's `DragGesture`. Its value says where the drag started, where it is, how
/// far it went and how fast it goes.
///
/// Rules: the drag starts (its first `onChanged`) in the first event at least `minimumDistance`
/// from the start, with the translation measured from the press — so it does not jump;
/// `minimumDistance` 0 starts it on the press. It ends on release (`onEnded`), wherever the pointer
/// is. Positions are in `coordinateSpace`: the view's own coordinates (`.local`, through every
/// transform it is drawn with) or the window's (`.global`; named spaces measure like the window
/// here). The drag does not need the pointer to stay over the view.
///
/// Velocity: the displacement over the host time between the newest sample and the oldest earlier
/// one at most 0.1 s older — or, when there is none, the newest earlier one (so a pause then a slow
/// move is slow). Samples of the same frame share a time; with no earlier sample the previous
/// velocity stays. The predicted end is where the pointer would stop decelerating like a scroll view
/// (UIKit's normal rate, 0.998 a millisecond): `translation + velocity × 0.998 / (1 − 0.998) / 1000`,
/// that is `velocity × 0.499 s` further.
///
/// ```swift
/// @State private var offset = CGSize.zero
/// card.offset(offset)
///     .gesture(DragGesture()
///         .onChanged { offset = $0.translation }
///         .onEnded { _ in withAnimation(.spring) { offset = .zero } })
/// ```
public struct DragGesture: Gesture {
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        /// The host time of the newest sample, as a date (seconds since 1970 on the host clock).
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the pointer went down.
        public var startLocation: CGPoint
        /// How fast the pointer moves, points per second.
        public var velocity: CGSize
        /// How far the pointer moved from where it went down.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the pointer would stop if it were released now and slowed down like a scroll view.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * DragGesture.projection, y: location.y + velocity.height * DragGesture.projection)
        }
        /// The translation at ``predictedEndLocation``.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// How many seconds of the current velocity the prediction adds: 0.998 / (1 − 0.998) / 1000.
    static let projection: CGFloat = 0.998 / (1 - 0.998) / 1000

    /// How far the pointer must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The space positions are measured in.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isNaN ? 10 : max(minimumDistance, 0)
        self.coordinateSpace = coordinateSpace
    }

    /// A drag measured in `coordinateSpace` (iOS 17 spelling: `.local`, `.global`, `.named(_:)`).
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol) {
        self.init(minimumDistance: minimumDistance, coordinateSpace: coordinateSpace.coordinateSpace)
    }

    public var body: Never { fatalError("DragGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Value> {
        DragRecognizer(minimumDistance: minimumDistance, space: coordinateSpace)
    }
}

/// Follows a drag (see ``DragGesture`` for the rules).
final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private var start: CGPoint?
    private var tracker = PointerVelocity()

    init(minimumDistance: CGFloat, space: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.space = space
    }

    override func began(_ sample: PointerSample) {
        start = sample.location(in: space)
        record(sample)
    }

    override func changed(_ sample: PointerSample) {
        guard !phase.isDone else { return }
        record(sample)
    }

    override func ended(_ sample: PointerSample) {
        guard !phase.isDone else { return }
        record(sample)
        phase = phase == .active ? .ended : .failed
    }

    private func record(_ sample: PointerSample) {
        guard let start else { return }
        let location = sample.location(in: space)
        tracker.record(location, at: sample.time)
        if phase == .possible, hypot(location.x - start.x, location.y - start.y) >= minimumDistance {
            phase = .active
        }
        if phase == .active {
            value = DragGesture.Value(time: Date(timeIntervalSince1970: sample.time), location: location,
                                      startLocation: start, velocity: tracker.velocity)
        }
    }
}
