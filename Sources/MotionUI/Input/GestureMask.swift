/// Which gestures of a view and its subviews take part when a gesture is attached with a mask,
/// as SwiftUI's `GestureMask`.
///
/// ```swift
/// card.gesture(drag, including: .gesture)    // the card's drag only: its subviews' gestures are off
/// ```
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Neither the gesture nor the subviews' gestures.
    public static let none: GestureMask = []
    /// The attached gesture.
    public static let gesture = GestureMask(rawValue: 1 << 0)
    /// The gestures of the view's subviews.
    public static let subviews = GestureMask(rawValue: 1 << 1)
    /// Both (the default).
    public static let all: GestureMask = [.gesture, .subviews]
}
