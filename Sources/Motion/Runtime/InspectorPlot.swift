import MotionUI

/// The line of an inspector row's plot: the samples of the last ``AnimationInspector/plotSpan``
/// seconds, time along x (now at the right edge), value along y between the smallest and largest
/// of the samples, `from` and `to` (larger values higher). A single sample is a dot-sized dash; a
/// flat range is drawn at mid-height.
///
/// ```swift
/// InspectorPlot(samples: entry.samples, now: 2, bounds: (0, 100)).stroke(Color.cyan, lineWidth: 1.5)
/// ```
package struct InspectorPlot: Shape {
    package let samples: [(time: TimeInterval, value: Double)]
    package let now: TimeInterval
    /// Values that must be in range besides the samples (the animation's from and to), if known.
    package let bounds: [Double]

    package init(samples: [(time: TimeInterval, value: Double)], now: TimeInterval, bounds: [Double]) {
        self.samples = samples
        self.now = now
        self.bounds = bounds.filter(\.isFinite)
    }

    package func path(in rect: CGRect) -> Path {
        var path = Path()
        guard let first = samples.first else { return path }
        let values = samples.map(\.value) + bounds
        let low = values.min() ?? first.value, high = values.max() ?? first.value
        let span = AnimationInspector.plotSpan
        func point(_ sample: (time: TimeInterval, value: Double)) -> CGPoint {
            let x = rect.maxX - CGFloat(max(0, min(span, now - sample.time)) / span) * rect.width
            let fraction = high > low ? (sample.value - low) / (high - low) : 0.5
            return CGPoint(x: x, y: rect.maxY - CGFloat(fraction) * rect.height)
        }
        path.move(to: point(first))
        if samples.count == 1 {
            path.addLine(to: CGPoint(x: point(first).x - 1, y: point(first).y))
        }
        for sample in samples.dropFirst() { path.addLine(to: point(sample)) }
        return path
    }
}
