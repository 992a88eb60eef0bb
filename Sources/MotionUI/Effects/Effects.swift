import Foundation

/// Moves content by an offset, after layout.
public struct _OffsetEffect: EffectModifier {
    public var offset: CGSize

    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(offset.width, offset.height) }
        set { offset = CGSize(width: newValue.first, height: newValue.second) }
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        builder.translate(by: CGPoint(x: offset.width, y: offset.height))
    }

    static var appliesStateOnly: Bool { true }

    /// The box moved by every offset between the variants' extremes.
    static func ink(of box: CGRect, size: CGSize, across variants: [Self]) -> CGRect? {
        guard let x = EffectInk.range(variants.map(\.offset.width)),
              let y = EffectInk.range(variants.map(\.offset.height)) else { return nil }
        return CGRect(x: box.minX + x.lowerBound, y: box.minY + y.lowerBound,
                      width: box.width + x.upperBound - x.lowerBound, height: box.height + y.upperBound - y.lowerBound)
    }
}

/// Scales content about an anchor, after layout.
public struct _ScaleEffect: EffectModifier {
    public var scale: CGSize
    public var anchor: UnitPoint

    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(AnimatablePair(scale.width, scale.height), anchor.animatableData) }
        set {
            scale = CGSize(width: newValue.first.first, height: newValue.first.second)
            anchor.animatableData = newValue.second
        }
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        builder.concatenate(CGAffineTransform(scaleX: scale.width, y: scale.height), anchor: anchor, size: size)
    }

    static var appliesStateOnly: Bool { true }

    /// A point x goes to a + s·(x − a) (a the anchor in points, s the scale): for each edge of the
    /// box that is linear in s and in a, so its extremes over the variants' ranges lie at their
    /// ends.
    static func ink(of box: CGRect, size: CGSize, across variants: [Self]) -> CGRect? {
        guard let sx = EffectInk.range(variants.map(\.scale.width)), let sy = EffectInk.range(variants.map(\.scale.height)),
              let ax = EffectInk.range(variants.map { $0.anchor.x * size.width }),
              let ay = EffectInk.range(variants.map { $0.anchor.y * size.height }) else { return nil }
        func scaled(_ edges: [CGFloat], _ s: ClosedRange<CGFloat>, _ a: ClosedRange<CGFloat>) -> ClosedRange<CGFloat>? {
            EffectInk.range(edges.flatMap { x in [s.lowerBound, s.upperBound].flatMap { s in
                [a.lowerBound, a.upperBound].map { a in a + s * (x - a) } } })
        }
        guard let x = scaled([box.minX, box.maxX], sx, ax), let y = scaled([box.minY, box.maxY], sy, ay) else { return nil }
        return CGRect(x: x.lowerBound, y: y.lowerBound, width: x.upperBound - x.lowerBound, height: y.upperBound - y.lowerBound)
    }
}

/// Rotates content about an anchor, after layout; positive angles turn clockwise.
public struct _RotationEffect: EffectModifier {
    public var angle: Angle
    public var anchor: UnitPoint

    public var animatableData: AnimatablePair<Double, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(angle.radians, anchor.animatableData) }
        set {
            angle = .radians(newValue.first)
            anchor.animatableData = newValue.second
        }
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        builder.concatenate(CGAffineTransform(rotationAngle: CGFloat(angle.radians)), anchor: anchor, size: size)
    }

    static var appliesStateOnly: Bool { true }

    /// At rest, the box turned; while the angle or anchor animates, the circle about any anchor
    /// between the extremes that reaches the box's farthest corner (turning keeps a point's
    /// distance to the anchor; that distance is convex in the anchor, so greatest at the ends of
    /// its ranges).
    static func ink(of box: CGRect, size: CGSize, across variants: [Self]) -> CGRect? {
        if variants.count == 1, let effect = variants.first {
            let turn = CGAffineTransform(rotationAngle: CGFloat(effect.angle.radians))
            return DisplayListBuilder.box(of: box, under: DisplayListBuilder.transform(turn, about: effect.anchor, size: size))
        }
        guard let ax = EffectInk.range(variants.map { $0.anchor.x * size.width }),
              let ay = EffectInk.range(variants.map { $0.anchor.y * size.height }) else { return nil }
        var radius: CGFloat = 0
        for x in [ax.lowerBound, ax.upperBound] {
            for y in [ay.lowerBound, ay.upperBound] {
                for corner in [CGPoint(x: box.minX, y: box.minY), CGPoint(x: box.maxX, y: box.minY),
                               CGPoint(x: box.minX, y: box.maxY), CGPoint(x: box.maxX, y: box.maxY)] {
                    radius = max(radius, ((corner.x - x) * (corner.x - x) + (corner.y - y) * (corner.y - y)).squareRoot())
                }
            }
        }
        return CGRect(x: ax.lowerBound - radius, y: ay.lowerBound - radius,
                      width: ax.upperBound - ax.lowerBound + 2 * radius, height: ay.upperBound - ay.lowerBound + 2 * radius)
    }
}

/// Multiplies the opacity of content.
public struct _OpacityEffect: EffectModifier {
    public var opacity: Double

    public var animatableData: Double {
        get { opacity }
        set { opacity = newValue }
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        builder.multiplyOpacity(opacity)
        if opacity <= 0 { builder.disableHitTesting() }
    }

    static var appliesStateOnly: Bool { true }

    /// Fading moves nothing.
    static func ink(of box: CGRect, size: CGSize, across variants: [Self]) -> CGRect? { box }
}

/// Applies an affine transform to content (not animated, as in SwiftUI).
public struct _TransformEffect: EffectModifier {
    public var transform: CGAffineTransform
    public typealias AnimatableData = EmptyAnimatableData

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        builder.concatenate(transform)
    }

    static var appliesStateOnly: Bool { true }
}

/// Draws a blurred copy of content beneath it.
public struct _ShadowEffect: EffectModifier {
    public var color: Color
    public var radius: CGFloat
    public var x: CGFloat
    public var y: CGFloat

    public var animatableData: AnimatablePair<Color.AnimatableData, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>> {
        get { AnimatablePair(color.animatableData, AnimatablePair(radius, AnimatablePair(x, y))) }
        set {
            color.animatableData = newValue.first
            radius = newValue.second.first
            x = newValue.second.second.first
            y = newValue.second.second.second
        }
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {}

    func draw(into builder: inout DisplayListBuilder, size: CGSize, content: (inout DisplayListBuilder) -> Void) {
        builder.withShadow(color: color, radius: max(radius, 0), offset: CGSize(width: x, height: y), content)
    }
}

extension View {
    /// Moves the view by `offset` after layout; its frame, and everything laid out around it, stay.
    ///
    /// ```swift
    /// Text("Hi").offset(x: 10)
    /// ```
    public func offset(_ offset: CGSize) -> some View {
        modifier(_OffsetEffect(offset: offset))
    }

    /// Moves the view by `x`, `y` points after layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the view about `anchor` after layout.
    ///
    /// ```swift
    /// Circle().scaleEffect(pressed ? 1.1 : 1)
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        modifier(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view uniformly about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: s, height: s), anchor: anchor)
    }

    /// Scales the view by `x` and `y` about `anchor`.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view about `anchor` after layout (clockwise for positive angles).
    ///
    /// ```swift
    /// Circle().trim(from: 0, to: 0.7).stroke(Color.blue).rotationEffect(.degrees(-90))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Multiplies the view's opacity; at 0 it no longer takes taps.
    ///
    /// ```swift
    /// Text("Saved").opacity(visible ? 1 : 0)
    /// ```
    public func opacity(_ opacity: Double) -> some View {
        modifier(_OpacityEffect(opacity: opacity))
    }

    /// Applies an affine transform after layout (view coordinates → its parent's, origin at the
    /// view's top-leading corner); layout does not see it and hit testing follows it. Not
    /// animatable, as SwiftUI's. For perspective use ``View/projectionEffect(_:)``.
    ///
    /// ```swift
    /// Text("Italic-ish").transformEffect(CGAffineTransform(a: 1, b: 0, c: -0.2, d: 1, tx: 0, ty: 0))
    /// ```
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(_TransformEffect(transform: transform))
    }

    /// Draws a soft shadow of the view: `radius` is the blur radius, `x`, `y` the offset.
    ///
    /// ```swift
    /// Clock().shadow(color: .orange.opacity(0.4), radius: 8, y: 4)
    /// ```
    public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ShadowEffect(color: color, radius: radius, x: x, y: y))
    }
}
