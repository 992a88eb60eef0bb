import CSDL2
import Foundation

/// How long drawing a display list takes: every sample in milliseconds, with the median and the
/// 99th percentile. ``measure(_:size:scale:iterations:warmup:renderer:)`` renders headless;
/// ``measure(_:on:iterations:warmup:renderer:)`` renders on any canvas (a window's too) and waits
/// for the renderer to finish each frame.
///
/// Statistics: the median is the middle sample (the mean of the two middle ones for an even
/// count); the p-th percentile is the nearest-rank one, the ⌈p/100 · n⌉-th smallest sample. No
/// samples give 0 for both.
///
/// ```swift
/// let timing = try RenderTiming.measure(host.displayList, size: host.size, scale: 2, iterations: 200)
/// print("render median \(timing.median) ms, p99 \(timing.p99) ms")
/// ```
public struct RenderTiming: Sendable, Equatable {
    /// Every measured frame, in milliseconds, in the order they ran.
    public let samples: [Double]

    /// Timing from samples (milliseconds); non-finite samples are dropped.
    ///
    /// ```swift
    /// RenderTiming(samples: [3, 1, 2]).median   // 2
    /// ```
    public init(samples: [Double]) {
        self.samples = samples.filter { $0.isFinite }
    }

    /// The middle sample, in milliseconds.
    public var median: Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// The 99th percentile (nearest rank), in milliseconds.
    public var p99: Double { percentile(99) }

    /// The nearest-rank `p`-th percentile (p clamped to 0…100; 0 gives the smallest sample).
    ///
    /// ```swift
    /// RenderTiming(samples: Array(1...100).map(Double.init)).percentile(90)   // 90
    /// ```
    public func percentile(_ p: Double) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        let clamped = p == p ? min(max(p, 0), 100) : 50
        let rank = Int((clamped / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// Renders `list` `iterations` times on a headless canvas of `size` points at `scale`, after
    /// `warmup` unmeasured frames. Counts below 1 (iterations) or 0 (warmup) are raised to those.
    ///
    /// ```swift
    /// let timing = try RenderTiming.measure(list, size: CGSize(width: 400, height: 300), scale: 2)
    /// ```
    /// - Throws: what ``HeadlessCanvas/init(size:scale:opaque:)`` throws.
    public static func measure(_ list: DisplayList, size: CGSize, scale: Double = 1, iterations: Int = 100,
                               warmup: Int = 3, renderer: DisplayListRenderer = DisplayListRenderer()) throws -> RenderTiming {
        let headless = try HeadlessCanvas(size: size, scale: scale)
        return measure(list, on: headless.canvas, iterations: iterations, warmup: warmup, renderer: renderer)
    }

    /// Renders `list` `iterations` times on `canvas` (clear, every item, then a one-pixel read-back
    /// so that a GPU renderer has really finished), after `warmup` unmeasured frames.
    ///
    /// ```swift
    /// let timing = RenderTiming.measure(list, on: window.canvas, iterations: 100)
    /// ```
    public static func measure(_ list: DisplayList, on canvas: SDLCanvas, iterations: Int = 100, warmup: Int = 3,
                               renderer: DisplayListRenderer = DisplayListRenderer()) -> RenderTiming {
        let clock = MonotonicClock()
        var samples: [Double] = []
        samples.reserveCapacity(max(iterations, 1))
        var pixel: UInt32 = 0
        var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
        for index in 0..<(max(warmup, 0) + max(iterations, 1)) {
            let start = clock.now()
            renderer.render(list, on: canvas)
            canvas.flush()
            SDL_RenderReadPixels(canvas.renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
            let elapsed = clock.now() - start
            if index >= max(warmup, 0) { samples.append(elapsed * 1000) }
        }
        return RenderTiming(samples: samples)
    }
}
