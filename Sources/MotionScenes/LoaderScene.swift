import MotionUI

extension PlayerScene {
    /// Seed 000: the circular loader, its first repeating version beside the final one.
    static let loader = PlayerScene(
        name: "loader", title: "Loader",
        summary: "seed 000: the circular loader, linear repeatForever (jumps) beside Timer + AnimatablePair + easeOut",
        keys: ["Space restart", "↑/↓ animation duration", "←/→ rotation duration"]
    ) {
        LoaderScene()
    }
}

/// The `loader` scene: the article's first loader that repeats (a linear `repeatForever` trim from
/// 0 to 360°, whose stroke vanishes and starts again at every repeat — the jump the article sets
/// out to remove) beside its final loader (a `Timer` that steps an `AnimatablePair` of trim points
/// through expand and shrink phases with `.easeOut`, turning at its own `rotationDuration`).
///
/// Keys: `↑`/`↓` lengthen or shorten the animation duration by 0.25 s (0.25…8 s), `←`/`→` shorten
/// or lengthen the rotation duration by 0.5 s (0.5…16 s); Space restarts both loaders. A change of
/// duration restarts both loaders too, since their animations and timer were set up with the old
/// one (the loaders are given a new identity, so they start from their initial state).
///
/// ```swift
/// let host = ViewHost(LoaderScene(), size: CGSize(width: 800, height: 500))
/// host.advance(by: 3)   // the final loader is half-way through its first expansion
/// ```
struct LoaderScene: View {
    @Environment(\.sceneTrigger) private var trigger
    @Environment(\.sceneKeyPress) private var keyPress
    @State private var timing = Timing()

    var body: some View {
        VStack(spacing: 20) {
            HStack(alignment: .top, spacing: 24) {
                SceneColumn(title: "First version", code: "linear · repeatForever",
                            caption: "Jumps back to nothing at every repeat.") {
                    FirstLoaderView(configuration: timing.configuration).frame(width: 200, height: 200)
                }
                SceneColumn(title: "Final version", code: "Timer · AnimatablePair · easeOut",
                            caption: "Expands, then shrinks from its start: no jump.") {
                    CircularLoaderView(configuration: timing.configuration).frame(width: 200, height: 200)
                }
            }
            .id(Run(timing: timing, restart: trigger))
            Text(timing.summary)
                .font(.callout)
                .foregroundColor(.secondary)
        }
        .padding(24)
        .onChange(of: keyPress) { press in
            if let press { timing.adjust(for: press.key) }
        }
    }

    /// What gives the loaders their identity: a new run restarts them.
    private struct Run: Hashable {
        let timing: Timing
        let restart: Int
    }
}

extension LoaderScene {
    /// The durations the keys change, and the configuration both loaders share.
    ///
    /// ```swift
    /// var timing = LoaderScene.Timing()
    /// timing.adjust(for: .up)
    /// timing.animationDuration   // 2.25
    /// ```
    struct Timing: Hashable {
        /// Seconds per expand or shrink phase (and per linear repeat), 0.25…8, in 0.25 s steps.
        var animationDuration = 2.0
        /// Seconds per turn of the final loader, 0.5…16, in 0.5 s steps.
        var rotationDuration = 4.0

        static let animationRange = 0.25...8.0, animationStep = 0.25
        static let rotationRange = 0.5...16.0, rotationStep = 0.5

        /// `↑` / `↓` change ``animationDuration``, `→` / `←` ``rotationDuration``, clamped to their
        /// ranges (a press at a limit changes nothing).
        mutating func adjust(for key: SceneKeyPress.SceneKey) {
            switch key {
            case .up: animationDuration = Self.clamp(animationDuration + Self.animationStep, Self.animationRange)
            case .down: animationDuration = Self.clamp(animationDuration - Self.animationStep, Self.animationRange)
            case .right: rotationDuration = Self.clamp(rotationDuration + Self.rotationStep, Self.rotationRange)
            case .left: rotationDuration = Self.clamp(rotationDuration - Self.rotationStep, Self.rotationRange)
            }
        }

        private static func clamp(_ value: Double, _ range: ClosedRange<Double>) -> Double {
            min(max(value, range.lowerBound), range.upperBound)
        }

        /// The seed's configuration at these durations: a 320-point "radius" (the seed's frame is
        /// radius / 2, so the circle is 160 points across), a 10-point stroke in the accent colour.
        var configuration: CircularLoaderView.Configuration {
            .init(radius: 320, strokeWidth: 10, strokeColor: .accentColor,
                  animationDuration: animationDuration, rotationDuration: rotationDuration)
        }

        /// "animation 2.00 s · rotation 4.00 s".
        var summary: String {
            "animation \(Self.seconds(animationDuration)) · rotation \(Self.seconds(rotationDuration))"
        }

        private static func seconds(_ value: Double) -> String {
            let hundredths = Int((value * 100).rounded())
            let fraction = hundredths % 100
            return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction) s"
        }
    }

    /// The article's first loader that runs: the trim end and the rotation are animated together,
    /// linearly over `animationDuration`, repeated forever without reversing. Each repeat starts
    /// again from an empty stroke, which is the jump. (It does not use `rotationDuration` yet, as
    /// in the article at that point.)
    struct FirstLoaderView: View {
        typealias Configuration = CircularLoaderView.Configuration

        var configuration: Configuration
        @State private(set) var startPoint: Angle = .zero
        @State private(set) var endPoint: Angle = .zero
        @State private(set) var rotationEffect: Angle = .zero

        var body: some View {
            Circle()
                .trim(from: startPoint.degrees / 360.0, to: endPoint.degrees / 360.0)
                .stroke(configuration.strokeColor,
                        style: StrokeStyle(lineWidth: configuration.strokeWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .rotationEffect(rotationEffect, anchor: .center)
                .frame(width: configuration.radius / 2.0, height: configuration.radius / 2.0)
                .onAppear {
                    let forever = Animation.linear(duration: configuration.animationDuration)
                        .repeatForever(autoreverses: false)
                    withAnimation(forever) {
                        startPoint = .degrees(0)
                        endPoint = .degrees(360)
                        rotationEffect = .degrees(360)
                    }
                }
        }
    }

    /// The article's final loader: every `animationDuration` a timer moves the trim points to their
    /// next phase with an ease-out curve — (0, 0) → (0, 1) expands, (0, 1) → (1, 1) shrinks from
    /// the start, and (1, 1) resets to (0, 0) and expands again — while the whole circle turns once
    /// every `rotationDuration`, linearly, forever.
    struct CircularLoaderView: View {
        /// The loader's look and timing, as the article's unit test builds it.
        struct Configuration: Hashable {
            var radius: CGFloat
            var strokeWidth: CGFloat
            var strokeColor: Color
            var animationDuration: Double = 2.0
            var rotationDuration: Double = 4.0
        }

        var configuration: Configuration
        @State private(set) var points = AnimatablePair<CGFloat, CGFloat>(0, 0)
        @State private(set) var rotationEffect: Angle = .zero

        /// Where the stroke starts, as an angle (the article's test reads it).
        var startPoint: Angle { .degrees(Double(points.first) * 360) }
        /// Where the stroke ends, as an angle.
        var endPoint: Angle { .degrees(Double(points.second) * 360) }

        var body: some View {
            Circle()
                .trim(from: points.first, to: points.second)
                .stroke(configuration.strokeColor,
                        style: StrokeStyle(lineWidth: configuration.strokeWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
                .rotationEffect(rotationEffect, anchor: .center)
                .frame(width: configuration.radius / 2.0, height: configuration.radius / 2.0)
                .onReceive(Timer.publish(every: configuration.animationDuration, on: .main, in: .common).autoconnect()) { _ in
                    switch (points.first, points.second) {
                    case (0.0, 0.0):
                        animatePoints(AnimatablePair(0.0, 1.0))
                    case (1.0, 1.0):
                        points = AnimatablePair(0.0, 0.0)
                        animatePoints(AnimatablePair(0.0, 1.0))
                    default:
                        animatePoints(AnimatablePair(1.0, 1.0))
                    }
                }
                .onAppear {
                    withAnimation(.linear(duration: configuration.rotationDuration).repeatForever(autoreverses: false)) {
                        rotationEffect = .degrees(360)
                    }
                }
        }

        /// Animates the trim points to `newValues` with `curve` over `animationDuration`.
        func animatePoints(_ newValues: AnimatablePair<CGFloat, CGFloat>,
                           curve: (_ duration: TimeInterval) -> Animation = Animation.easeOut(duration:)) {
            withAnimation(curve(configuration.animationDuration)) {
                points = newValues
            }
        }
    }
}
