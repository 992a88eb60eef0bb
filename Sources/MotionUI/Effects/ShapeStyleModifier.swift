import Foundation

/// Writes a style, resolved to a paint in the environment where the modifier stands, into one
/// paint of the environment (the foreground or the tint) for the content.
public struct _ResolvedStyleModifier<S: ShapeStyle>: PrimitiveModifier {
    var keyPath: WritableKeyPath<EnvironmentValues, StylePaint?>
    var style: S

    func makeNode(graph: ViewGraph) -> ViewNode { ResolvedStyleNode<S>(graph: graph) }
}

/// Resolves the style against the environment handed down and passes the paint on; a changed paint
/// makes the readers below re-evaluate.
final class ResolvedStyleNode<S: ShapeStyle>: UnaryModifierNode<_ResolvedStyleModifier<S>> {
    private var lastPaint: StylePaint?

    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        var inner = context
        let paint = modifier.style.resolvedPaint(in: context.environment).resolved(in: context.environment.colorScheme)
        inner.environment[keyPath: modifier.keyPath] = paint
        if let lastPaint, lastPaint != paint { inner.environmentChanged = true }
        lastPaint = paint
        return inner
    }
}

extension View {
    /// Sets the style of text, shapes and symbols inside this view, as SwiftUI's
    /// `foregroundStyle(_:)`: a colour, a gradient, a hierarchical level of the foreground above
    /// (`.secondary`), `.tint`, a material. The style is resolved where the modifier stands; a
    /// gradient is laid out over the bounds of each shape, line of text or symbol it paints.
    ///
    /// ```swift
    /// Text("Detail").foregroundStyle(.secondary)
    /// Text("Sunset").foregroundStyle(.linearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        modifier(_ResolvedStyleModifier(keyPath: \.foregroundPaint, style: style))
    }

    /// Sets the tint of controls and `.tint` styles inside this view (nil: the accent colour), as
    /// SwiftUI's `tint(_:)`. Bordered buttons fill with it, plain buttons colour their label with it.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) {}.buttonStyle(.borderedProminent).tint(.red)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        environment(\.tint, tint)
    }

    /// Sets the tint to a style resolved where the modifier stands (`.tint(.secondary)`, a
    /// gradient): `.tint` styles below paint with it, controls use its colour (a gradient's colour
    /// at location 0.5).
    ///
    /// ```swift
    /// Slider(value: $x).tint(.orange)
    /// Circle().fill(.tint).tint(.linearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
    /// ```
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        modifier(_ResolvedStyleModifier(keyPath: \.tintPaint, style: _OptionalStyle(style: tint)))
    }

    /// Fills the view's frame behind it with `style`, as SwiftUI's `background(_:ignoresSafeAreaEdges:)`.
    /// The window's safe area is zero, so `ignoresSafeAreaEdges` changes nothing.
    ///
    /// ```swift
    /// Text("Card").padding().background(.ultraThinMaterial)
    /// Text("Tag").padding(4).background(.orange)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(_StyleFill(style: style), alignment: .center)
    }

    /// Fills the view's frame behind it with `color`: the colour as a view, as before styles existed
    /// (so `.background(.red)` and `.background(Color.red)` draw and animate as a `Color`).
    ///
    /// ```swift
    /// Text("Login").padding().background(.orange)
    /// ```
    public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(color, alignment: .center)
    }

    /// Fills `shape`, in the view's frame behind it, with `style`, as SwiftUI's
    /// `background(_:in:fillStyle:)`.
    ///
    /// ```swift
    /// Text("Now playing").padding().background(.regularMaterial, in: RoundedRectangle(cornerRadius: 12))
    /// ```
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(_StyledShape(shape: shape, style: style, paint: .fill(fillStyle)), alignment: .center)
    }

    /// Fills `shape` behind the view with the background style (the system background: white,
    /// black in the dark appearance), as SwiftUI's `background(in:fillStyle:)`.
    ///
    /// ```swift
    /// Text("Badge").padding(6).background(in: Capsule())
    /// ```
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(Color(uiColor: .systemBackground), in: shape, fillStyle: fillStyle)
    }
}

/// An optional style: nil resolves to the default tint (the accent colour).
struct _OptionalStyle<S: ShapeStyle>: ShapeStyle {
    let style: S?
    func resolvedPaint(in environment: EnvironmentValues) -> StylePaint {
        style?.resolvedPaint(in: environment) ?? .color(.accentColor)
    }
}

/// A style as a view that fills the space proposed to it (a background): a colour draws and
/// animates as a `Color`, a gradient fills the frame.
struct _StyleFill<S: ShapeStyle>: View {
    let style: S
    @Environment(\.self) private var environment

    var body: some View {
        if case .color(let color) = style.resolvedPaint(in: environment) {
            color
        } else {
            Rectangle().fill(style)
        }
    }
}
