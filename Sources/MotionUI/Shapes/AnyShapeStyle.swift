import Foundation

/// Any style behind one type, as SwiftUI's `AnyShapeStyle`: for a style chosen at run time.
///
/// ```swift
/// let style = isOn ? AnyShapeStyle(Color.green) : AnyShapeStyle(LinearGradient(colors: [.red, .orange],
///                                                                               startPoint: .top, endPoint: .bottom))
/// Capsule().fill(style)
/// ```
public struct AnyShapeStyle: ShapeStyle {
    private let resolve: @Sendable (EnvironmentValues) -> StylePaint

    /// Wraps `style`.
    ///
    /// ```swift
    /// AnyShapeStyle(.tint)
    /// ```
    public init<S: ShapeStyle>(_ style: S) {
        resolve = { style.resolvedPaint(in: $0) }
    }

    /// The wrapped style's paint.
    ///
    /// ```swift
    /// AnyShapeStyle(Color.red).resolvedPaint(in: EnvironmentValues())   // .color(.red)
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint { resolve(environment) }
}
