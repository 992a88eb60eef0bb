import Foundation

/// The older spelling of ``RotateGesture``, as SwiftUI's `RotationGesture`: the same rules, but its
/// value is the rotation alone (the sum of the pinch's rotation steps since it began, positive
/// clockwise).
///
/// ```swift
/// @State private var angle = Angle(degrees: 0)
/// Rectangle().frame(width: 200, height: 200).rotationEffect(angle)
///     .gesture(RotationGesture().onChanged { value in angle = value })
/// ```
public struct RotationGesture: Gesture {
    public typealias Value = Angle

    /// How far the pinch must turn before the gesture starts.
    public var minimumAngleDelta: Angle

    /// A rotation gesture that starts once the pinch turned `minimumAngleDelta` either way.
    ///
    /// ```swift
    /// RotationGesture(minimumAngleDelta: .degrees(5)).onEnded { angle += $0 }
    /// ```
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    public var body: Never { fatalError("RotationGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<Angle> {
        PinchRecognizer(startsPast: .rotation(minimumAngleDelta)) { $0.rotation }
    }
}
