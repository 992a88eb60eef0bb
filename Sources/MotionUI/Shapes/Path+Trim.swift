import Foundation

extension Path {
    /// The part of the path between two fractions of its total length, as SwiftUI's
    /// `trimmedPath(from:to:)` (what `Shape.trim(from:to:)` draws).
    ///
    /// Rules (SwiftUI's): `from` and `to` are clamped to [0, 1]; `from >= to` (or a NaN bound, or a
    /// path of zero length) gives an empty path; `0…1` gives the path unchanged, so a trimmed closed
    /// circle stays closed and its stroke has no caps. Lengths run over all subpaths in order, closing
    /// segments included. A closed subpath lying wholly inside the range stays closed; a partly
    /// covered one becomes open. Curves are cut with de Casteljau's algorithm, so the result keeps
    /// its curves and can be flattened at any tolerance later.
    ///
    /// Lengths are measured on each curve flattened with a tolerance of 10⁻⁶ × the path's size
    /// (at least 10⁻⁹), and the cut parameter is interpolated inside the tiny chord it falls on;
    /// on a circle of radius 50 this places the cut within about 10⁻⁵ points of the exact arc length.
    ///
    /// ```swift
    /// let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
    /// let quarter = circle.trimmedPath(from: 0, to: 0.25)   // from 3 o'clock to 6 o'clock
    /// ```
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard !from.isNaN, !to.isNaN else { return Path() }
        let lower = Swift.min(Swift.max(from, 0), 1), upper = Swift.min(Swift.max(to, 0), 1)
        guard lower < upper else { return Path() }
        if lower == 0, upper == 1 { return self }
        let measure = PathMeasure(self)
        guard measure.totalLength > 0 else { return Path() }
        return measure.extract(from: lower * measure.totalLength, to: upper * measure.totalLength)
    }

    /// The total length of the path's segments, closing segments included (measured as for
    /// ``trimmedPath(from:to:)``).
    ///
    /// ```swift
    /// Path(CGRect(x: 0, y: 0, width: 3, height: 4)).length   // 14
    /// ```
    public var length: CGFloat { PathMeasure(self).totalLength }
}

/// Arc-length bookkeeping of a path: one piece per drawing element.
internal struct PathMeasure {
    struct Piece {
        /// 2 points for a line (the closing segment too), 3 for a quadratic, 4 for a cubic.
        var points: [CGPoint]
        var subpath: Int
        /// Arc length where the piece starts.
        var offset: CGFloat
        var length: CGFloat
        /// Cumulative chord lengths at parameters i/n (curves only).
        var table: [CGFloat]
    }

    struct Subpath {
        /// Elements of the original path, for a subpath kept whole.
        var elements: ArraySlice<Path.Element>
        var closed: Bool
        var start: CGFloat
        var end: CGFloat
    }

    private(set) var pieces: [Piece] = []
    private(set) var subpaths: [Subpath] = []
    private(set) var totalLength: CGFloat = 0

    init(_ path: Path) {
        let bounds = path.boundingRect
        let size = bounds.isNull ? 0 : Swift.max(bounds.width, bounds.height)
        let tolerance = Swift.max(size * 1e-6, 1e-9)
        let elements = path.elements
        var last = CGPoint.zero, start = CGPoint.zero
        var subpathFirstElement = 0
        var subpathStartOffset: CGFloat = 0
        func closeRecord(upTo index: Int, closed: Bool) {
            guard index > subpathFirstElement else { return }
            subpaths.append(Subpath(elements: elements[subpathFirstElement..<index], closed: closed,
                                    start: subpathStartOffset, end: totalLength))
        }
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                closeRecord(upTo: index, closed: false)
                subpathFirstElement = index
                subpathStartOffset = totalLength
                last = p; start = p
            case .line(let p):
                addPiece([last, p], tolerance: tolerance); last = p
            case .quadCurve(let p, let c):
                addPiece([last, c, p], tolerance: tolerance); last = p
            case .curve(let p, let c1, let c2):
                addPiece([last, c1, c2, p], tolerance: tolerance); last = p
            case .closeSubpath:
                addPiece([last, start], tolerance: tolerance)
                last = start
                closeRecord(upTo: index + 1, closed: true)
                subpathFirstElement = index + 1
            }
        }
        closeRecord(upTo: elements.count, closed: false)
    }

    private mutating func addPiece(_ points: [CGPoint], tolerance: CGFloat) {
        var table: [CGFloat] = []
        var length: CGFloat
        if points.count == 2 {
            length = points[0].distance(to: points[1])
        } else {
            let n = points.count == 3
                ? Path.quadSegmentCount(points[0], points[1], points[2], tolerance: tolerance)
                : Path.cubicSegmentCount(points[0], points[1], points[2], points[3], tolerance: tolerance)
            table.reserveCapacity(n + 1)
            table.append(0)
            var previous = points[0]
            length = 0
            for i in 1...n {
                let t = CGFloat(i) / CGFloat(n)
                let q = points.count == 3
                    ? Bezier.quadPoint(points[0], points[1], points[2], t)
                    : Bezier.cubicPoint(points[0], points[1], points[2], points[3], t)
                length += previous.distance(to: q)
                table.append(length)
                previous = q
            }
        }
        pieces.append(Piece(points: points, subpath: subpaths.count, offset: totalLength,
                            length: length, table: table))
        totalLength += length
    }

    /// The curve parameter at arc length `s` (0…length) inside `piece`.
    private func parameter(_ piece: Piece, at s: CGFloat) -> CGFloat {
        guard piece.length > 0 else { return 0 }
        if s <= 0 { return 0 }
        if s >= piece.length { return 1 }
        if piece.table.isEmpty { return s / piece.length }
        let table = piece.table
        // Binary search for the chord holding s.
        var low = 0, high = table.count - 1
        while high - low > 1 {
            let mid = (low + high) / 2
            if table[mid] <= s { low = mid } else { high = mid }
        }
        let chord = table[high] - table[low]
        let fraction = chord > 0 ? (s - table[low]) / chord : 0
        return (CGFloat(low) + fraction) / CGFloat(table.count - 1)
    }

    /// The path between arc lengths `s0` < `s1`.
    func extract(from s0: CGFloat, to s1: CGFloat) -> Path {
        var result = Path()
        var startedSubpath = -1
        for piece in pieces {
            // Whole closed subpaths inside the range are copied, so they stay closed.
            let sub = subpaths[piece.subpath]
            if sub.closed, s0 <= sub.start, s1 >= sub.end {
                if startedSubpath != piece.subpath {
                    for element in sub.elements { result.append(element) }
                    startedSubpath = piece.subpath
                }
                continue
            }
            let a = Swift.max(s0, piece.offset), b = Swift.min(s1, piece.offset + piece.length)
            guard b > a else { continue }
            let t0 = parameter(piece, at: a - piece.offset), t1 = parameter(piece, at: b - piece.offset)
            let part: [CGPoint]
            if t0 == 0, t1 == 1 {
                part = piece.points
            } else if piece.points.count == 2 {
                part = [piece.points[0].lerp(piece.points[1], t0), piece.points[0].lerp(piece.points[1], t1)]
            } else {
                part = Bezier.subcurve(piece.points, from: t0, to: t1)
            }
            if startedSubpath != piece.subpath {
                result.move(to: part[0])
                startedSubpath = piece.subpath
            }
            switch part.count {
            case 2: result.addLine(to: part[1])
            case 3: result.addQuadCurve(to: part[2], control: part[1])
            default: result.addCurve(to: part[3], control1: part[1], control2: part[2])
            }
        }
        return result
    }
}

extension Path {
    /// Appends an element as it is (used when copying whole subpaths).
    internal mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}
