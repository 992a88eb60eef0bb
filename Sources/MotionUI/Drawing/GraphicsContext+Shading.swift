import Foundation

extension GraphicsContext {
    /// A colour or pattern to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`.
    ///
    /// A shading resolves in the canvas's environment when the command is recorded: `.style`
    /// takes any ``ShapeStyle`` (a colour, `.tint`, `.secondary`, …) and paints what that style
    /// resolves to; ``foreground`` is the environment's foreground style.
    ///
    /// ```swift
    /// context.fill(path, with: .color(.red))
    /// context.fill(path, with: .style(.tint))
    /// context.stroke(path, with: .foreground, lineWidth: 2)
    /// ```
    public struct Shading {
        enum Source {
            case color(Color)
            case style(any ShapeStyle)
            case foreground
        }

        let source: Source

        /// A shading of one colour.
        ///
        /// ```swift
        /// context.fill(path, with: .color(.orange))
        /// ```
        public static func color(_ color: Color) -> Shading { Shading(source: .color(color)) }

        /// A shading of one colour given by components in `colorSpace`.
        ///
        /// ```swift
        /// context.fill(path, with: .color(red: 1, green: 0.5, blue: 0))
        /// ```
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }

        /// A shading of one grey given by its white level in `colorSpace`.
        ///
        /// ```swift
        /// context.fill(path, with: .color(white: 0.5))
        /// ```
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            .color(Color(colorSpace, white: white, opacity: opacity))
        }

        /// A shading that paints with `style`, resolved in the canvas's environment.
        ///
        /// ```swift
        /// context.fill(path, with: .style(HierarchicalShapeStyle.secondary))
        /// ```
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(source: .style(style)) }

        /// The environment's foreground style (`.primary` when none is set).
        ///
        /// ```swift
        /// Canvas { context, _ in context.fill(path, with: .foreground) }.foregroundColor(.pink)
        /// ```
        public static var foreground: Shading { Shading(source: .foreground) }

        /// The colour this shading paints with in `environment`.
        func resolvedColor(in environment: EnvironmentValues) -> Color {
            switch source {
            case .color(let color): return color
            case .style(let style): return style.resolvedColor(in: environment)
            case .foreground: return environment.foregroundColor ?? .primary
            }
        }
    }
}
