import Foundation

/// The older spelling of ``MagnifyGesture``, as SwiftUI's `MagnificationGesture`: the same rules,
/// but its value is the magnification alone (the product of the pinch's scale steps since it began).
///
/// ```swift
/// @State private var scale: CGFloat = 1
/// Image(systemName: "star").scaleEffect(scale)
///     .gesture(MagnificationGesture().onChanged { value in scale = value })
/// ```
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat

    /// How far the magnification must move from 1 before the gesture starts.
    public var minimumScaleDelta: CGFloat

    /// A magnification gesture that starts once the magnification is `minimumScaleDelta` away from 1.
    ///
    /// ```swift
    /// MagnificationGesture(minimumScaleDelta: 0.05).onEnded { zoom *= $0 }
    /// ```
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    public var body: Never { fatalError("MagnificationGesture has no body") }

    public func _makeRecognizer(_ context: _GestureContext) -> _GestureRecognizer<CGFloat> {
        PinchRecognizer(startsPast: .magnification(minimumScaleDelta)) { $0.magnification }
    }
}
