import Foundation

/// Turns a path and a ``StrokeStyle`` into polygons whose non-zero fill is exactly the stroke's area.
///
/// The centre line is flattened with `tolerance` (0.25 / pixel density is the usual choice), then
/// every subpath — or every dash of it — becomes one outline: one side offset by half the width
/// forwards, the end cap, the other side backwards, the start cap (a closed subpath gives two
/// loops, outer and inner). At a corner the outer side gets the join (miter, round or bevel); the
/// inner side either meets at the intersection of the two offset edges, when both neighbouring
/// segments are long enough for that to be exact, or is routed through the corner point itself.
/// Routed that way, the outline is, as a sum of edges, the same as the union of one rectangle per
/// segment plus one wedge per join plus the caps, all wound the same way — so its non-zero winding
/// number at a point is the number of those pieces covering it: never negative, and zero exactly
/// outside the stroke. That holds for sharp turns, curves tighter than the half width and
/// self-crossing paths alike — and, for the same reason, for several subpaths together. An open
/// line's outline has a negative shoelace sum Σ(xᵢyᵢ₊₁ − xᵢ₊₁yᵢ) (counterclockwise as seen on a
/// y-down screen); a closed subpath's outer loop runs that way too and its inner loop the other way.
///
/// Round caps and joins are polygons whose vertices lie on the circle, with chords that stray at most
/// `tolerance` from it. Vertices inside a curve (and where two elements meet with the same tangent)
/// are not corners: they are joined round, so the outer offset of a curve stays within `tolerance`
/// whatever the line join.
///
/// Edge cases: a width that is not a positive finite number strokes nothing; a subpath of zero
/// length draws a dot — a disc with round caps, a square (aligned with the path's direction, else
/// the x axis) with square caps, nothing with butt caps; a lone `move` draws nothing. Dashes restart
/// at every subpath (offset by `dashPhase`); on a closed subpath the dash that reaches the start is
/// not merged with the first one (each gets its caps). A zero-length dash is a dot as above. A dash
/// pattern that is empty, has a negative or non-finite entry, sums to zero, or would cut one subpath
/// into more than 100 000 dashes draws the line solid.
///
/// ```swift
/// let arc = Circle().path(in: CGRect(x: 0, y: 0, width: 100, height: 100)).trimmedPath(from: 0, to: 0.25)
/// let outline = PathStroker(style: StrokeStyle(lineWidth: 10, lineCap: .round), tolerance: 0.125)
///     .stroke(arc)   // fill this with the non-zero rule
/// ```
public struct PathStroker: Sendable {
    /// Width, caps, joins and dashes.
    public var style: StrokeStyle
    /// The largest distance allowed between the outline's polygons and the true stroke edge.
    public var tolerance: CGFloat

    /// A stroker for `style` at `tolerance` (NaN uses ``Path/defaultFlatteningTolerance``).
    ///
    /// ```swift
    /// let stroker = PathStroker(style: StrokeStyle(lineWidth: 2), tolerance: 0.25 / 2)
    /// ```
    public init(style: StrokeStyle, tolerance: CGFloat = Path.defaultFlatteningTolerance) {
        self.style = style
        self.tolerance = tolerance
    }

    /// The outline of `path`'s stroke as a path of closed polygons (fill it with ``FillRule/nonZero``).
    ///
    /// ```swift
    /// let ring = PathStroker(style: StrokeStyle(lineWidth: 4)).stroke(Path(ellipseIn: CGRect(x: 0, y: 0, width: 50, height: 50)))
    /// ```
    public func stroke(_ path: Path) -> Path {
        var result = Path()
        for polygon in outline(of: path) {
            result.addLines(polygon.points)
            result.closeSubpath()
        }
        return result
    }

    /// The outline of `path`'s stroke as closed polygons, for renderers that fill polygons directly.
    ///
    /// ```swift
    /// let polygons = PathStroker(style: StrokeStyle(lineWidth: 3)).outline(of: Path(CGRect(x: 0, y: 0, width: 9, height: 9)))
    /// polygons.count   // 2: outer and inner edge of the frame
    /// ```
    public func outline(of path: Path) -> [Polyline] {
        let halfWidth = style.lineWidth / 2
        guard halfWidth.isFinite, halfWidth > 0, !path.isEmpty else { return [] }
        let tolerance = Path.sanitizedTolerance(self.tolerance)
        let outliner = Outliner(halfWidth: halfWidth, style: style, tolerance: tolerance)
        let pattern = DashPattern(style.dash, phase: style.dashPhase)
        var contours: [[CGPoint]] = []
        for subpath in path.flattenedSubpaths(tolerance: tolerance) {
            let line = CentreLine(subpath)
            if let pattern, let dashes = pattern.cut(line) {
                for dash in dashes { outliner.outline(dash, into: &contours) }
            } else {
                outliner.outline(line, into: &contours)
            }
        }
        return contours.map { Polyline(points: $0, isClosed: true) }
    }
}

extension Path {
    /// The outline of this path's stroke, as closed polygons whose non-zero fill is the stroke
    /// (see ``PathStroker`` for the rules).
    ///
    /// ```swift
    /// let outline = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    ///     .strokedPath(StrokeStyle(lineWidth: 4), tolerance: 0.125)
    /// ```
    public func strokedPath(_ style: StrokeStyle, tolerance: CGFloat = Path.defaultFlatteningTolerance) -> Path {
        PathStroker(style: style, tolerance: tolerance).stroke(self)
    }
}

/// A flattened subpath ready to stroke: no two consecutive points (nor last and first, when closed)
/// closer than a rounding error.
private struct CentreLine {
    var points: [CGPoint]
    var smooth: [Bool]
    var isClosed: Bool
    /// The path's tangents at each segment's ends (see `FlatSubpath`); empty for dashes.
    var startTangents: [Vector2] = []
    var endTangents: [Vector2] = []
    /// The path's direction at the two ends of an open line, when known; the caps and the end
    /// offsets use them rather than the chords', which lean by half a chord's turn. For a line of
    /// zero length, `startDirection` orients the square of a square cap.
    var startDirection: Vector2?
    var endDirection: Vector2?

    init(points: [CGPoint], smooth: [Bool], isClosed: Bool, startDirection: Vector2?, endDirection: Vector2?) {
        self.points = points
        self.smooth = smooth
        self.isClosed = isClosed
        self.startDirection = startDirection
        self.endDirection = endDirection
    }

    init(_ subpath: FlatSubpath) {
        var points: [CGPoint] = [], smooth: [Bool] = []
        var starts: [Vector2] = [], ends: [Vector2] = []
        points.reserveCapacity(subpath.points.count)
        let tangentsKnown = subpath.startTangents.count >= subpath.points.count - 1
        for (i, p) in subpath.points.enumerated() {
            let s = subpath.smooth[i]
            if let last = points.last, CentreLine.coincide(last, p) {
                // Segment i − 1 is too short to stroke: drop it and merge its end into its start.
                smooth[smooth.count - 1] = smooth[smooth.count - 1] && s
                continue
            }
            points.append(p)
            smooth.append(s)
            if i > 0, tangentsKnown {
                starts.append(subpath.startTangents[i - 1])
                ends.append(subpath.endTangents[i - 1])
            }
        }
        if subpath.isClosed {
            if tangentsKnown, subpath.startTangents.count == subpath.points.count, points.count > 1 {
                starts.append(subpath.startTangents[subpath.points.count - 1])
                ends.append(subpath.endTangents[subpath.points.count - 1])
            }
            while points.count > 1, CentreLine.coincide(points[points.count - 1], points[0]) {
                // The closing segment is degenerate: the one before it closes the loop.
                points.removeLast()
                smooth.removeLast()
                if !starts.isEmpty { starts.removeLast(); ends.removeLast() }
            }
        }
        self.init(points: points, smooth: smooth, isClosed: subpath.isClosed,
                  startDirection: starts.first, endDirection: ends.last)
        let segments = isClosed ? points.count : points.count - 1
        if starts.count == segments, ends.count == segments {
            startTangents = starts
            endTangents = ends
        } else {
            startDirection = nil
            endDirection = nil
        }
    }

    /// The path's direction at fraction `f` of segment `i`, when its tangents are known.
    func tangent(segment i: Int, at f: CGFloat) -> Vector2? {
        guard i < startTangents.count else { return nil }
        let a = startTangents[i].unit, b = endTangents[i].unit
        let mixed = Vector2(dx: a.dx + (b.dx - a.dx) * f, dy: a.dy + (b.dy - a.dy) * f)
        return mixed.length > 0 ? mixed : nil
    }

    static func coincide(_ a: CGPoint, _ b: CGPoint) -> Bool {
        let scale = 1 + Swift.max(abs(a.x), abs(a.y))
        return abs(a.x - b.x) <= 1e-12 * scale && abs(a.y - b.y) <= 1e-12 * scale
    }
}

/// A validated dash pattern.
private struct DashPattern {
    let lengths: [CGFloat]
    let total: CGFloat
    let phase: CGFloat

    /// Nil when the pattern draws a solid line.
    init?(_ dash: [CGFloat], phase: CGFloat) {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }) else { return nil }
        let lengths = dash.count % 2 == 1 ? dash + dash : dash
        let total = lengths.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        self.lengths = lengths
        self.total = total
        self.phase = phase.isFinite ? phase : 0
    }

    /// The dashes of `line` as open centre lines, or nil when there would be too many.
    func cut(_ line: CentreLine) -> [CentreLine]? {
        let points = line.points
        let n = points.count
        // Where the pattern starts: skip whole entries covered by the phase. A zero-length dash
        // exactly at the start is kept.
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        var index = 0
        while offset > lengths[index] || (offset == lengths[index] && lengths[index] > 0) {
            offset -= lengths[index]
            index = (index + 1) % lengths.count
        }
        var remaining = lengths[index] - offset
        var on = index % 2 == 0

        guard n > 1 else {
            return on ? [line] : []
        }
        let segmentCount = line.isClosed ? n : n - 1
        var length: CGFloat = 0
        for i in 0..<segmentCount { length += points[i].distance(to: points[(i + 1) % n]) }
        guard length / total <= 50_000 else { return nil }

        var dashes: [CentreLine] = []
        func direction(_ a: CGPoint, _ b: CGPoint) -> Vector2 {
            let d = Vector2(from: a, to: b), l = d.length
            return Vector2(dx: d.dx / l, dy: d.dy / l)
        }
        var current: CentreLine? = on
            ? CentreLine(points: [points[0]], smooth: [false], isClosed: false,
                         startDirection: line.tangent(segment: 0, at: 0) ?? direction(points[0], points[1]),
                         endDirection: nil)
            : nil
        for i in 0..<segmentCount {
            let a = points[i], bIndex = (i + 1) % n, b = points[bIndex]
            let segmentLength = a.distance(to: b)
            let d = direction(a, b)
            var position: CGFloat = 0
            while true {
                if remaining > segmentLength - position {
                    remaining -= segmentLength - position
                    if on {
                        current?.points.append(b)
                        current?.smooth.append(line.smooth[bIndex])
                        current?.endDirection = line.tangent(segment: i, at: 1) ?? d
                    }
                    break
                }
                position += remaining
                let f = Swift.min(position / segmentLength, 1)
                let p = f >= 1 ? b : CGPoint(x: a.x + d.dx * position, y: a.y + d.dy * position)
                let here = line.tangent(segment: i, at: f) ?? d
                if on {
                    if var dash = current {
                        dash.points.append(p)
                        dash.smooth.append(false)
                        dash.endDirection = here
                        dashes.append(dash)
                    }
                    current = nil
                } else {
                    current = CentreLine(points: [p], smooth: [false], isClosed: false,
                                         startDirection: here, endDirection: here)
                }
                index = (index + 1) % lengths.count
                remaining = lengths[index]
                on.toggle()
            }
        }
        if on, let dash = current, dash.points.count > 1 {
            dashes.append(dash)
        }
        return dashes.map { dash in
            // Re-clean: a dash can end a hair away from a vertex.
            var cleaned = CentreLine(FlatSubpath(points: dash.points, smooth: dash.smooth, isClosed: false))
            cleaned.startDirection = dash.startDirection
            cleaned.endDirection = dash.endDirection
            if !cleaned.smooth.isEmpty {
                cleaned.smooth[0] = false
                cleaned.smooth[cleaned.smooth.count - 1] = false
            }
            return cleaned
        }
    }
}

/// Builds the outline polygons of centre lines.
private struct Outliner {
    let h: CGFloat
    let cap: CGLineCap
    let join: CGLineJoin
    let miterLimit: CGFloat
    /// The largest angle one chord of a round cap or join may span.
    let arcStep: CGFloat

    init(halfWidth: CGFloat, style: StrokeStyle, tolerance: CGFloat) {
        h = halfWidth
        cap = style.lineCap
        join = style.lineJoin
        miterLimit = style.miterLimit.isNaN ? 10 : style.miterLimit
        // A chord spanning angle δ on a circle of radius h strays h(1 − cos(δ/2)) from it.
        let step = tolerance >= h ? CGFloat.pi / 2 : 2 * CGFloat(acos(Double(1 - tolerance / h)))
        arcStep = Swift.max(Swift.min(step, CGFloat.pi / 2), CGFloat.pi / 2048)
    }

    /// Chords for an arc of `angle` radians.
    func arcCount(_ angle: CGFloat) -> Int {
        Swift.max(1, Int((abs(angle) / arcStep).rounded(.up)))
    }

    func outline(_ line: CentreLine, into contours: inout [[CGPoint]]) {
        let points = line.points
        let n = points.count
        if n == 1 {
            dot(at: points[0], direction: line.startDirection ?? Vector2(dx: 1, dy: 0), into: &contours)
            return
        }
        let closed = line.isClosed
        let segmentCount = closed ? n : n - 1
        var dirs: [Vector2] = [], normals: [Vector2] = [], lengths: [CGFloat] = []
        dirs.reserveCapacity(segmentCount); normals.reserveCapacity(segmentCount); lengths.reserveCapacity(segmentCount)
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % n]
            let v = Vector2(from: a, to: b), l = v.length
            let d = Vector2(dx: v.dx / l, dy: v.dy / l)
            dirs.append(d)
            normals.append(Vector2(dx: -d.dy, dy: d.dx))
            lengths.append(l)
        }
        // The ends of an open line follow the path's own direction when it is close to the chord's.
        func endDirection(_ exact: Vector2?, chord: Vector2) -> Vector2 {
            guard let exact, exact.length > 0 else { return chord }
            let u = exact.unit
            return u.dx * chord.dx + u.dy * chord.dy >= 0.9 ? u : chord
        }
        let startDirection = endDirection(line.startDirection, chord: dirs[0])
        let finalDirection = endDirection(line.endDirection, chord: dirs[segmentCount - 1])
        let startNormal = Vector2(dx: -startDirection.dy, dy: startDirection.dx)
        let finalNormal = Vector2(dx: -finalDirection.dy, dy: finalDirection.dx)

        // Vertex j joins segment prev(j) to segment j; open lines have joins at 1...n-2.
        func previous(_ j: Int) -> Int { closed ? (j - 1 + segmentCount) % segmentCount : j - 1 }
        let joinRange = closed ? 0..<n : 1..<(n - 1)
        var turn = [CGFloat](repeating: 0, count: n)
        var turnCos = [CGFloat](repeating: 1, count: n)
        var innerReach = [CGFloat](repeating: 0, count: n)
        for j in joinRange {
            let a = dirs[previous(j)], b = dirs[j]
            let cross = a.dx * b.dy - a.dy * b.dx, dot = a.dx * b.dx + a.dy * b.dy
            let theta = CGFloat(atan2(Double(cross), Double(dot)))
            turn[j] = theta
            turnCos[j] = CGFloat(cos(Double(theta)))
            // How far along each neighbouring segment the inner corner's overlap reaches:
            // h·|sin θ| for the corner point's offsets, h·tan(|θ|/2) for the offset edges' crossing.
            let absTheta = abs(theta)
            if absTheta < .pi / 2 {
                innerReach[j] = h * abs(CGFloat(sin(Double(theta))))
            } else if absTheta < .pi - 1e-9 {
                innerReach[j] = h * CGFloat(tan(Double(absTheta) / 2))
            } else {
                innerReach[j] = .infinity
            }
        }
        // The inner side may meet at the offset edges' crossing when the overlaps at both ends of
        // each neighbouring segment fit inside it without overlapping each other.
        var meets = [Bool](repeating: false, count: n)
        for j in joinRange {
            let p = previous(j)
            let before = innerReach[p]          // vertex at the start of segment p (p for both kinds)
            let after = innerReach[(j + 1) % n] // vertex at the end of segment j
            let beforeReach = (closed || p >= 1) ? before : 0
            let afterReach = (closed || j + 1 <= n - 2) ? after : 0
            meets[j] = innerReach[j] + beforeReach <= lengths[p] && innerReach[j] + afterReach <= lengths[j]
        }

        func side(_ sigma: CGFloat) -> [CGPoint] {
            var out: [CGPoint] = []
            out.reserveCapacity(n * 2 + 2)
            func add(_ p: CGPoint) { if out.last != p { out.append(p) } }
            func offset(_ p: CGPoint, _ v: Vector2, _ s: CGFloat) -> CGPoint {
                CGPoint(x: p.x + v.dx * s, y: p.y + v.dy * s)
            }
            if !closed { add(offset(points[0], startNormal, sigma * h)) }
            for j in joinRange {
                let p = points[j]
                let nPrev = normals[previous(j)], nNext = normals[j]
                let theta = turn[j]
                let before = offset(p, nPrev, sigma * h), after = offset(p, nNext, sigma * h)
                if theta == 0 {
                    add(before)
                    continue
                }
                let inner = (theta > 0) == (sigma > 0)
                let c = turnCos[j]
                let bisector = Vector2(dx: nPrev.dx + nNext.dx, dy: nPrev.dy + nNext.dy)
                if inner {
                    if meets[j] {
                        add(offset(p, bisector, sigma * h / (1 + c)))
                    } else {
                        add(before); add(p); add(after)
                    }
                    continue
                }
                add(before)
                switch line.smooth[j] ? CGLineJoin.round : join {
                case .miter:
                    // Miter length / line width = 1 / cos(θ/2).
                    let halfCos = ((1 + c) / 2).squareRoot()
                    if halfCos > 0, 1 / halfCos <= miterLimit {
                        add(offset(p, bisector, sigma * h / (1 + c)))
                    }
                case .round:
                    let count = arcCount(theta)
                    if count > 1 {
                        let start = Vector2(dx: sigma * nPrev.dx, dy: sigma * nPrev.dy)
                        for k in 1..<count {
                            add(offset(p, start.rotated(by: theta * CGFloat(k) / CGFloat(count)), h))
                        }
                    }
                case .bevel:
                    break
                }
                add(after)
            }
            if !closed { add(offset(points[n - 1], finalNormal, sigma * h)) }
            return out
        }

        let left = side(1)
        let right = side(-1)
        if closed {
            contours.append(left)
            contours.append(right.reversed())
            return
        }
        var contour = left
        appendCap(at: points[n - 1], direction: finalDirection, into: &contour)
        contour.append(contentsOf: right.reversed())
        appendCap(at: points[0], direction: Vector2(dx: -startDirection.dx, dy: -startDirection.dy), into: &contour)
        contours.append(contour)
    }

    /// The cap at an end whose outward direction is `d`, running from `p + h·n` to `p − h·n` with
    /// n = d turned +90° (for the start cap, `d` is the reversed travel direction).
    private func appendCap(at p: CGPoint, direction d: Vector2, into contour: inout [CGPoint]) {
        let normal = Vector2(dx: -d.dy, dy: d.dx)
        switch cap {
        case .butt:
            break
        case .square:
            contour.append(CGPoint(x: p.x + (normal.dx + d.dx) * h, y: p.y + (normal.dy + d.dy) * h))
            contour.append(CGPoint(x: p.x + (-normal.dx + d.dx) * h, y: p.y + (-normal.dy + d.dy) * h))
        case .round:
            let count = arcCount(.pi)
            for k in 1..<Swift.max(count, 2) {
                let v = normal.rotated(by: -CGFloat.pi * CGFloat(k) / CGFloat(Swift.max(count, 2)))
                contour.append(CGPoint(x: p.x + v.dx * h, y: p.y + v.dy * h))
            }
        }
    }

    /// A zero-length line: a disc or a square, wound like every other contour.
    private func dot(at p: CGPoint, direction: Vector2, into contours: inout [[CGPoint]]) {
        guard cap != .butt else { return }
        let l = direction.length
        let d = l > 0 && l.isFinite ? Vector2(dx: direction.dx / l, dy: direction.dy / l) : Vector2(dx: 1, dy: 0)
        let normal = Vector2(dx: -d.dy, dy: d.dx)
        var contour = [CGPoint(x: p.x + normal.dx * h, y: p.y + normal.dy * h)]
        appendCap(at: p, direction: d, into: &contour)
        contour.append(CGPoint(x: p.x - normal.dx * h, y: p.y - normal.dy * h))
        appendCap(at: p, direction: Vector2(dx: -d.dx, dy: -d.dy), into: &contour)
        contours.append(contour)
    }
}

extension Vector2 {
    /// The vector turned by `angle` radians (from +x towards +y).
    fileprivate func rotated(by angle: CGFloat) -> Vector2 {
        let c = CGFloat(cos(Double(angle))), s = CGFloat(sin(Double(angle)))
        return Vector2(dx: dx * c - dy * s, dy: dx * s + dy * c)
    }
}
