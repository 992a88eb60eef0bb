import Foundation

extension GradientPaint {
    /// Whether a change from this paint to `other` animates: the same kind of geometry and the same
    /// number of stops in the same colour space (SwiftUI animates a gradient's stop positions and colours only then; any
    /// other change snaps).
    func canAnimate(to other: GradientPaint) -> Bool {
        stops.count == other.stops.count && geometryKind == other.geometryKind && colorSpace == other.colorSpace
    }

    /// The values that animate: the geometry's four numbers (unit points' x and y, radii or
    /// fractions, angles in radians), then each stop's red, green, blue, opacity and location.
    var animatableVector: AnimatableVector {
        var elements = geometryValues
        elements.reserveCapacity(4 + stops.count * 5)
        for stop in stops {
            elements += [stop.color.red, stop.color.green, stop.color.blue, stop.color.opacity, Double(stop.location)]
        }
        return AnimatableVector(elements)
    }

    /// This paint with the values of `vector` (laid out as ``animatableVector``); colours clamp to
    /// 0…1 as ``Color/animatableData`` does, and stops are sorted again by location.
    func with(_ vector: AnimatableVector) -> GradientPaint {
        let v = vector.elements
        guard v.count >= 4 + stops.count * 5 else { return self }
        func point(_ i: Int) -> UnitPoint { UnitPoint(x: CGFloat(v[i]), y: CGFloat(v[i + 1])) }
        let geometry: Geometry = switch self.geometry {
        case .linear: .linear(startPoint: point(0), endPoint: point(2))
        case .radial: .radial(center: point(0), startRadius: CGFloat(v[2]), endRadius: CGFloat(v[3]))
        case .elliptical: .elliptical(center: point(0), startRadiusFraction: CGFloat(v[2]), endRadiusFraction: CGFloat(v[3]))
        case .angular: .angular(center: point(0), startAngle: .radians(v[2]), endAngle: .radians(v[3]))
        }
        let stops = self.stops.indices.map { i in
            let base = 4 + i * 5
            return Gradient.Stop(color: Color(red: v[base], green: v[base + 1], blue: v[base + 2], opacity: v[base + 3]),
                                 location: CGFloat(v[base + 4]))
        }
        return GradientPaint(gradient: Gradient(stops: stops), geometry: geometry, bounds: bounds, colorSpace: colorSpace)
    }

    private var geometryKind: Int {
        switch geometry {
        case .linear: 0
        case .radial: 1
        case .elliptical: 2
        case .angular: 3
        }
    }

    private var geometryValues: [Double] {
        switch geometry {
        case .linear(let s, let e): [Double(s.x), Double(s.y), Double(e.x), Double(e.y)]
        case .radial(let c, let r0, let r1): [Double(c.x), Double(c.y), Double(r0), Double(r1)]
        case .elliptical(let c, let f0, let f1): [Double(c.x), Double(c.y), Double(f0), Double(f1)]
        case .angular(let c, let a0, let a1): [Double(c.x), Double(c.y), a0.radians, a1.radians]
        }
    }
}
