import MotionUI

// Seed 000: the circular loader, in the article's first working version (linear, repeatForever:
// the stroke jumps back at each repeat) and its final version (Timer + AnimatablePair + easeOut).

/// The first version, after the article's fixes (`/ 360.0`, `private(set)`, the frame).
struct LinearLoaderView: View {
    struct Configuration {
        var radius: CGFloat
        var strokeWidth: CGFloat
        var strokeColor: Color
        var animationDuration: Double = 2.0
        var rotationDuration: Double = 4.0
    }

    var configuration: Configuration
    @State private(set) var startPoint: Angle = .zero
    @State private(set) var endPoint: Angle = .zero
    @State private(set) var rotationEffect: Angle = .zero

    var body: some View {
        Circle()
            .trim(from: startPoint.degrees / 360.0, to: endPoint.degrees / 360.0)
            .stroke(configuration.strokeColor, style: StrokeStyle(lineWidth: configuration.strokeWidth, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .rotationEffect(rotationEffect, anchor: .center)
            .frame(width: configuration.radius / 2.0, height: configuration.radius / 2.0)
            .onAppear {
                withAnimation(.linear(duration: configuration.animationDuration).repeatForever(autoreverses: false)) {
                    startPoint = .degrees(0)
                    endPoint = .degrees(360)
                    rotationEffect = .degrees(360)
                }
            }
    }
}

/// The final version.
struct CircularLoaderView: View {
    struct Configuration {
        var radius: CGFloat
        var strokeWidth: CGFloat
        var strokeColor: Color
        var animationDuration: Double = 2.0
        var rotationDuration: Double = 4.0
    }

    var configuration: Configuration
    @State private(set) var points: AnimatablePair<CGFloat, CGFloat> = AnimatablePair(0, 0)
    @State private(set) var rotationEffect: Angle = .zero

    var startPoint: Angle { .degrees(Double(points.first) * 360) }
    var endPoint: Angle { .degrees(Double(points.second) * 360) }

    var body: some View {
        Circle()
            .trim(from: points.first, to: points.second)
            .stroke(configuration.strokeColor, style: StrokeStyle(lineWidth: configuration.strokeWidth, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .rotationEffect(rotationEffect, anchor: .center)
            .frame(width: configuration.radius / 2.0,
                   height: configuration.radius / 2.0)
            .onReceive(Timer.publish(every: configuration.animationDuration, on: .main, in: .common).autoconnect()) { _ in
                switch (points.first, points.second) {
                case (0.0, 0.0):
                    animatePoints(AnimatablePair(0.0, 1.0))
                case (1.0, 1.0):
                    points = AnimatablePair(0.0, 0.0)
                    animatePoints(AnimatablePair(0.0, 1.0))
                case (_, _):
                    animatePoints(AnimatablePair(1.0, 1.0))
                }
            }
            .onAppear {
                withAnimation(.linear(duration: configuration.rotationDuration).repeatForever(autoreverses: false)) {
                    rotationEffect = .degrees(360)
                }
            }
    }

    func animatePoints(_ newValues: AnimatablePair<CGFloat, CGFloat>,
                       curve: (_ duration: TimeInterval) -> Animation = Animation.easeOut(duration: )) {
        withAnimation(curve(configuration.animationDuration)) {
            points = newValues
        }
    }
}

/// The article's intermediate version: a constant `rotationEffect(.degrees(360))` under the older
/// `.animation(_:)` modifier, which (as the article notices) does not rotate, while the trim runs.
struct AnimationModifierLoaderView: View {
    var configuration: LinearLoaderView.Configuration
    @State private(set) var startPoint: Angle = .zero
    @State private(set) var endPoint: Angle = .zero

    var body: some View {
        Circle()
            .trim(from: startPoint.degrees / 360.0, to: endPoint.degrees / 360.0)
            .stroke(configuration.strokeColor, style: StrokeStyle(lineWidth: configuration.strokeWidth, lineCap: .round))
            .rotationEffect(.degrees(-90))
            .rotationEffect(.degrees(360), anchor: .center) // Added rotation animation
            .animation(.linear(duration: configuration.rotationDuration).repeatForever(autoreverses: false)) // Added rotation animation
            .onAppear {
                withAnimation(.linear(duration: configuration.animationDuration).repeatForever(autoreverses: false)) {
                    startPoint = .degrees(0)
                    endPoint = .degrees(360)
                }
            }
    }
}
