import Foundation

/// The core drawing primitive: a list of triangles in pixel coordinates whose corners each carry a
/// coverage (0 transparent … 1 opaque) that multiplies the fill colour's alpha.
///
/// ``SDLCanvas/draw(_:color:)`` hands a mesh to `SDL_RenderGeometry` in one call; coverage is
/// interpolated across each triangle, which is how the one-pixel feathered fringe of
/// ``appendFill(_:fringeWidth:)`` anti-aliases edges (the technique of Dear ImGui and NanoVG).
///
/// ```swift
/// var mesh = TriangleMesh()
/// mesh.appendFill(FillGeometry.convex(squarePixels))      // inside + 1-pixel fringe
/// canvas.draw(mesh, color: Color(red: 1, green: 0, blue: 0))
/// ```
public struct TriangleMesh: Equatable, Sendable {
    /// One corner: a position in pixels and a coverage 0…1.
    public struct Vertex: Equatable, Sendable {
        /// Horizontal position in pixels (0 is the left edge of the left pixel column).
        public var x: Float
        /// Vertical position in pixels, downwards.
        public var y: Float
        /// How much of the colour's alpha this corner gets, 0…1.
        public var coverage: Float

        /// A corner at (x, y) pixels with the given coverage.
        ///
        /// ```swift
        /// let corner = TriangleMesh.Vertex(x: 10, y: 20, coverage: 1)
        /// ```
        public init(x: Float, y: Float, coverage: Float) {
            (self.x, self.y, self.coverage) = (x, y, coverage)
        }
    }

    /// The corners.
    public private(set) var vertices: [Vertex] = []
    /// Index triples into ``vertices``, one per triangle.
    public private(set) var indices: [Int32] = []

    /// An empty mesh.
    ///
    /// ```swift
    /// var mesh = TriangleMesh()
    /// ```
    public init() {}

    /// Whether the mesh has no triangles.
    public var isEmpty: Bool { indices.isEmpty }

    /// The number of triangles.
    public var triangleCount: Int { indices.count / 3 }

    /// Adds a corner and returns its index.
    ///
    /// A non-finite coordinate is stored as 0; coverage is clamped to 0…1 (NaN → 0).
    ///
    /// ```swift
    /// let a = mesh.addVertex(x: 0, y: 0, coverage: 1)
    /// ```
    @discardableResult
    public mutating func addVertex(x: Double, y: Double, coverage: Double) -> Int32 {
        let safeCoverage = coverage == coverage ? min(max(coverage, 0), 1) : 0
        vertices.append(Vertex(x: x.isFinite ? Float(x) : 0, y: y.isFinite ? Float(y) : 0,
                               coverage: Float(safeCoverage)))
        return Int32(vertices.count - 1)
    }

    /// Adds a triangle between three corners already added. Indices out of range are ignored.
    ///
    /// ```swift
    /// mesh.addTriangle(a, b, c)
    /// ```
    public mutating func addTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        let count = Int32(vertices.count)
        guard a >= 0, b >= 0, c >= 0, a < count, b < count, c < count else { return }
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    /// Removes everything, keeping the storage for the next frame.
    ///
    /// ```swift
    /// mesh.removeAll()
    /// ```
    public mutating func removeAll() {
        vertices.removeAll(keepingCapacity: true)
        indices.removeAll(keepingCapacity: true)
    }

    /// Adds a filled shape (in pixels) with an anti-aliased edge.
    ///
    /// The outline is moved half the fringe inwards (coverage 1) and half outwards (coverage 0),
    /// along each corner's averaged normal; the inside triangles join the inner outline and a quad
    /// per edge joins inner to outer. An edge through the middle of a pixel column therefore gives
    /// that column coverage ½, and an edge on a pixel boundary stays crisp. Corner normals are
    /// mitred, with the mitre capped at 10 × the fringe so sharp spikes cannot explode.
    ///
    /// Rules: `fringeWidth` ≤ 0 or NaN draws the inside with the exact outline and no fringe
    /// (aliased); a shape with a non-finite point, or with zero area, adds nothing; repeated
    /// consecutive points are allowed (their zero-length edges get no fringe). Shapes thinner than
    /// the fringe come out slightly too heavy, as in Dear ImGui.
    ///
    /// ```swift
    /// mesh.appendFill(FillGeometry.convex(trianglePixels))
    /// ```
    public mutating func appendFill(_ geometry: FillGeometry, fringeWidth: Double = 1) {
        let contour = geometry.contour
        let count = contour.count
        guard !geometry.isEmpty, count >= 3,
              contour.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { return }
        let area = Double(FillGeometry.signedDoubleArea(contour))
        guard area != 0, area.isFinite else { return }

        let feather = fringeWidth == fringeWidth && fringeWidth > 0 ? fringeWidth : 0
        let base = Int32(vertices.count)
        if feather == 0 {
            for point in contour { addVertex(x: Double(point.x), y: Double(point.y), coverage: 1) }
            appendInterior(geometry.triangles, base: base)
            return
        }

        // Outward unit normal of each edge i (contour[i] → contour[i+1]); nil when zero-length.
        // With y down, positive shoelace area means clockwise on screen, outward is (dy, −dx).
        let orientation: Double = area > 0 ? 1 : -1
        var normals = [(x: Double, y: Double)?](repeating: nil, count: count)
        for index in 0..<count {
            let a = contour[index], b = contour[(index + 1) % count]
            let dx = Double(b.x - a.x), dy = Double(b.y - a.y)
            let length = (dx * dx + dy * dy).squareRoot()
            if length > 1e-9 { normals[index] = (orientation * dy / length, -orientation * dx / length) }
        }
        guard let firstValid = normals.firstIndex(where: { $0 != nil }) else { return }

        // For every corner, the nearest valid edge before it and the nearest valid edge from it.
        var previousNormal = [(x: Double, y: Double)](repeating: (0, 0), count: count)
        var nextNormal = [(x: Double, y: Double)](repeating: (0, 0), count: count)
        var last = normals[firstValid]!
        for step in 1...count {
            let edge = (firstValid + step) % count   // corner `edge` sits between edge−1 and edge
            previousNormal[edge] = last
            if let normal = normals[edge] { last = normal }
        }
        var upcoming = normals[firstValid]!
        for step in 0..<count {
            let edge = (firstValid + count - step) % count
            if let normal = normals[edge] { upcoming = normal }
            nextNormal[edge] = upcoming
        }

        let half = feather / 2
        var outer: [(x: Double, y: Double)] = []
        outer.reserveCapacity(count)
        for index in 0..<count {
            let n0 = previousNormal[index], n1 = nextNormal[index]
            var mx = (n0.x + n1.x) / 2, my = (n0.y + n1.y) / 2
            let lengthSquared = mx * mx + my * my
            if lengthSquared > 1e-6 {
                let scale = min(1 / lengthSquared, 100)   // mitre, capped at length 10
                mx *= scale
                my *= scale
            }
            let px = Double(contour[index].x), py = Double(contour[index].y)
            addVertex(x: px - mx * half, y: py - my * half, coverage: 1)
            outer.append((px + mx * half, py + my * half))
        }
        for point in outer { addVertex(x: point.x, y: point.y, coverage: 0) }
        appendInterior(geometry.triangles, base: base)

        let outerBase = base + Int32(count)
        for index in 0..<count where normals[index] != nil {
            let next = (index + 1) % count
            let inner0 = base + Int32(index), inner1 = base + Int32(next)
            let outer0 = outerBase + Int32(index), outer1 = outerBase + Int32(next)
            indices += [inner0, inner1, outer1, inner0, outer1, outer0]
        }
    }

    private mutating func appendInterior(_ triangles: [Int], base: Int32) {
        indices.reserveCapacity(indices.count + triangles.count)
        for index in triangles { indices.append(base + Int32(index)) }
    }
}
