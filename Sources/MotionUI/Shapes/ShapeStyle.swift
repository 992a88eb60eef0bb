import Foundation

/// A colour or pattern to paint with, as SwiftUI's `ShapeStyle`: what `.foregroundStyle(_:)`,
/// `.fill(_:)`, `.stroke(_:lineWidth:)`, `.background(_:)` and `.tint(_:)` take.
///
/// A style resolves, in the environment where it is used, to a ``StylePaint``: one colour, or a
/// gradient laid out over the bounds of what it paints (a shape's frame, a line of text). A colour
/// is itself; ``HierarchicalShapeStyle`` (`.secondary`, …) is the foreground at a lower opacity;
/// ``TintShapeStyle`` (`.tint`) is the tint; ``Material`` is a documented translucent fill;
/// ``LinearGradient``, ``RadialGradient``, ``AngularGradient``, ``EllipticalGradient``,
/// ``Gradient`` and ``AnyGradient`` are gradients.
///
/// A style of your own implements either requirement (one colour, or a paint); each defaults to
/// the other.
///
/// ```swift
/// Text("Subtitle").foregroundStyle(.tertiary)
/// Circle().fill(.tint)
/// Capsule().fill(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
/// card.background(.ultraThinMaterial, in: RoundedRectangle(cornerRadius: 16))
/// ```
public protocol ShapeStyle: Sendable {
    /// The colour this style paints with where `environment` is in effect (a gradient's colour at
    /// location 0.5).
    ///
    /// ```swift
    /// HierarchicalShapeStyle.secondary.resolvedColor(in: EnvironmentValues())   // Color.secondary
    /// ```
    func resolvedColor(in environment: EnvironmentValues) -> Color

    /// What this style paints with where `environment` is in effect: a colour or a gradient.
    ///
    /// ```swift
    /// Color.red.resolvedPaint(in: EnvironmentValues())   // .color(.red)
    /// ```
    func resolvedPaint(in environment: EnvironmentValues) -> StylePaint
}

extension ShapeStyle {
    /// The paint's one colour (see ``StylePaint/color``).
    ///
    /// ```swift
    /// LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
    ///     .resolvedColor(in: EnvironmentValues())   // Color(white: 0.5)
    /// ```
    public func resolvedColor(in environment: EnvironmentValues) -> Color { resolvedPaint(in: environment).color }

    /// The style's colour as a paint.
    ///
    /// ```swift
    /// Material.regular.resolvedPaint(in: EnvironmentValues())   // .color(Color(white: 1, opacity: 0.6))
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint { .color(resolvedColor(in: environment)) }
}

extension Color: ShapeStyle {
    /// A colour paints with itself; a system colour with its values in the environment's
    /// ``EnvironmentValues/colorScheme`` (``Color/resolved(in:)``).
    ///
    /// ```swift
    /// Color.red.resolvedColor(in: EnvironmentValues()) == .red   // true
    /// ```
    public func resolvedColor(in environment: EnvironmentValues) -> Color { resolved(in: environment.colorScheme) }
}

// The colours as members of any style, as SwiftUI spells them: `.foregroundStyle(.red)`,
// `.background(.orange)`, `.tint(.pink)`. `primary` and `secondary` are not here: in a style
// position they are ``HierarchicalShapeStyle`` levels, as in SwiftUI.
extension ShapeStyle where Self == Color {
    /// ``Color/red`` as a style: `.foregroundStyle(.red)`.
    public static var red: Color { Color.red }
    /// ``Color/orange`` as a style: `.foregroundStyle(.orange)`.
    public static var orange: Color { Color.orange }
    /// ``Color/yellow`` as a style: `.foregroundStyle(.yellow)`.
    public static var yellow: Color { Color.yellow }
    /// ``Color/green`` as a style: `.foregroundStyle(.green)`.
    public static var green: Color { Color.green }
    /// ``Color/mint`` as a style: `.foregroundStyle(.mint)`.
    public static var mint: Color { Color.mint }
    /// ``Color/teal`` as a style: `.foregroundStyle(.teal)`.
    public static var teal: Color { Color.teal }
    /// ``Color/cyan`` as a style: `.foregroundStyle(.cyan)`.
    public static var cyan: Color { Color.cyan }
    /// ``Color/blue`` as a style: `.foregroundStyle(.blue)`.
    public static var blue: Color { Color.blue }
    /// ``Color/indigo`` as a style: `.foregroundStyle(.indigo)`.
    public static var indigo: Color { Color.indigo }
    /// ``Color/purple`` as a style: `.foregroundStyle(.purple)`.
    public static var purple: Color { Color.purple }
    /// ``Color/pink`` as a style: `.foregroundStyle(.pink)`.
    public static var pink: Color { Color.pink }
    /// ``Color/brown`` as a style: `.foregroundStyle(.brown)`.
    public static var brown: Color { Color.brown }
    /// ``Color/gray`` as a style: `.foregroundStyle(.gray)`.
    public static var gray: Color { Color.gray }
    /// ``Color/white`` as a style: `.foregroundStyle(.white)`.
    public static var white: Color { Color.white }
    /// ``Color/black`` as a style: `.foregroundStyle(.black)`.
    public static var black: Color { Color.black }
    /// ``Color/clear`` as a style: `.background(.clear)`.
    public static var clear: Color { Color.clear }
    /// ``Color/accentColor`` as a style: `.foregroundStyle(.accentColor)`.
    public static var accentColor: Color { Color.accentColor }
}
