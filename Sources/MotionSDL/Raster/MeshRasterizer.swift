import CSDL2
import Foundation

/// Draws a ``TriangleMesh`` straight into a 32-bit surface, exactly: sub-pixel vertex positions,
/// coverage interpolated at pixel centres, a top-left fill rule (a pixel centre on an edge shared
/// by two triangles belongs to exactly one of them, so nothing is blended twice), and straight
/// alpha "over" blending rounded to the nearest byte.
///
/// SDL's software renderer truncates `SDL_RenderGeometry` vertices to whole pixels and blends
/// with 8-bit shortcuts (a 50 % white-on-black comes out 126, an opaque background's alpha can
/// drop to 253), which blurs one-pixel fringes and makes colours inexact. Headless canvases use
/// this rasterizer instead (see ``SDLCanvas/MeshBackend``).
struct MeshRasterizer {
    /// The locked surface drawn into.
    let surface: LockedSurface
    /// Only pixels inside this rectangle (in pixels) are touched; `nil` means the whole surface.
    var clip: SDL_Rect?

    /// Works on a locked surface's pixels, touching only `clip` (nil: all of it).
    init(surface: LockedSurface, clip: SDL_Rect?) {
        self.surface = surface
        self.clip = clip
    }

    /// Works on raw 32-bit pixels (ARGB8888 with alpha, else XRGB8888), touching only `clip`.
    init(pixels: UnsafeMutableRawPointer, width: Int, height: Int, pitch: Int, hasAlpha: Bool, clip: SDL_Rect?) {
        self.init(surface: LockedSurface(pixels: pixels, width: width, height: height, pitch: pitch, hasAlpha: hasAlpha),
                  clip: clip)
    }

    /// Rasterizes every triangle of `mesh` (pixel coordinates) in `color`, in order.
    func draw(_ mesh: TriangleMesh, color: PixelColor) {
        let vertices = mesh.vertices
        let indices = mesh.indices
        let colorAlpha = Double(color.a) / 255
        let source = (r: Double(color.r), g: Double(color.g), b: Double(color.b))
        var index = 0
        while index + 2 < indices.count {
            let v0 = vertices[Int(indices[index])]
            var v1 = vertices[Int(indices[index + 1])]
            var v2 = vertices[Int(indices[index + 2])]
            index += 3
            var area = cross(v0, v1, Double(v2.x), Double(v2.y))
            if area == 0 || !area.isFinite { continue }
            if area < 0 {
                swap(&v1, &v2)
                area = -area
            }
            fill(v0, v1, v2, area: area, colorAlpha: colorAlpha, source: source)
        }
    }

    /// (b − a) × (p − a), positive when p is to the right of a→b on screen (y down).
    private func cross(_ a: TriangleMesh.Vertex, _ b: TriangleMesh.Vertex, _ px: Double, _ py: Double) -> Double {
        (Double(b.x) - Double(a.x)) * (py - Double(a.y)) - (Double(b.y) - Double(a.y)) * (px - Double(a.x))
    }

    /// Whether a pixel centre exactly on edge a→b belongs to this triangle: the top-left rule of
    /// Direct3D. Triangles are walked clockwise on screen, so a left edge runs upwards and a top
    /// edge runs rightwards. A shared edge runs in opposite directions in its two triangles, so
    /// exactly one owns it.
    private func ownsEdge(_ a: TriangleMesh.Vertex, _ b: TriangleMesh.Vertex) -> Bool {
        b.y < a.y || (b.y == a.y && b.x > a.x)
    }

    private func fill(_ v0: TriangleMesh.Vertex, _ v1: TriangleMesh.Vertex, _ v2: TriangleMesh.Vertex,
                      area: Double, colorAlpha: Double, source: (r: Double, g: Double, b: Double)) {
        let minX = Double(min(v0.x, v1.x, v2.x)), maxX = Double(max(v0.x, v1.x, v2.x))
        let minY = Double(min(v0.y, v1.y, v2.y)), maxY = Double(max(v0.y, v1.y, v2.y))
        // Pixels whose centre (p + ½) lies within the bounding box.
        guard let (left, top, right, bottom) = surface.bounds(clippedTo: clip),
              minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite,
              maxX - 0.5 >= Double(left), minX - 0.5 <= Double(right),
              maxY - 0.5 >= Double(top), minY - 0.5 <= Double(bottom) else { return }
        // Clamped as Doubles before converting, so far-away vertices cannot overflow Int.
        let x0 = Int(max(Double(left), (minX - 0.5).rounded(.up)))
        let x1 = Int(min(Double(right), (maxX - 0.5).rounded(.down)))
        let y0 = Int(max(Double(top), (minY - 0.5).rounded(.up)))
        let y1 = Int(min(Double(bottom), (maxY - 0.5).rounded(.down)))
        guard x0 <= x1, y0 <= y1 else { return }

        let own12 = ownsEdge(v1, v2), own20 = ownsEdge(v2, v0), own01 = ownsEdge(v0, v1)
        let c0 = Double(v0.coverage), c1 = Double(v1.coverage), c2 = Double(v2.coverage)
        let inverseArea = 1 / area

        for y in y0...y1 {
            let py = Double(y) + 0.5
            let row = surface.row(y)
            for x in x0...x1 {
                // Evaluated afresh per pixel (no running sums), so ties on shared edges are exact.
                let px = Double(x) + 0.5
                let e12 = cross(v1, v2, px, py)
                guard e12 > 0 || (e12 == 0 && own12) else { continue }
                let e20 = cross(v2, v0, px, py)
                guard e20 > 0 || (e20 == 0 && own20) else { continue }
                let e01 = cross(v0, v1, px, py)
                guard e01 > 0 || (e01 == 0 && own01) else { continue }
                let coverage = (e12 * c0 + e20 * c1 + e01 * c2) * inverseArea
                let alpha = min(max(coverage, 0), 1) * colorAlpha
                if alpha > 0 { surface.blend(row.pointer(x), alpha: alpha, source: source) }
            }
        }
    }
}
