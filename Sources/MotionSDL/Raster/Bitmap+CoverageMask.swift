import Foundation

extension Bitmap {
    /// The bitmap's alpha (a glyph run's coverage, an image's alpha) as a ``CoverageMask`` of device
    /// pixels, the bitmap mapped by `transform` (bitmap pixels → device pixels), within `bounds`:
    /// what a gradient shades when it paints text.
    ///
    /// A whole-pixel translation copies values one to one (exact). Any other transform measures each
    /// device pixel on a 4 × 4 grid of points, each taking the alpha of the bitmap pixel it falls in
    /// (0 outside the bitmap), and averages them: within 1/16 of the exact area-weighted coverage
    /// for a bitmap that is constant over the pixel. A singular or non-finite transform gives an
    /// empty mask.
    ///
    /// ```swift
    /// let mask = run.mask.coverageMask(transform: CGAffineTransform(translationX: 10, y: 4),
    ///                                  within: PixelRect(x: 0, y: 0, width: 200, height: 100))
    /// ```
    func coverageMask(transform t: CGAffineTransform, within bounds: PixelRect) -> CoverageMask {
        guard !isEmpty, t.determinant != 0, [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy({ $0.isFinite }) else { return .empty }
        let box = CGRect(x: 0, y: 0, width: width, height: height).applying(t)
        let limit = 1e9
        let x0 = Int(max(Double(box.minX).rounded(.down), -limit)), x1 = Int(min(Double(box.maxX).rounded(.up), limit))
        let y0 = Int(max(Double(box.minY).rounded(.down), -limit)), y1 = Int(min(Double(box.maxY).rounded(.up), limit))
        let rect = PixelRect(x: x0, y: y0, width: max(x1 - x0, 0), height: max(y1 - y0, 0)).intersection(bounds)
        guard !rect.isEmpty else { return .empty }
        var values = [Float](repeating: 0, count: rect.area)
        if BitmapCompositor.isWholePixelTranslation(t) {
            let dx = Int(t.tx), dy = Int(t.ty)
            for y in rect.y..<rect.maxY {
                for x in rect.x..<rect.maxX {
                    values[(y - rect.y) * rect.width + (x - rect.x)] = Float(alpha(x - dx, y - dy)) / 255
                }
            }
            return CoverageMask(uncheckedRect: rect, values: values)
        }
        let inverse = t.inverted()
        let grid = BitmapCompositor.coverageGrid
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                var sum = 0
                for j in 0..<grid {
                    for i in 0..<grid {
                        let point = CGPoint(x: CGFloat(x) + (CGFloat(i) + 0.5) / CGFloat(grid),
                                            y: CGFloat(y) + (CGFloat(j) + 0.5) / CGFloat(grid)).applying(inverse)
                        sum += alpha(Int(Double(point.x).rounded(.down)), Int(Double(point.y).rounded(.down)))
                    }
                }
                values[(y - rect.y) * rect.width + (x - rect.x)] = Float(sum) / Float(grid * grid * 255)
            }
        }
        return CoverageMask(uncheckedRect: rect, values: values)
    }

    /// The alpha of bitmap pixel (i, j), 0 outside the bitmap.
    private func alpha(_ i: Int, _ j: Int) -> Int {
        guard i >= 0, i < width, j >= 0, j < height else { return 0 }
        switch pixels {
        case .coverage(let values): return Int(values[j * width + i])
        case .color(let values): return Int(values[j * width + i].a)
        }
    }
}
