import Foundation
import MotionSDL

/// The demo scene until MotionUI's views arrive: the seed loader's arc.
///
/// A circle stroked with round caps, trimmed from `trimStart` to `trimEnd` and rotated, animated
/// by MotionCore: the trim end runs 0 → 1 with `.linear(duration: 2).repeatForever(autoreverses:
/// false)`, the rotation 0 → 360° with `.linear(duration: 4).repeatForever(autoreverses: false)`,
/// and ``pulse(at:)`` (a click or Space) springs the arc's scale up and back. Like the seed's
/// `.rotationEffect(.degrees(-90))`, the trim starts at 12 o'clock; angles grow clockwise.
///
/// The stroke is tessellated here (``band(center:radius:lineWidth:startAngle:endAngle:pixelsPerPoint:tolerance:)``)
/// and filled with ``SDLCanvas``; a later issue replaces this with MotionUI's `Path` and stroking.
///
/// ```swift
/// let demo = ArcDemo(startTime: 0)
/// demo.update(to: 0.5)
/// demo.draw(on: canvas, size: CGSize(width: 800, height: 600))
/// ```
final class ArcDemo {
    /// The circle's radius (to the middle of the stroke), in points.
    let radius = 100.0
    /// The stroke width, in points.
    let lineWidth = 12.0
    /// The stroke colour: the seed's `Color.accentColor`.
    let strokeColor = Color.accentColor
    /// The background.
    let background = Color.white
    /// Where the trimmed stroke starts, as a fraction of the circle.
    let trimStart = 0.0
    /// How much bigger a pulse makes the arc.
    let pulseScale = 1.35
    /// How long a pulse holds its target before springing back.
    let pulseHold = 0.18

    private var trimEnd = Animator(0.0)
    private var rotation = Animator(0.0)      // radians, clockwise on screen
    private var scale = Animator(1.0)
    private var pulseReturnTime: TimeInterval?

    /// Starts the trim and rotation animations at `startTime` (seconds on the caller's clock).
    init(startTime: TimeInterval) {
        trimEnd.setTarget(1, animation: .linear(duration: 2).repeatForever(autoreverses: false), at: startTime)
        rotation.setTarget(2 * .pi, animation: .linear(duration: 4).repeatForever(autoreverses: false), at: startTime)
        update(to: startTime)
    }

    /// Springs the arc bigger at `time`; it springs back ``pulseHold`` seconds later. A pulse
    /// during a pulse restarts the hold, and the springs carry over the current velocity.
    func pulse(at time: TimeInterval) {
        scale.setTarget(pulseScale, animation: .spring(response: 0.25, dampingFraction: 0.5), at: time)
        pulseReturnTime = time + pulseHold
    }

    /// Moves every animation to `time`.
    func update(to time: TimeInterval) {
        if let back = pulseReturnTime, time >= back {
            scale.setTarget(1, animation: .spring(response: 0.45, dampingFraction: 0.55), at: back)
            pulseReturnTime = nil
        }
        trimEnd.advance(to: time)
        rotation.advance(to: time)
        scale.advance(to: time)
    }

    /// The current trim end (0…1), rotation (radians) and scale.
    var state: (trimEnd: Double, rotation: Double, scale: Double) { (trimEnd.value, rotation.value, scale.value) }

    /// Clears the canvas and draws the arc centred in `size` points.
    func draw(on canvas: SDLCanvas, size: CGSize) {
        canvas.clear(background)
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let start = -Double.pi / 2 + rotation.value
        let geometry = ArcDemo.band(center: center, radius: radius * scale.value, lineWidth: lineWidth * scale.value,
                                    startAngle: start + 2 * .pi * trimStart,
                                    endAngle: start + 2 * .pi * min(max(trimEnd.value, trimStart), 1),
                                    pixelsPerPoint: canvas.scale, tolerance: canvas.tolerance)
        canvas.fill(geometry, color: strokeColor)
    }

    /// The outline of an arc stroked with round caps, as one quad strip (points in points).
    ///
    /// The strip's left side runs along the outer edge (radius + w/2) and its right side along the
    /// inner edge (radius − w/2, at least 0); each end is a semicircular cap of radius w/2, built as
    /// mirrored quarter circles that meet at the cap's tip. Segment counts come from the error
    /// tolerance applied to radii in *pixels* (`pixelsPerPoint`), so HiDPI output gets more of
    /// them. Angles are radians, clockwise on screen from 3 o'clock. An empty or backwards sweep,
    /// a sweep of more than one turn (clamped to one), or a non-positive width handle themselves:
    /// nothing is drawn for the first and the last, a full ring for the second.
    static func band(center: CGPoint, radius: Double, lineWidth: Double, startAngle: Double, endAngle: Double,
                     pixelsPerPoint: Double, tolerance: Double) -> FillGeometry {
        let sweep = min(endAngle - startAngle, 2 * .pi)
        let halfWidth = lineWidth / 2
        guard sweep > 0, halfWidth > 0, radius.isFinite, radius >= 0, halfWidth.isFinite,
              startAngle.isFinite, center.x.isFinite, center.y.isFinite else { return .empty }
        let cx = Double(center.x), cy = Double(center.y)
        let outerRadius = radius + halfWidth, innerRadius = max(radius - halfWidth, 0)
        func point(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: x, y: y) }

        var left: [CGPoint] = [], right: [CGPoint] = []
        let capSegments = max(Tessellation.segmentCount(radius: halfWidth * pixelsPerPoint, sweep: .pi / 2,
                                                        tolerance: tolerance), 2)

        // Start cap: from the tip (behind the start, against the direction of travel) round to the
        // outer and inner corners. Radial direction u = (cos a, sin a), travel t = (−sin a, cos a).
        let (u0x, u0y) = (cos(startAngle), sin(startAngle))
        let (e0x, e0y) = (cx + radius * u0x, cy + radius * u0y)
        for step in 0..<capSegments {
            let phi = Double.pi / 2 * Double(step) / Double(capSegments)
            let back = halfWidth * cos(phi), side = halfWidth * sin(phi)
            // −t = (sin a, −cos a)
            left.append(point(e0x + back * u0y + side * u0x, e0y - back * u0x + side * u0y))
            right.append(point(e0x + back * u0y - side * u0x, e0y - back * u0x - side * u0y))
        }

        // The arc itself, corner to corner.
        let arcSegments = Tessellation.segmentCount(radius: outerRadius * pixelsPerPoint, sweep: sweep, tolerance: tolerance)
        for step in 0...arcSegments {
            let angle = startAngle + sweep * Double(step) / Double(arcSegments)
            let (ux, uy) = (cos(angle), sin(angle))
            left.append(point(cx + outerRadius * ux, cy + outerRadius * uy))
            right.append(point(cx + innerRadius * ux, cy + innerRadius * uy))
        }

        // End cap: from the outer and inner corners round to the tip ahead of the end.
        let endAngle = startAngle + sweep
        let (u1x, u1y) = (cos(endAngle), sin(endAngle))
        let (e1x, e1y) = (cx + radius * u1x, cy + radius * u1y)
        for step in stride(from: capSegments - 1, through: 0, by: -1) {
            let phi = Double.pi / 2 * Double(step) / Double(capSegments)
            let ahead = halfWidth * cos(phi), side = halfWidth * sin(phi)
            // t = (−sin a, cos a)
            left.append(point(e1x - ahead * u1y + side * u1x, e1y + ahead * u1x + side * u1y))
            right.append(point(e1x - ahead * u1y - side * u1x, e1y + ahead * u1x - side * u1y))
        }
        return FillGeometry.strip(left: left, right: right)
    }
}
