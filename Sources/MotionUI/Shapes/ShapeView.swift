import Foundation

/// How a shape view paints its path.
public enum ShapePaint: Sendable {
    /// Fills the path; `nil` paint means the foreground style.
    case fill(StylePaint?, FillStyle)
    /// Strokes the path's outline; `nil` paint means the foreground style.
    case stroke(StylePaint?, StrokeStyle)
}

/// A shape drawn as a view: filled or stroked, taking the size proposed to it.
///
/// ```swift
/// Circle().fill(Color.pink)                          // a _ShapeView<Circle>
/// Circle().trim(from: 0, to: 0.5).stroke(Color.blue, lineWidth: 4)
/// ```
public struct _ShapeView<S: Shape>: PrimitiveView {
    public var shape: S
    public var paint: ShapePaint

    func makeNode(graph: ViewGraph) -> ViewNode { ShapeNode<S>(graph: graph) }
}

extension _ShapeView: Animatable {
    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get {
            let stroke: StrokeStyle = if case .stroke(_, let style) = paint { style } else { StrokeStyle() }
            return AnimatablePair(shape.animatableData, stroke.animatableData)
        }
        set {
            shape.animatableData = newValue.first
            if case .stroke(let paint, var style) = paint {
                style.animatableData = newValue.second
                self.paint = .stroke(paint, style)
            }
        }
    }
}

/// Draws a shape: its path in the laid-out frame, with the shape's data, stroke and paint animated.
/// A colour animates as a colour; a gradient animates to a gradient of the same kind with as many
/// stops (its geometry, stop colours and locations); any other change of paint snaps.
final class ShapeNode<S: Shape>: ViewNode {
    // The properties drawing reads every frame skip the run-time exclusivity check (see
    // ViewNode.children).
    /// The display-list names of this shape filled and stroked (type names are costly to make per
    /// frame): each made the first time it is drawn.
    @exclusivity(unchecked) private var fillName: String?
    @exclusivity(unchecked) private var strokeName: String?
    @exclusivity(unchecked) private var view: _ShapeView<S>?
    /// How the outline is filled: by the view's fill rule, or (a stroke's outline) nonzero;
    /// kept apart from ``view`` so that drawing copies no paint.
    @exclusivity(unchecked) private var filling = (rule: FillRule.nonZero, stroked: false)
    @exclusivity(unchecked) private var data: AnimatedValue<_ShapeView<S>.AnimatableData>?
    @exclusivity(unchecked) private var color: AnimatedValue<Color.AnimatableData>?
    /// The colour painted to, while the paint is a colour (drawn itself at rest: a system colour
    /// stays one, see `Color.animatableData`).
    @exclusivity(unchecked) private var targetColor = Color.clear
    /// The gradient painted (its structure) and its animated values, while the paint is a gradient.
    @exclusivity(unchecked) private var gradient: (model: GradientPaint, values: AnimatedValue<AnimatableVector>)?
    /// The last outline drawn, in local coordinates, reused while the shape, size and density stay.
    @exclusivity(unchecked) private var outline: ShapeOutline<_ShapeView<S>.AnimatableData>?

    override func update(view newValue: Any, context: UpdateContext) {
        let view = newValue as! _ShapeView<S>
        if let old = self.view, !Self.isSameShape(old.shape, view.shape) { outline = nil }
        // A shape fills whatever it is proposed: a new one only draws differently.
        noteUpdate(context: context, effect: self.view.map { GraphEquality.isEqual($0, view) } == true ? .none : .drawing)
        self.view = view
        switch view.paint {
        case .fill(_, let style): filling = (style.rule, false)
        case .stroke: filling = (.nonZero, true)
        }
        animate(&data, to: view.animatableData, context: context)
        switch resolvedPaint(view) {
        case .color(let target):
            gradient = nil
            targetColor = target
            animate(&color, to: target.animatableData, context: context)
        case .gradient(let target):
            color = nil
            if let gradient, gradient.model.canAnimate(to: target) {
                var values: AnimatedValue<AnimatableVector>? = gradient.values
                animate(&values, to: target.animatableVector, context: context)
                self.gradient = (target, gradient.values)
            } else {
                gradient = (target, AnimatedValue(target.animatableVector))
            }
        }
    }

    override func refresh(context: UpdateContext) {
        if let view { update(view: view, context: context) }
    }

    /// Whether two values of the shape surely draw the same path for the same data (so the cached
    /// outline stays): equal bytes for a shape of plain values (every built-in one), else the
    /// graph's field-by-field equality (``GraphEquality``). Before, a shape whose stored property
    /// changed kept drawing its old path (issue 15: the inspector's plot kept its first line).
    private static func isSameShape(_ a: S, _ b: S) -> Bool {
        guard _isPOD(S.self) else { return GraphEquality.isEqual(a, b) }
        return withUnsafeBytes(of: a) { first in withUnsafeBytes(of: b) { first.elementsEqual($0) } }
    }

    private func animate<V: VectorArithmetic>(_ value: inout AnimatedValue<V>?, to target: V, context: UpdateContext) {
        guard let existing = value else {
            value = AnimatedValue(target)
            return
        }
        if existing.target != target {
            existing.setTarget(target, transaction: context.transaction, at: graph.time)
            if existing.isAnimating { graph.startAnimating(self) }
        }
    }

    private func resolvedPaint(_ view: _ShapeView<S>) -> StylePaint {
        switch view.paint {
        case .fill(let paint, _), .stroke(let paint, _): paint ?? environment.foregroundPaint ?? .color(Color.primary.resolved(in: environment.colorScheme))
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// It adds its outline's item and hit part only.
    override var drawingKeepsState: Bool { true }

    /// While the shape's data rests, its path's box; a stroke's grown by as far as its joins and
    /// caps reach past the path (half the line width, times the miter limit for mitred joins, or
    /// √2 for square caps) and a point for the outline's flattening. Nil while the data animates.
    override func contentInk(size: CGSize) -> CGRect? {
        guard var presented = view, let data, !data.isAnimating else { return nil }
        presented.animatableData = data.value
        let box = presented.shape.path(in: CGRect(origin: .zero, size: size)).boundingRect
        guard !box.isNull else { return CGRect(origin: .zero, size: .zero) }
        guard case .stroke(_, let style) = presented.paint else { return box }
        let reach = abs(style.lineWidth) / 2 * max(2.0.squareRoot(), style.lineJoin == .miter ? abs(style.miterLimit) : 1) + 1
        return reach.isFinite ? box.insetBy(dx: -reach, dy: -reach) : nil
    }

    // The built-in shapes are drawn every frame of an animation: specialised copies avoid generic
    // dispatch there (the generic body checks the type and jumps to them). The dispatching shell
    // touches nothing generic: a body that does looks up the metadata of its generic locals (hashed
    // cache lookups) before it dispatches, once per shape per frame.
    @_specialize(where S == Rectangle)
    @_specialize(where S == Circle)
    @_specialize(where S == RoundedRectangle)
    @_specialize(where S == Capsule)
    @_specialize(where S == _TrimmedShape<Circle>)
    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        drawShape(into: &builder, size: size)
    }

    @inline(never)
    private func drawShape(into builder: inout DisplayListBuilder, size: CGSize) {
        // The view is copied only to make a new outline (a copy retains every reference it
        // holds); `data` is set with it, at the first update.
        guard let data else { return }
        let animatable = data.value
        let tolerance = builder.localTolerance
        let contours: [[CGPoint]]
        if let outline, outline.data == animatable, outline.size == size, outline.tolerance == tolerance {
            guard !builder.isCulled(local: outline.box) else { return }
            contours = outline.contours
        } else {
            var presented = view!
            presented.animatableData = animatable
            var path = presented.shape.path(in: CGRect(origin: .zero, size: size))
            if case .stroke(_, let style) = presented.paint {
                path = path.strokedPath(style, tolerance: tolerance / 2)
            }
            contours = path.flattenedContours(tolerance: tolerance)
            outline = ShapeOutline(data: animatable, size: size, tolerance: tolerance, contours: contours)
        }
        var drawn = StylePaint.color(.clear)
        if let color {
            var value = targetColor
            value.animatableData = color.value
            drawn = .color(value)
        } else if let gradient {
            drawn = .gradient(gradient.model.with(gradient.values.value))
        }
        let frame = CGRect(origin: .zero, size: size)
        let name = filling.stroked ? strokeName ?? makeStrokeName() : fillName ?? makeFillName()
        builder.fill(contours: contours, paint: drawn, in: frame, fillRule: filling.rule, shape: name)
    }

    /// Makes and keeps ``fillName``: the shape's type name.
    private func makeFillName() -> String {
        let name = String(describing: S.self)
        fillName = name
        return name
    }

    /// Makes and keeps ``strokeName``: `stroke(…)` around the type name.
    private func makeStrokeName() -> String {
        let name = "stroke(\(fillName ?? makeFillName()))"
        strokeName = name
        return name
    }

    @_specialize(where S == Rectangle)
    @_specialize(where S == Circle)
    @_specialize(where S == RoundedRectangle)
    @_specialize(where S == Capsule)
    @_specialize(where S == _TrimmedShape<Circle>)
    override func advanceAnimations(to time: TimeInterval) -> Bool {
        var running = super.advanceAnimations(to: time)
        if let data { running = data.advance(to: time) || running }
        if let color { running = color.advance(to: time) || running }
        if let gradient { running = gradient.values.advance(to: time) || running }
        return running
    }

    override var liveAnimationCount: Int {
        super.liveAnimationCount + (data?.animationCount ?? 0) + (color?.animationCount ?? 0)
            + (gradient?.values.animationCount ?? 0)
    }

    override func describeAnimations(into collector: inout LiveAnimationCollector) {
        super.describeAnimations(into: &collector)
        collector.add(data, as: .shape(S.self, shapeComponents: AnimationComponents(S.AnimatableData.zero).count))
        collector.add(color, as: .color)
        collector.add(gradient?.values, as: InspectorAttribute("gradient"))
    }
}

extension Shape {
    /// Fills the shape with `color` (the foreground colour when `nil`).
    ///
    /// ```swift
    /// Rectangle().fill(Color.pink).frame(width: 200, height: 100)
    /// ```
    public func fill(_ color: Color? = nil, style: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .fill(color.map(StylePaint.color), style))
    }

    /// Strokes the shape's outline with `color` and `lineWidth`.
    public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(.color(color), StrokeStyle(lineWidth: lineWidth)))
    }

    /// Strokes the shape's outline with `color` and a full stroke style.
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.8)
    ///     .stroke(Color.blue, style: StrokeStyle(lineWidth: 4, lineCap: .round))
    /// ```
    public func stroke(_ color: Color, style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(.color(color), style))
    }

    /// Strokes the outline with the foreground colour.
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
    }

    /// Strokes the outline with the foreground colour and a full stroke style.
    public func stroke(style: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, paint: .stroke(nil, style))
    }

    /// The shape as a view: filled with the foreground colour.
    public var body: _ShapeView<Self> { fill() }
}
