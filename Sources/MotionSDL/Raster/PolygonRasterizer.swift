import Foundation

/// Fills polygons into a ``CoverageMask`` with the exact area each pixel has inside them, under
/// the non-zero or even-odd rule, for any number of contours: concave, self-intersecting,
/// overlapping. This is how ``DisplayListRenderer`` draws every `.fill`, `.shadow` and clip.
///
/// How: a sweep from top to bottom cuts the plane into bands at every vertex and at every
/// crossing of two edges, so that inside a band the edges never cross and keep their left-to-right
/// order; walking them left to right with the winding number tells which edge pieces bound the
/// covered region (the winding changes between covered and not covered across them). Only those
/// pieces are drawn, as signed lines, into an accumulation buffer: each adds the exact area to its
/// right in every pixel it passes (the scheme of font-rs and stb_truetype 2), and a running sum
/// along each row gives the area of the covered region inside each pixel. Because the pieces are
/// the boundary of the *union* — not every contour's edges — overlapping contours (a stroke's
/// outline) are covered once: a translucent colour never blends twice. Coverage is exact up to
/// floating point (a pixel half covered gets 0.5, a covered pixel 1) at any sub-pixel position
/// and any slope.
///
/// Why not triangles: SDL's `SDL_RenderGeometry` with a feathered fringe needs a simple outline
/// per shape (ear clipping fails on self-overlapping stroke outlines, and per-contour meshes blend
/// overlaps twice), its fringe is only an approximation of area coverage, and SDL's software
/// renderer snaps vertices to whole pixels. See ``DisplayListRenderer`` for the measurements.
///
/// Rules: coordinates are points multiplied by `scale` (a scale that is not positive and finite
/// counts as 1); a contour with a non-finite point, or fewer than three points, is ignored; every
/// contour is closed (last point joins the first); horizontal edges add nothing; only pixels
/// inside `region` are computed. The rasterizer keeps its buffers between calls, so reuse one.
///
/// ```swift
/// var rasterizer = PolygonRasterizer()
/// let ring = [outerCircle, innerCircleReversed]
/// let mask = rasterizer.rasterize(ring, scale: 2, fillRule: .nonZero,
///                                 within: PixelRect(x: 0, y: 0, width: 400, height: 400))
/// ```
public struct PolygonRasterizer {
    /// A non-horizontal edge, top to bottom: x(y) = x0 + (y − y0) · slope for y0 ≤ y ≤ y1.
    struct Edge {
        var x0: Double
        var y0: Double
        var y1: Double
        var slope: Double
        /// +1 when the contour runs downwards along it, −1 upwards.
        var winding: Int32
        /// 0 for the shape's edges, k ≥ 1 for the edges of clip contour k.
        var group: Int32

        @inline(__always) func x(at y: Double) -> Double { x0 + (y - y0) * slope }
    }

    /// An active edge with its x at the top, middle and bottom of the band being drawn.
    struct Sample {
        var middle: Double
        var top: Double
        var bottom: Double
        var edge: Int32
    }

    private var edges: [Edge] = []
    private var events: [Double] = []
    private var active: [Int32] = []
    private var samples: [Sample] = []
    private var accumulation: [Float] = []
    private var stride = 0
    private var region = PixelRect.empty
    private var rule = FillRule.nonZero
    private var clipCount = 0
    private var clipWindings: [Int32] = []

    /// Horizontal distances below this (pixels) count as ties, not crossings.
    static let crossingTolerance = 1e-7
    /// Bands thinner than this (pixels) are drawn without looking for more crossings: the area a
    /// missed crossing could misplace is below 10⁻⁸ pixel.
    static let minimumBandHeight = 1e-4

    /// A rasterizer with empty buffers.
    ///
    /// ```swift
    /// var rasterizer = PolygonRasterizer()
    /// ```
    public init() {}

    /// The coverage of `contours` (in points, × `scale` for pixels) under `fillRule`, intersected
    /// with every contour of `clips` (each filled non-zero), within `region` (pixels).
    ///
    /// The intersection is exact — the area inside the shape *and* inside every clip — so a shape
    /// clipped to its own outline keeps its edges, rather than the squared coverage that
    /// multiplying two masks would give. The mask's rectangle is the pixel bounding box of the
    /// contours and of each clip, inside `region`; nothing to fill gives ``CoverageMask/empty``, and
    /// so does a clip contour that is unusable (non-finite, or fewer than three points), since it
    /// encloses no area.
    ///
    /// ```swift
    /// let mask = rasterizer.rasterize(item.polygons, scale: 2, fillRule: item.fillRule, clips: item.clips,
    ///                                 within: PixelRect(x: 0, y: 0, width: 800, height: 600))
    /// ```
    public mutating func rasterize(_ contours: [[CGPoint]], scale: Double = 1, fillRule: FillRule,
                                   clips: [[CGPoint]] = [], within region: PixelRect) -> CoverageMask {
        let factor = scale.isFinite && scale > 0 ? scale : 1
        guard var rect = PolygonRasterizer.pixelBounds(of: contours, factor: factor) else { return .empty }
        for clip in clips {
            guard let bounds = PolygonRasterizer.pixelBounds(of: [clip], factor: factor) else { return .empty }
            rect = rect.intersection(bounds)
        }
        rect = rect.intersection(region)
        guard !rect.isEmpty else { return .empty }
        self.region = rect
        self.rule = fillRule
        edges.removeAll(keepingCapacity: true)
        events.removeAll(keepingCapacity: true)
        collectEdges(contours, factor: factor, group: 0)
        guard !edges.isEmpty else { return .empty }
        clipCount = clips.count
        for (index, clip) in clips.enumerated() { collectEdges([clip], factor: factor, group: Int32(index + 1)) }
        clipWindings = [Int32](repeating: 0, count: clipCount + 1)
        stride = rect.width + 2
        let needed = stride * rect.height
        // All zero between calls: `resolve` clears what it read.
        if accumulation.count < needed { accumulation = [Float](repeating: 0, count: needed) }
        sweep()
        return resolve()
    }

    /// The pixel bounding box of the usable contours, nil when they enclose nothing.
    static func pixelBounds(of contours: [[CGPoint]], factor: Double) -> PixelRect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for contour in contours where isUsable(contour) {
            for point in contour {
                let x = Double(point.x) * factor, y = Double(point.y) * factor
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX > minX, maxY > minY else { return nil }
        let rect = PixelRect(covering: CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY))
        return rect.isEmpty ? nil : rect
    }

    static func isUsable(_ contour: [CGPoint]) -> Bool {
        contour.count >= 3 && contour.allSatisfy { $0.x.isFinite && $0.y.isFinite }
    }

    // MARK: Edges

    private mutating func collectEdges(_ contours: [[CGPoint]], factor: Double, group: Int32) {
        let top = Double(region.y), bottom = Double(region.maxY)
        let left = Double(region.x), right = Double(region.maxX)
        for contour in contours where PolygonRasterizer.isUsable(contour) {
            var previous = contour[contour.count - 1]
            for point in contour {
                defer { previous = point }
                let ax = Double(previous.x) * factor, ay = Double(previous.y) * factor
                let bx = Double(point.x) * factor, by = Double(point.y) * factor
                guard ay != by else { continue }
                let winding: Int32 = by > ay ? 1 : -1
                let (px, py, qx, qy) = ay < by ? (ax, ay, bx, by) : (bx, by, ax, ay)
                let y0 = max(py, top), y1 = min(qy, bottom)
                guard y0 < y1 else { continue }
                let slope = (qx - px) / (qy - py)
                var x0 = y0 == py ? px : px + (y0 - py) * slope
                let x1 = y1 == qy ? qx : px + (y1 - py) * slope
                guard min(x0, x1) < right else { continue }   // right of every pixel: changes nothing inside
                var edgeSlope = (x1 - x0) / (y1 - y0)
                if !edgeSlope.isFinite { edgeSlope = 0 }
                if max(x0, x1) <= left {
                    // Left of every pixel: only its winding matters; a vertical edge at the left
                    // side carries it without crossing anything.
                    x0 = left
                    edgeSlope = 0
                }
                edges.append(Edge(x0: x0, y0: y0, y1: y1, slope: edgeSlope, winding: winding, group: group))
                events.append(y0)
                events.append(y1)
            }
        }
    }

    // MARK: Sweep

    private mutating func sweep() {
        edges.sort { $0.y0 < $1.y0 }
        events.sort()
        active.removeAll(keepingCapacity: true)
        var next = 0
        var previousEvent = -Double.infinity
        for (index, top) in events.enumerated() where top != previousEvent {
            previousEvent = top
            // The band runs from this event to the next distinct one.
            var end = index + 1
            while end < events.count, events[end] == top { end += 1 }
            guard end < events.count else { break }
            let bottom = events[end]
            active.removeAll { edges[Int($0)].y1 <= top }
            while next < edges.count, edges[next].y0 <= top {
                if edges[next].y1 > top { active.append(Int32(next)) }
                next += 1
            }
            if !active.isEmpty { drawBand(top: top, bottom: bottom, depth: 0) }
        }
    }

    /// Draws the boundary pieces in `top…bottom`, first splitting the band at edge crossings.
    private mutating func drawBand(top: Double, bottom: Double, depth: Int) {
        let middle = (top + bottom) / 2
        samples.removeAll(keepingCapacity: true)
        for index in active {
            let edge = edges[Int(index)]
            samples.append(Sample(middle: edge.x(at: middle), top: edge.x(at: top), bottom: edge.x(at: bottom), edge: index))
        }
        // Insertion sort by x at the middle: the order rarely changes from band to band.
        for i in 1..<samples.count {
            let sample = samples[i]
            var j = i - 1
            while j >= 0, samples[j].middle > sample.middle {
                samples[j + 1] = samples[j]
                j -= 1
            }
            samples[j + 1] = sample
        }
        for i in 0..<samples.count { active[i] = samples[i].edge }

        if bottom - top > PolygonRasterizer.minimumBandHeight && depth < 60 {
            // Two neighbours in the middle order that are out of order at the top or the bottom
            // cross inside the band: split there (at the crossing nearest the middle, so that
            // splits stay balanced) and draw both halves.
            var split: Double?
            let tolerance = PolygonRasterizer.crossingTolerance
            for i in 0..<(samples.count - 1) {
                let a = samples[i], b = samples[i + 1]
                guard a.top > b.top + tolerance || a.bottom > b.bottom + tolerance else { continue }
                let slopeA = edges[Int(a.edge)].slope, slopeB = edges[Int(b.edge)].slope
                var crossing = middle
                if slopeA != slopeB {
                    let y = a.top > b.top ? top + (a.top - b.top) / (slopeB - slopeA)
                                          : middle + (a.middle - b.middle) / (slopeB - slopeA)
                    if y > top + PolygonRasterizer.minimumBandHeight / 2, y < bottom - PolygonRasterizer.minimumBandHeight / 2 {
                        crossing = y
                    }
                }
                if split == nil || abs(crossing - middle) < abs(split! - middle) { split = crossing }
            }
            if let split {
                drawBand(top: top, bottom: split, depth: depth + 1)
                drawBand(top: split, bottom: bottom, depth: depth + 1)
                return
            }
        }

        // Walk left to right: covered where the shape's rule holds and every clip's winding is
        // non-zero.
        for index in clipWindings.indices { clipWindings[index] = 0 }
        var insideClips = 0
        var covered = false
        for sample in samples {
            let edge = edges[Int(sample.edge)]
            let group = Int(edge.group)
            let before = clipWindings[group]
            let after = before + edge.winding
            clipWindings[group] = after
            if group > 0 {
                if before == 0 { insideClips += 1 } else if after == 0 { insideClips -= 1 }
            }
            let shapeCovered = rule == .nonZero ? clipWindings[0] != 0 : clipWindings[0] & 1 != 0
            let now = shapeCovered && insideClips == clipCount
            if now != covered {
                covered = now
                addPiece(from: sample.top, top, to: sample.bottom, bottom, sign: now ? 1 : -1)
            }
        }
    }

    // MARK: Accumulation

    /// Adds a boundary piece (canvas pixels, `y0 < y1`) covering what lies to its right with
    /// `sign`; the parts left of the mask become a vertical line on its left side, the parts
    /// right of it are dropped.
    private mutating func addPiece(from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, sign: Float) {
        let width = Double(region.width)
        let ax = x0 - Double(region.x), bx = x1 - Double(region.x)
        let ay = y0 - Double(region.y), by = y1 - Double(region.y)
        if ax <= 0 && bx <= 0 { line(0, ay, 0, by, sign: sign); return }
        if ax >= width && bx >= width { return }
        // Split where the piece crosses x = 0 and x = width.
        var cuts: [Double] = [0, 1]
        if (ax < 0) != (bx < 0) { cuts.append(-ax / (bx - ax)) }
        if (ax < width) != (bx < width) { cuts.append((width - ax) / (bx - ax)) }
        if cuts.count > 2 { cuts.sort() }
        for k in 0..<(cuts.count - 1) {
            let s = cuts[k], t = cuts[k + 1]
            guard t > s else { continue }
            let sx = ax + (bx - ax) * s, tx = ax + (bx - ax) * t
            let sy = ay + (by - ay) * s, ty = ay + (by - ay) * t
            let middle = (sx + tx) / 2
            if middle <= 0 {
                line(0, sy, 0, ty, sign: sign)
            } else if middle < width {
                line(min(max(sx, 0), width), sy, min(max(tx, 0), width), ty, sign: sign)
            }
        }
    }

    /// Accumulates the signed area right of a line (mask coordinates, `y0 < y1`, 0 ≤ x ≤ width).
    private mutating func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, sign: Float) {
        guard y1 > y0 else { return }
        let height = region.height
        let dxdy = (x1 - x0) / (y1 - y0)
        let firstRow = max(Int(y0.rounded(.down)), 0)
        let lastRow = min(Int(y1.rounded(.up)), height)
        guard firstRow < lastRow else { return }
        let stride = self.stride
        accumulation.withUnsafeMutableBufferPointer { buffer in
            for row in firstRow..<lastRow {
                let rowTop = max(Double(row), y0), rowBottom = min(Double(row + 1), y1)
                guard rowBottom > rowTop else { continue }
                let d = Float(rowBottom - rowTop) * sign
                let xa = x0 + (rowTop - y0) * dxdy, xb = x0 + (rowBottom - y0) * dxdy
                let left = min(xa, xb), right = max(xa, xb)
                let base = row * stride
                let leftFloor = left.rounded(.down)
                let leftCell = Int(leftFloor)
                let rightCeil = right.rounded(.up)
                let rightCell = Int(rightCeil)
                if rightCell <= leftCell + 1 {
                    // Within one pixel column: the area right of the line is 1 − (mean x − column).
                    let fraction = Float((xa + xb) / 2 - leftFloor)
                    buffer[base + leftCell] += d * (1 - fraction)
                    buffer[base + leftCell + 1] += d * fraction
                } else {
                    let s = 1 / (right - left)
                    let leftFraction = left - leftFloor
                    let firstArea = 0.5 * s * (1 - leftFraction) * (1 - leftFraction)
                    let rightFraction = right - rightCeil + 1
                    let lastArea = 0.5 * s * rightFraction * rightFraction
                    buffer[base + leftCell] += d * Float(firstArea)
                    if rightCell == leftCell + 2 {
                        buffer[base + leftCell + 1] += d * Float(1 - firstArea - lastArea)
                    } else {
                        let second = s * (1.5 - leftFraction)
                        buffer[base + leftCell + 1] += d * Float(second - firstArea)
                        let step = d * Float(s)
                        for cell in (leftCell + 2)..<(rightCell - 1) { buffer[base + cell] += step }
                        let beforeLast = second + Double(rightCell - leftCell - 3) * s
                        buffer[base + rightCell - 1] += d * Float(1 - beforeLast - lastArea)
                    }
                    buffer[base + rightCell] += d * Float(lastArea)
                }
            }
        }
    }

    /// Running sums along each row: the coverage of every pixel. A row whose accumulation is bit
    /// for bit the row above's (inside a shape with vertical sides: most rows of a rectangle) has
    /// the same sums, so the row above's coverage is copied instead of summed again. Each row of
    /// the accumulation is cleared once the row below has been compared with it, so the buffer
    /// is all zero for the next call.
    private mutating func resolve() -> CoverageMask {
        let width = region.width, height = region.height, stride = self.stride
        let rowBytes = width * MemoryLayout<Float>.stride
        let values = [Float](unsafeUninitializedCapacity: width * height) { output, count in
            accumulation.withUnsafeMutableBufferPointer { input in
                guard let source = input.baseAddress, let target = output.baseAddress else { return }
                for row in 0..<height {
                    let from = source + row * stride, to = target + row * width
                    if row > 0 {
                        let same = memcmp(from, from - stride, rowBytes) == 0
                        (from - stride).update(repeating: 0, count: stride)
                        if same {
                            to.initialize(from: to - width, count: width)
                            continue
                        }
                    }
                    var sum: Float = 0
                    for column in 0..<width {
                        sum += from[column]
                        to[column] = min(max(sum, 0), 1)
                    }
                }
                (source + (height - 1) * stride).update(repeating: 0, count: stride)
            }
            count = width * height
        }
        return CoverageMask(uncheckedRect: region, values: values)
    }
}
