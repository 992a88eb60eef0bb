import Foundation

/// A shape filled or stroked with a ``ShapeStyle`` resolved in the environment where it is drawn
/// (what `Circle().fill(.tint)` and `.stroke(.secondary, lineWidth:)` make). A gradient is laid
/// out over the shape's frame, for a stroke too (the parts of a wide stroke outside the frame take
/// the gradient's end colours, as SwiftUI's do).
public struct _StyledShape<S: Shape, Style: ShapeStyle>: View {
    /// How the shape is painted.
    enum Paint { case fill(FillStyle), stroke(StrokeStyle) }

    let shape: S
    let style: Style
    let paint: Paint
    @Environment(\.self) private var environment

    public var body: some View {
        let resolved = style.resolvedPaint(in: environment).resolved(in: environment.colorScheme)
        switch paint {
        case .fill(let fill): return _ShapeView(shape: shape, paint: .fill(resolved, fill))
        case .stroke(let stroke): return _ShapeView(shape: shape, paint: .stroke(resolved, stroke))
        }
    }
}

extension Shape {
    /// Fills the shape with a style resolved where it is drawn, as SwiftUI's `fill(_:style:)`; a
    /// gradient is laid out over the shape's frame.
    ///
    /// ```swift
    /// Circle().fill(.tint)
    /// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 40))
    /// Capsule().fill(.quaternary)
    /// RoundedRectangle(cornerRadius: 16).fill(.ultraThinMaterial)
    /// ```
    public func fill<Style: ShapeStyle>(_ content: Style, style: FillStyle = FillStyle()) -> _StyledShape<Self, Style> {
        _StyledShape(shape: self, style: content, paint: .fill(style))
    }

    /// Strokes the outline with a style and a line width, as SwiftUI's `stroke(_:lineWidth:)`.
    ///
    /// ```swift
    /// Circle().stroke(.secondary, lineWidth: 4)
    /// ```
    public func stroke<Style: ShapeStyle>(_ content: Style, lineWidth: CGFloat = 1) -> _StyledShape<Self, Style> {
        _StyledShape(shape: self, style: content, paint: .stroke(StrokeStyle(lineWidth: lineWidth)))
    }

    /// Strokes the outline with a style and a full stroke style, as SwiftUI's `stroke(_:style:)`.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.7).stroke(.tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
    /// ```
    public func stroke<Style: ShapeStyle>(_ content: Style, style: StrokeStyle) -> _StyledShape<Self, Style> {
        _StyledShape(shape: self, style: content, paint: .stroke(style))
    }
}
