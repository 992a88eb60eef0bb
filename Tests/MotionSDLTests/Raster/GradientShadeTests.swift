import XCTest
@testable import MotionSDL

/// Gradient shading through ``SDLCanvas/draw(_:gradient:transform:projection:opacity:)``: every
/// covered pixel against colours worked out independently, and colours kept from frame to frame
/// giving the same bits as shading anew.
final class GradientShadeTests: XCTestCase {
    private let rampBounds = CGRect(x: 0, y: 0, width: 100, height: 10)

    private func ramp(_ geometry: GradientPaint.Geometry, bounds: CGRect) -> GradientPaint {
        GradientPaint(gradient: Gradient(colors: [.black, .white]), geometry: geometry, bounds: bounds)
    }

    private func pixels(of headless: HeadlessCanvas, _ rect: PixelRect) -> [PixelColor?] {
        (rect.y..<rect.maxY).flatMap { y in (rect.x..<rect.maxX).map { x in headless.pixel(x: x, y: y) } }
    }

    func testIssue12_aConicGradientIsExactAtEveryPixelAtScale2() throws {
        // A full turn from 0° about (30, 30) points, at scale 2: pixel (x, y) has its centre at
        // ((x + 0.5) / 2, (y + 0.5) / 2) points, at θ = atan2(dy, dx) clockwise from trailing, so
        // location t = θ / 2π (θ taken in 0…2π) and grey 255 t, rounded once.
        let headless = try HeadlessCanvas(width: 60, height: 60, scale: 2)
        headless.canvas.clear(.white)
        let square = CGRect(x: 0, y: 0, width: 60, height: 60)
        let conic = ramp(.angular(center: .center, startAngle: .zero, endAngle: .radians(2 * .pi)), bounds: square)
        let mask = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 120, height: 120), filledWith: 1)
        headless.canvas.draw(mask, gradient: conic, transform: .identity)
        for y in 0..<120 {
            for x in 0..<120 {
                let theta = atan2((Double(y) + 0.5) / 2 - 30, (Double(x) + 0.5) / 2 - 30)
                let t = (theta < 0 ? theta + 2 * .pi : theta) / (2 * .pi)
                let grey = UInt8((255 * t).rounded())
                XCTAssertEqual(headless.pixel(x: x, y: y), PixelColor(r: grey, g: grey, b: grey), "(\(x), \(y))")
            }
        }
    }

    func testIssue12_aRotatedRampIsExactAtEveryPixel() throws {
        // The ramp over 100 × 10 points, rotated 30° and moved to (20, 5), at scale 2: the point
        // under pixel (x, y) is p = ((x + 0.5) / 2, (y + 0.5) / 2) points; in the ramp's own
        // coordinates it lies at R(−30°)(p − (20, 5)), whose x / 100 (clamped) is the grey's share.
        let headless = try HeadlessCanvas(width: 80, height: 60, scale: 2)
        headless.canvas.clear(.white)
        let angle = Double.pi / 6
        let transform = CGAffineTransform(rotationAngle: CGFloat(angle)).concatenating(CGAffineTransform(translationX: 20, y: 5))
        let mask = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 160, height: 120), filledWith: 1)
        headless.canvas.draw(mask, gradient: ramp(.linear(startPoint: .leading, endPoint: .trailing), bounds: rampBounds),
                             transform: transform)
        for y in stride(from: 0, to: 120, by: 3) {
            for x in 0..<160 {
                let px = (Double(x) + 0.5) / 2 - 20, py = (Double(y) + 0.5) / 2 - 5
                let localX = px * cos(angle) + py * sin(angle)
                let grey = UInt8((255 * min(max(localX / 100, 0), 1)).rounded())
                XCTAssertEqual(headless.pixel(x: x, y: y), PixelColor(r: grey, g: grey, b: grey), "(\(x), \(y))")
            }
        }
    }

    func testIssue12_keptColoursGiveTheSameBitsAsShadingAnew() throws {
        // A radial gradient over a mask of uneven coverage at 70 %: drawn on three frames, the
        // second makes the table (the first only notes the gradient), the third reuses it; a mask
        // that changes keeps the table (colours do not depend on it). Every frame must equal the
        // same draw on a canvas that has never seen the gradient.
        let paint = GradientPaint(gradient: Gradient(colors: [.red, .blue.opacity(0.5), .green]),
                                  geometry: .radial(center: .center, startRadius: 3, endRadius: 25),
                                  bounds: CGRect(x: 0, y: 0, width: 50, height: 40))
        let rect = PixelRect(x: 5, y: 4, width: 40, height: 30)
        func mask(_ frame: Int) -> CoverageMask {
            CoverageMask(rect: rect, values: (0..<rect.area).map { Float(($0 * 7 + frame * 3) % 11) / 10 })
        }
        let kept = try HeadlessCanvas(width: 50, height: 40)
        for frame in 0..<3 {
            kept.canvas.clear(.white)
            kept.canvas.draw(mask(frame), gradient: paint, transform: .identity, opacity: 0.7)
            kept.canvas.endFrame()
            let fresh = try HeadlessCanvas(width: 50, height: 40)
            fresh.canvas.clear(.white)
            fresh.canvas.draw(mask(frame), gradient: paint, transform: .identity, opacity: 0.7)
            XCTAssertEqual(pixels(of: kept, rect), pixels(of: fresh, rect), "frame \(frame)")
        }
        XCTAssertEqual(kept.canvas.gradientShades.misses, 1)
        XCTAssertEqual(kept.canvas.gradientShades.hits, 2)
        XCTAssertEqual(kept.canvas.gradientShades.totalCost, rect.area * 4 * MemoryLayout<Double>.stride)
    }

    func testIssue12_aMovingGradientIsNeverTabulatedAndUnusedEntriesAreDropped() throws {
        // A gradient that moves a point a frame is a new key every frame: only first sightings,
        // no table. After the idle limit without drawing, every entry is gone.
        let headless = try HeadlessCanvas(width: 40, height: 20)
        let mask = CoverageMask(rect: PixelRect(x: 0, y: 0, width: 40, height: 20), filledWith: 1)
        let paint = ramp(.linear(startPoint: .leading, endPoint: .trailing), bounds: CGRect(x: 0, y: 0, width: 40, height: 20))
        for frame in 0..<5 {
            headless.canvas.draw(mask, gradient: paint, transform: CGAffineTransform(translationX: CGFloat(frame), y: 0))
            headless.canvas.endFrame()
        }
        XCTAssertEqual(headless.canvas.gradientShades.misses, 5)
        XCTAssertEqual(headless.canvas.gradientShades.totalCost, 0)
        for _ in 0...SDLCanvas.gradientShadeIdleFrameLimit { headless.canvas.endFrame() }
        XCTAssertEqual(headless.canvas.gradientShades.count, 0)
    }
}
