import Foundation

/// A level of the current foreground, as SwiftUI's `HierarchicalShapeStyle`: `.primary` is the
/// foreground itself, `.secondary` … `.quinary` fainter versions of it.
///
/// Rule (SwiftUI does not document its numbers): with the default foreground the levels are UIKit's
/// label colours — `label` (black), `secondaryLabel` (60, 60, 67) at 0.6, `tertiaryLabel` at 0.3,
/// `quaternaryLabel` at 0.18, and quinary at 0.1; in the dark appearance white and (235, 235, 245)
/// at the same opacities. Under a foreground colour
/// set above (`.foregroundStyle(.red)`, or a gradient), each level is that colour (every stop of
/// that gradient) with its opacity multiplied by 1, 0.6, 0.3, 0.18 or 0.1.
///
/// ```swift
/// VStack {
///     Text("Title")
///     Text("Detail").foregroundStyle(.secondary)
/// }
/// .foregroundStyle(.blue)   // "Detail" is blue at 0.6
/// ```
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// The level: 0 primary … 4 quinary.
    let level: Int

    /// The opacity factor of each level.
    static let factors: [Double] = [1, 0.6, 0.3, 0.18, 0.1]

    /// The foreground itself.
    ///
    /// ```swift
    /// Text("Title").foregroundStyle(.primary)
    /// ```
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level (0.6 of the foreground's opacity).
    ///
    /// ```swift
    /// Text("Detail").foregroundStyle(HierarchicalShapeStyle.secondary)
    /// ```
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level (0.3).
    ///
    /// ```swift
    /// Text("Hint").foregroundStyle(.tertiary)
    /// ```
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level (0.18).
    ///
    /// ```swift
    /// Capsule().fill(.quaternary)
    /// ```
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level (0.1).
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.quinary)
    /// ```
    public static let quinary = HierarchicalShapeStyle(level: 4)

    /// The level's paint under the environment's foreground (see the type's rule); under a
    /// gradient foreground, the gradient with every stop's opacity multiplied.
    ///
    /// ```swift
    /// HierarchicalShapeStyle.tertiary.resolvedColor(in: EnvironmentValues()).opacity   // 0.3
    /// ```
    public func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        let factor = HierarchicalShapeStyle.factors[min(max(level, 0), 4)]
        guard let foreground = environment.foregroundPaint else {
            let label = level == 0 ? Color.primary : Color.secondary.replacingOpacity(with: factor)
            return .color(label.resolved(in: environment.colorScheme))
        }
        return foreground.opacity(factor)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The foreground's first level: `.foregroundStyle(.primary)`.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
    /// The foreground's second level: `.foregroundStyle(.secondary)`.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
    /// The foreground's third level: `.foregroundStyle(.tertiary)`.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
    /// The foreground's fourth level: `.fill(.quaternary)`.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
    /// The foreground's fifth level: `.fill(.quinary)`.
    public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}
