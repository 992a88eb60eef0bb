import Foundation

/// The outline of a 2-D shape, built from lines and Bézier curves, as SwiftUI's `Path`.
///
/// A path is a plain value: a list of ``Element``s grouped into subpaths, each starting with a
/// `move`. Coordinates are in points on a y-down screen (y grows downwards), as in SwiftUI.
///
/// ```swift
/// let triangle = Path { p in
///     p.move(to: CGPoint(x: 50, y: 0))
///     p.addLine(to: CGPoint(x: 100, y: 100))
///     p.addLine(to: CGPoint(x: 0, y: 100))
///     p.closeSubpath()
/// }
/// triangle.boundingRect   // (0, 0, 100, 100)
/// ```
///
/// Rules for values Core Graphics leaves undefined:
/// - An element with a NaN or infinite coordinate is ignored, so a path never holds a non-finite point.
/// - A line or curve added with no current point is ignored (Core Graphics logs "no current point").
/// - Two `move(to:)` in a row keep only the second (an empty subpath draws nothing).
/// - A line or curve added right after `closeSubpath()` starts a new subpath at the closed subpath's
///   start, with an explicit `move` element, as Core Graphics does implicitly.
public struct Path: Hashable, Sendable, CustomStringConvertible {

    /// One drawing instruction of a path, as SwiftUI's `Path.Element`.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { element in
    ///     if case .closeSubpath = element { print("closed") }
    /// }
    /// ```
    public enum Element: Hashable, Sendable {
        /// Starts a new subpath at the point.
        case move(to: CGPoint)
        /// A straight line from the current point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve from the current point.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve from the current point.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A straight line back to the subpath's start, closing it.
        case closeSubpath
    }

    /// The elements, in order; every subpath begins with `.move`.
    internal private(set) var elements: [Element] = []
    /// Where the current subpath began (the point `closeSubpath` returns to).
    private var subpathStart: CGPoint?
    /// The end of the last element, or nil when the path is empty.
    private var current: CGPoint?

    /// An empty path.
    ///
    /// ```swift
    /// Path().isEmpty   // true
    /// ```
    public init() {}

    /// A path holding one closed rectangle, drawn from its top-left corner clockwise on screen.
    ///
    /// ```swift
    /// let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
    /// ```
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// A path holding one rounded rectangle; the radius is clamped to half the shorter side.
    ///
    /// ```swift
    /// let button = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 44), cornerRadius: 8)
    /// ```
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// A path holding one rounded rectangle with elliptical corners of `cornerSize`.
    ///
    /// ```swift
    /// let pill = Path(roundedRect: CGRect(x: 0, y: 0, width: 80, height: 20),
    ///                 cornerSize: CGSize(width: 10, height: 10))
    /// ```
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// A path holding the ellipse inscribed in `rect` (four cubic Béziers, as Core Graphics).
    ///
    /// ```swift
    /// let disc = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
    /// ```
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// A path built by a closure.
    ///
    /// ```swift
    /// let line = Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 10, y: 0)) }
    /// ```
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    // MARK: Queries

    /// Whether the path has no elements.
    ///
    /// ```swift
    /// Path().isEmpty   // true
    /// ```
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (a closed subpath's start after `closeSubpath()`),
    /// or nil for an empty path.
    ///
    /// ```swift
    /// Path { $0.move(to: CGPoint(x: 3, y: 4)) }.currentPoint   // (3, 4)
    /// ```
    public var currentPoint: CGPoint? { current }

    /// The smallest rectangle holding every point of the path: curve extrema are solved exactly,
    /// control points that lie outside the curve do not count. Move points count (as Core Graphics).
    /// An empty path returns `CGRect.null`.
    ///
    /// ```swift
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 20)).boundingRect   // (0, 0, 10, 20)
    /// ```
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        var last = CGPoint.zero
        var start = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                include(p); last = p; start = p
            case .line(let p):
                include(p); last = p
            case .quadCurve(let p, let c):
                include(p)
                for t in Bezier.quadExtremaParameters(last, c, p) { include(Bezier.quadPoint(last, c, p, t)) }
                last = p
            case .curve(let p, let c1, let c2):
                include(p)
                for t in Bezier.cubicExtremaParameters(last, c1, c2, p) {
                    include(Bezier.cubicPoint(last, c1, c2, p, t))
                }
                last = p
            case .closeSubpath:
                last = start
            }
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Calls `body` with each element in order.
    ///
    /// ```swift
    /// var count = 0
    /// Path(ellipseIn: CGRect(x: 0, y: 0, width: 1, height: 1)).forEach { _ in count += 1 }   // 6
    /// ```
    public func forEach(_ body: (Element) -> Void) {
        for element in elements { body(element) }
    }

    /// The path with every point mapped by `transform`. Points the transform makes non-finite are
    /// dropped, following the path's rule for non-finite coordinates.
    ///
    /// ```swift
    /// let doubled = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
    ///     .applying(CGAffineTransform(scaleX: 2, y: 2))
    /// ```
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var result = Path()
        result.addPath(self, transform: transform)
        return result
    }

    /// The path moved by `dx`, `dy`.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 1, height: 1)).offsetBy(dx: 5, dy: 0).boundingRect.minX   // 5
    /// ```
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// A compact text form, as Core Graphics prints paths: `x y m`, `x y l`, `cx cy x y q`,
    /// `c1x c1y c2x c2y x y c`, `h`.
    ///
    /// ```swift
    /// Path { $0.move(to: .zero); $0.addLine(to: CGPoint(x: 1, y: 2)) }.description   // "0 0 m 1 2 l"
    /// ```
    public var description: String {
        func f(_ v: CGFloat) -> String {
            v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : "\(Double(v))"
        }
        func p(_ q: CGPoint) -> String { "\(f(q.x)) \(f(q.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let to): return "\(p(to)) m"
            case .line(let to): return "\(p(to)) l"
            case .quadCurve(let to, let c): return "\(p(c)) \(p(to)) q"
            case .curve(let to, let c1, let c2): return "\(p(c1)) \(p(c2)) \(p(to)) c"
            case .closeSubpath: return "h"
            }
        }.joined(separator: " ")
    }

    /// Paths are equal when their elements are.
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 1, height: 1)) == Path(CGRect(x: 0, y: 0, width: 1, height: 1))   // true
    /// ```
    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    /// Hashes the elements.
    ///
    /// ```swift
    /// let cache: [Path: [Polyline]] = [:]
    /// ```
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }

    // MARK: Building

    /// Starts a new subpath at `point`.
    ///
    /// ```swift
    /// var p = Path(); p.move(to: CGPoint(x: 1, y: 1))
    /// ```
    public mutating func move(to point: CGPoint) {
        guard point.isFinite else { return }
        if case .move = elements.last { elements.removeLast() }
        elements.append(.move(to: point))
        subpathStart = point
        current = point
    }

    /// Adds a straight line from the current point to `point`.
    ///
    /// ```swift
    /// var p = Path(); p.move(to: .zero); p.addLine(to: CGPoint(x: 10, y: 0))
    /// ```
    public mutating func addLine(to point: CGPoint) {
        guard point.isFinite, beginDrawing() else { return }
        elements.append(.line(to: point))
        current = point
    }

    /// Adds connected lines through `points`: a move to the first, then lines to the rest.
    ///
    /// ```swift
    /// var p = Path(); p.addLines([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)])
    /// ```
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a quadratic Bézier curve from the current point to `point`.
    ///
    /// ```swift
    /// var p = Path(); p.move(to: .zero)
    /// p.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 5))
    /// ```
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        guard point.isFinite, control.isFinite, beginDrawing() else { return }
        elements.append(.quadCurve(to: point, control: control))
        current = point
    }

    /// Adds a cubic Bézier curve from the current point to `point`.
    ///
    /// ```swift
    /// var p = Path(); p.move(to: .zero)
    /// p.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 3, y: 5), control2: CGPoint(x: 7, y: 5))
    /// ```
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard point.isFinite, control1.isFinite, control2.isFinite, beginDrawing() else { return }
        elements.append(.curve(to: point, control1: control1, control2: control2))
        current = point
    }

    /// Closes the current subpath with a line back to its start. Does nothing on an empty or
    /// already closed subpath.
    ///
    /// ```swift
    /// var p = Path(); p.addLines([.zero, CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)]); p.closeSubpath()
    /// ```
    public mutating func closeSubpath() {
        guard let last = elements.last, let start = subpathStart else { return }
        if case .closeSubpath = last { return }
        elements.append(.closeSubpath)
        current = start
    }

    /// Adds a closed rectangle: from (minX, minY) to (maxX, minY), (maxX, maxY), (minX, maxY) —
    /// clockwise on screen — then mapped by `transform`.
    ///
    /// ```swift
    /// var p = Path(); p.addRect(CGRect(x: 0, y: 0, width: 4, height: 3))
    /// ```
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull, rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return }
        let r = rect.standardized
        let t = transform
        move(to: CGPoint(x: r.minX, y: r.minY).applying(t))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(t))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(t))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(t))
        closeSubpath()
    }

    /// Adds each rectangle as its own closed subpath.
    ///
    /// ```swift
    /// var p = Path(); p.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 0, width: 1, height: 1)])
    /// ```
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds the ellipse inscribed in `rect`: four cubic Béziers starting at (maxX, midY) and running
    /// clockwise on screen (right, bottom, left, top), then a close — as Core Graphics.
    ///
    /// The control points sit at κ = 4(√2 − 1)/3 ≈ 0.5523 of each semi-axis, the usual choice,
    /// whose radial error on a circle is at most 0.027 % of the radius.
    ///
    /// ```swift
    /// var p = Path(); p.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10))
    /// ```
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull, rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return }
        let r = rect.standardized
        let k = Bezier.kappa
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        let t = transform
        func pt(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(t) }
        move(to: pt(cx + rx, cy))
        addCurve(to: pt(cx, cy + ry), control1: pt(cx + rx, cy + ry * k), control2: pt(cx + rx * k, cy + ry))
        addCurve(to: pt(cx - rx, cy), control1: pt(cx - rx * k, cy + ry), control2: pt(cx - rx, cy + ry * k))
        addCurve(to: pt(cx, cy - ry), control1: pt(cx - rx, cy - ry * k), control2: pt(cx - rx * k, cy - ry))
        addCurve(to: pt(cx + rx, cy), control1: pt(cx + rx * k, cy - ry), control2: pt(cx + rx, cy - ry * k))
        closeSubpath()
    }

    /// Adds a closed rounded rectangle starting at (minX + corner width, minY) and running clockwise on
    /// screen. Corner sizes are clamped to [0, half the side]; a zero corner gives a plain rectangle.
    /// `.continuous` draws Apple-style smooth corners (see ``RoundedCornerStyle``).
    ///
    /// ```swift
    /// var p = Path()
    /// p.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 40), cornerSize: CGSize(width: 8, height: 8))
    /// ```
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize,
                                        style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard !rect.isNull, rect.origin.isFinite, rect.size.width.isFinite, rect.size.height.isFinite else { return }
        let r = rect.standardized
        func clampCorner(_ v: CGFloat, _ side: CGFloat) -> CGFloat {
            v.isNaN ? 0 : Swift.min(Swift.max(v, 0), side / 2)
        }
        let cw = clampCorner(cornerSize.width, r.width), ch = clampCorner(cornerSize.height, r.height)
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        RoundedCornerStyle.appendRoundedRect(r, cornerWidth: cw, cornerHeight: ch, style: style,
                                             transform: transform, to: &self)
    }

    /// Adds every element of `path`, mapped by `transform`.
    ///
    /// ```swift
    /// var p = Path(); p.addPath(Path(CGRect(x: 0, y: 0, width: 1, height: 1)))
    /// ```
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        let t = transform
        for element in path.elements {
            switch element {
            case .move(let p): move(to: p.applying(t))
            case .line(let p): addLine(to: p.applying(t))
            case .quadCurve(let p, let c): addQuadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2):
                addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// Adds a circular arc, as SwiftUI's (Core Graphics' rules, on a y-down screen).
    ///
    /// Angles are measured from the +x axis towards +y, so on screen, where y points down,
    /// increasing angles turn clockwise. `clockwise` names the direction in Core Graphics' y-up
    /// terms, as SwiftUI does: `clockwise: false` draws towards increasing angles (clockwise on
    /// screen), `clockwise: true` towards decreasing angles (counterclockwise on screen).
    ///
    /// A line joins the current point to the arc's start; with no current point the arc starts a new
    /// subpath. `endAngle` is brought within one turn of `startAngle` in the drawing direction; a
    /// difference of a full turn or more draws one full circle; equal angles add just the start point.
    /// The arc is drawn as cubic Béziers of at most 90° each, then mapped by `transform`. A negative
    /// or non-finite radius adds nothing.
    ///
    /// ```swift
    /// var p = Path()
    /// // From 3 o'clock down to 6 o'clock on screen:
    /// p.addArc(center: CGPoint(x: 50, y: 50), radius: 40,
    ///          startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
    /// ```
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startRadians: CGFloat(startAngle.radians),
               endRadians: CGFloat(endAngle.radians), clockwise: clockwise, transform: transform)
    }

    /// Adds an arc that sweeps `delta` from `startAngle`: positive deltas towards increasing angles
    /// (clockwise on screen). The sweep is limited to one full turn either way.
    ///
    /// ```swift
    /// var p = Path()
    /// p.addRelativeArc(center: .zero, radius: 10, startAngle: .zero, delta: .degrees(-90))   // up to 12 o'clock
    /// ```
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard center.isFinite, radius.isFinite, radius >= 0 else { return }
        let turn = 2 * CGFloat.pi
        let sweep = Swift.min(Swift.max(CGFloat(delta.radians), -turn), turn)
        appendArc(center: center, radius: radius, start: CGFloat(startAngle.radians), sweep: sweep, transform: transform)
    }

    /// Adds an arc of `radius` tangent to the line from the current point to `tangent1End` and to
    /// the line from `tangent1End` to `tangent2End`, preceded by a line to its first tangent point,
    /// as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`. When the three points are in a
    /// line, or the radius is zero, it adds a line to `tangent1End`. With no current point it does
    /// nothing.
    ///
    /// ```swift
    /// var p = Path()
    /// p.move(to: CGPoint(x: 0, y: 0))
    /// p.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
    /// ```
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current, tangent1End.isFinite, tangent2End.isFinite, radius.isFinite else { return }
        // Work in the untransformed space the tangent points are given in.
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let u1 = Vector2(from: tangent1End, to: p0), u2 = Vector2(from: tangent1End, to: tangent2End)
        let l1 = u1.length, l2 = u2.length
        let cosine = l1 > 0 && l2 > 0 ? (u1.dx * u2.dx + u1.dy * u2.dy) / (l1 * l2) : 1
        guard radius > 0, l1 > 0, l2 > 0, abs(cosine) < 1 - 1e-12 else {
            addLine(to: tangent1End.applying(transform))
            return
        }
        let a = Vector2(dx: u1.dx / l1, dy: u1.dy / l1), b = Vector2(dx: u2.dx / l2, dy: u2.dy / l2)
        // Half the angle between the two lines at tangent1End.
        let half = CGFloat(acos(Double(cosine))) / 2
        let reach = radius / CGFloat(tan(Double(half)))
        let centreDistance = radius / CGFloat(sin(Double(half)))
        let bisector = Vector2(dx: a.dx + b.dx, dy: a.dy + b.dy)
        let bl = bisector.length
        let centre = CGPoint(x: tangent1End.x + bisector.dx / bl * centreDistance,
                             y: tangent1End.y + bisector.dy / bl * centreDistance)
        let first = CGPoint(x: tangent1End.x + a.dx * reach, y: tangent1End.y + a.dy * reach)
        let second = CGPoint(x: tangent1End.x + b.dx * reach, y: tangent1End.y + b.dy * reach)
        let start = CGFloat(atan2(Double(first.y - centre.y), Double(first.x - centre.x)))
        let end = CGFloat(atan2(Double(second.y - centre.y), Double(second.x - centre.x)))
        var sweep = end - start
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        appendArc(center: centre, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// Adds a circular arc with Core Graphics' rules, angles in radians (see the `Angle` version).
    ///
    /// The sweep: with `clockwise == false` the angle increases from `start`; `end` is brought into
    /// (start, start + 2π] by whole turns, and a difference of 2π or more draws one full circle. With
    /// `clockwise == true` the angle decreases symmetrically. Equal angles add only the start point.
    /// The arc is split into at most-90° cubic Béziers (control length 4/3·tan(δ/4)·r), then mapped by
    /// `transform`. A negative or non-finite radius, or non-finite angles, add nothing.
    internal mutating func addArc(center: CGPoint, radius: CGFloat, startRadians start: CGFloat,
                                  endRadians end: CGFloat, clockwise: Bool,
                                  transform: CGAffineTransform = .identity) {
        guard center.isFinite, radius.isFinite, radius >= 0, start.isFinite, end.isFinite else { return }
        let fullTurn = 2 * CGFloat.pi
        var sweep = end - start
        if !clockwise {
            if sweep >= fullTurn { sweep = fullTurn } else if sweep < 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep < 0 { sweep += fullTurn }
            }
        } else {
            if sweep <= -fullTurn { sweep = -fullTurn } else if sweep > 0 {
                sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
                if sweep > 0 { sweep -= fullTurn }
            }
        }
        appendArc(center: center, radius: radius, start: start, sweep: sweep, transform: transform)
    }

    /// Appends the arc from angle `start` through the signed `sweep` (radians, |sweep| ≤ 2π).
    /// A line joins the current point to the arc's start; with no current point the arc starts a subpath.
    internal mutating func appendArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat,
                                     transform t: CGAffineTransform) {
        func point(_ angle: CGFloat) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(Double(angle))),
                    y: center.y + radius * CGFloat(sin(Double(angle))))
        }
        let first = point(start).applying(t)
        if let current, !elements.isEmpty, current == first {
            // Already there: no zero-length line.
            if case .closeSubpath = elements.last { move(to: first) }
        } else if current != nil, !elements.isEmpty {
            addLine(to: first)
        } else {
            move(to: first)
        }
        guard sweep != 0, radius > 0 else { return }
        let count = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let delta = sweep / CGFloat(count)
        let k = 4 / 3 * CGFloat(tan(Double(delta) / 4)) * radius
        var a = start
        for i in 0..<count {
            let b = i == count - 1 ? start + sweep : a + delta
            let pa = point(a), pb = point(b)
            let ta = CGPoint(x: -CGFloat(sin(Double(a))), y: CGFloat(cos(Double(a))))
            let tb = CGPoint(x: -CGFloat(sin(Double(b))), y: CGFloat(cos(Double(b))))
            let c1 = CGPoint(x: pa.x + k * ta.x, y: pa.y + k * ta.y)
            let c2 = CGPoint(x: pb.x - k * tb.x, y: pb.y - k * tb.y)
            addCurve(to: pb.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            a = b
        }
    }

    /// Prepares for a drawing element: false when there is no current point; after a close, starts a
    /// new subpath at the closed subpath's start.
    private mutating func beginDrawing() -> Bool {
        guard let current else { return false }
        if case .closeSubpath = elements.last {
            elements.append(.move(to: current))
            subpathStart = current
        }
        return true
    }
}

extension CGPoint {
    /// Whether both coordinates are finite.
    internal var isFinite: Bool { x.isFinite && y.isFinite }
}
