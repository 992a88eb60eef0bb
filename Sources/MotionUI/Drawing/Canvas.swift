import Foundation

/// A view you draw into with code, as SwiftUI's `Canvas`: `renderer` gets a ``GraphicsContext``
/// and the canvas's size.
///
/// The canvas takes the whole size it is offered (10 × 10 points along an unspecified
/// dimension, as shapes) and shows only what falls inside its frame. It takes the pointer over
/// its whole frame, as an image does.
///
/// When the renderer runs (a rule SwiftUI leaves open): when the canvas first draws, and again
/// only after the canvas's view value is updated (its parent re-evaluated, the environment
/// changed) or its size changed. Between those, frames draw the same recording, so the renderer
/// is not called every frame; put a canvas inside a ``TimelineView`` to draw something new on a
/// schedule.
///
/// ```swift
/// Canvas { context, size in
///     context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green), lineWidth: 4)
/// }
/// .frame(width: 300, height: 200)
/// ```
public struct Canvas<Symbols: View>: PrimitiveView {
    /// Whether the canvas is fully opaque. Motion draws the same either way.
    public var isOpaque: Bool
    /// The working colour space. Motion draws in 8-bit sRGB whatever it says.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may present its contents asynchronously. Motion always draws it with
    /// the frame.
    public var rendersAsynchronously: Bool
    /// The drawing code.
    public var renderer: (inout GraphicsContext, CGSize) -> Void

    /// The views the renderer can draw, each found by its `.tag(_:)` (see ``GraphicsContext/resolveSymbol(id:)``).
    public var symbols: Symbols

    /// A canvas drawn by `renderer`, which can draw the views of `symbols`: each is laid out at its
    /// ideal size, drawn only where the renderer draws it (none of them on their own), and keeps
    /// its state and animations. A symbol without a tag cannot be drawn.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     guard let star = context.resolveSymbol(id: 1) else { return }
    ///     for i in 0..<5 { context.draw(star, at: CGPoint(x: 20 + 30 * CGFloat(i), y: size.height / 2)) }
    /// } symbols: {
    ///     Image(systemName: "star.fill").foregroundColor(.yellow).tag(1)
    /// }
    /// ```
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols) {
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = symbols()
    }

    func makeNode(graph: ViewGraph) -> ViewNode { CanvasNode<Symbols>(graph: graph) }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer`.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.yellow))
    /// }
    /// ```
    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
        self.renderer = renderer
        self.symbols = EmptyView()
    }
}

/// Draws a ``Canvas``: records what its renderer draws (again after each update or size change)
/// and draws that recording, clipped to the canvas's frame, every frame. Its children are the
/// symbol views, laid out at their ideal sizes and drawn only through the recording.
final class CanvasNode<Symbols: View>: ViewNode {
    private var canvas: Canvas<Symbols>?
    private var recording: (size: CGSize, operations: [CanvasOperation])?
    /// How many times the renderer has run (tests read it).
    private(set) var renderCount = 0

    override func update(view: Any, context: UpdateContext) {
        let canvas = view as! Canvas<Symbols>
        self.canvas = canvas
        noteUpdate(context: context)
        recording = nil
        guard Symbols.self != EmptyView.self else { return }
        beginChildUpdates()
        updateChild(key: .index(0), view: canvas.symbols, context: context)
        endChildUpdates(context: context)
    }

    /// The laid-out symbol views by tag (the innermost tag around a view names it).
    private var symbolNodes: [AnyHashable: ViewNode] {
        var table: [AnyHashable: ViewNode] = [:]
        func visit(_ node: ViewNode, tag: AnyHashable?) {
            let tag = (node as? TagNode)?.modifier.tag ?? tag
            for child in NodeWalk.walkChildren(of: node) {
                if child.isLayoutTransparent {
                    visit(child, tag: tag)
                } else if let tag, table[tag] == nil {
                    table[tag] = child
                }
            }
        }
        visit(self, tag: nil)
        return table
    }

    /// Symbols take their ideal size, at the canvas's origin.
    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        for child in layoutChildren {
            child.place(at: .zero, anchor: .topLeading, proposal: .unspecified, transaction: transaction)
        }
    }

    override func refresh(context: UpdateContext) {
        if let canvas { update(view: canvas, context: context) }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard let canvas else { return }
        let bounds = CGRect(origin: .zero, size: size)
        let operations: [CanvasOperation]
        if let recording, recording.size == size {
            operations = recording.operations
        } else {
            let recorder = CanvasRecorder()
            var context = GraphicsContext(bounds: bounds, environment: environment, textMeasurer: graph.textMeasurer,
                                          imageSizer: graph.imageSizer, recorder: recorder,
                                          symbols: children.isEmpty ? [:] : symbolNodes)
            renderCount += 1
            canvas.renderer(&context, size)
            operations = recorder.operations
            recording = (size, operations)
        }
        builder.addHitArea(bounds)
        builder.save()
        builder.clip(to: Path(bounds))
        for operation in operations { operation.draw(into: &builder, bounds: bounds) }
        builder.restore()
    }
}
