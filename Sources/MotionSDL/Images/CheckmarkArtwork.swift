import Foundation

/// The artwork of the seed's check boxes, `Assets/checkmark-true.png` and
/// `Assets/checkmark-false.png`, drawn by Motion itself from geometry — so the shipped files can be
/// redrawn and compared at any time (`CheckmarkArtworkTests` does; `MOTION_RECORD=all` rewrites
/// them).
///
/// On a transparent square of `size` pixels, with `s = size / 72` (the geometry is laid out on the
/// default 72 × 72 grid and scaled):
/// - accepted: an orange disc (``Color/orange``, 255 149 0) of radius `35 s` at the centre, and a
///   white check stroked `7 s` wide with round caps and joins through (20, 37), (31, 48), (52, 25) × s;
/// - not accepted: a grey ring (``Color/gray``, 142 142 147) between radii `29 s` and `35 s`.
///
/// Edges are anti-aliased by the canvas's one-pixel fringe; the ring is one closed band of
/// quads with feathered inner and outer edges (no seam).
///
/// ```swift
/// let image = try CheckmarkArtwork.draw(accepted: true)   // 72 × 72, transparent corners
/// try image.writePNG(to: "Assets/checkmark-true.png")
/// ```
public enum CheckmarkArtwork {
    /// The size of the shipped files, in pixels (four times the seed's 18-point frame at 1×).
    public static let defaultSize = 72

    /// The asset name of the accepted (`"checkmark-true"`) or empty (`"checkmark-false"`) box.
    ///
    /// ```swift
    /// CheckmarkArtwork.assetName(accepted: false)   // "checkmark-false"
    /// ```
    public static func assetName(accepted: Bool) -> String {
        accepted ? "checkmark-true" : "checkmark-false"
    }

    /// Draws the accepted or empty box on a transparent `size × size` pixel canvas.
    ///
    /// ```swift
    /// let small = try CheckmarkArtwork.draw(accepted: false, size: 36)
    /// ```
    /// - Throws: ``SDLError/invalidSize(width:height:)`` for a size below 1 or too large, or SDL's
    ///   errors from ``HeadlessCanvas``.
    public static func draw(accepted: Bool, size: Int = defaultSize) throws -> PixelImage {
        let headless = try HeadlessCanvas(width: size, height: size, scale: 1, opaque: false)
        let canvas = headless.canvas
        canvas.tolerance = 0.1
        let s = Double(size) / 72
        let centre = CGPoint(x: 36 * s, y: 36 * s)
        if accepted {
            canvas.fillCircle(center: centre, radius: 35 * s, color: .orange)
            let check = Path { path in
                path.move(to: CGPoint(x: 20 * s, y: 37 * s))
                path.addLine(to: CGPoint(x: 31 * s, y: 48 * s))
                path.addLine(to: CGPoint(x: 52 * s, y: 25 * s))
            }
            let outline = PathStroker(style: StrokeStyle(lineWidth: 7 * s, lineCap: .round, lineJoin: .round),
                                      tolerance: 0.1).outline(of: check)
            canvas.fill(outline.map { FillGeometry.polygon($0.points) }, color: .white)
        } else {
            canvas.draw(ring(centre: centre, inner: 29 * s, outer: 35 * s, tolerance: 0.1), color: .gray)
        }
        return headless.snapshot()
    }

    /// A closed band between two circles (pixels) as a mesh: per angle, four vertices across the
    /// band — half a pixel outside each edge at coverage 0, half a pixel inside at coverage 1 —
    /// joined into quads with the next angle's, so both edges are feathered and nothing overlaps.
    static func ring(centre: CGPoint, inner: Double, outer: Double, tolerance: Double) -> TriangleMesh {
        var mesh = TriangleMesh()
        let steps = max(Tessellation.segmentCount(radius: outer, sweep: 2 * .pi, tolerance: tolerance), 8)
        let radii: [(radius: Double, coverage: Double)] = [(outer + 0.5, 0), (outer - 0.5, 1),
                                                           (inner + 0.5, 1), (inner - 0.5, 0)]
        var rings: [[Int32]] = []
        for step in 0..<steps {
            let angle = 2 * Double.pi * Double(step) / Double(steps)
            let (cx, cy) = (Double(centre.x), Double(centre.y))
            var ids: [Int32] = []
            for edge in radii {
                ids.append(mesh.addVertex(x: cx + edge.radius * cos(angle), y: cy + edge.radius * sin(angle),
                                          coverage: edge.coverage))
            }
            rings.append(ids)
        }
        for step in 0..<steps {
            let a = rings[step], b = rings[(step + 1) % steps]
            for band in 0..<3 {
                mesh.addTriangle(a[band], b[band], b[band + 1])
                mesh.addTriangle(a[band], b[band + 1], a[band + 1])
            }
        }
        return mesh
    }
}
