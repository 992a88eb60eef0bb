import Foundation

/// Offsets the view by `offset` while absent, as SwiftUI's (iOS 17) `OffsetTransition`; drawn as
/// ``AnyTransition/offset(_:)``.
///
/// ```swift
/// Text("Hi").transition(OffsetTransition(CGSize(width: 0, height: 40)))
/// ```
public struct OffsetTransition: Transition, AnyTransitionConvertible, Sendable {
    /// The offset of the absent view.
    public var offset: CGSize

    /// Offsets by `offset` while absent.
    public init(_ offset: CGSize) {
        self.offset = offset
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        content.offset(phase.isIdentity ? .zero : offset)
    }

    var anyTransition: AnyTransition { .offset(offset) }
}

extension Transition where Self == OffsetTransition {
    /// Offsets the view by `offset` while absent.
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }

    /// Offsets the view by `x`, `y` while absent.
    ///
    /// ```swift
    /// Text("Hi").transition(.offset(y: 40))
    /// ```
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition {
        OffsetTransition(CGSize(width: x, height: y))
    }
}
