import Foundation

/// A 2-D shape that draws itself as a path inside the rectangle it is given, as SwiftUI's `Shape`.
///
/// Write your own by returning a ``Path``; make `animatableData` the shape's parameters to have
/// them animate (shapes with nothing to animate get `EmptyAnimatableData` for free).
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
///
/// A shape is also a view: on its own it fills with the foreground colour; `.fill(_:)` and
/// `.stroke(_:lineWidth:)` choose the paint.
public protocol Shape: Animatable, View {
    /// The shape's outline inside `rect`.
    func path(in rect: CGRect) -> Path
}
