import Foundation
import MotionUI

extension PlayerScene {
    /// Issue 12: gradients, 3D, free drawing on a timeline, blur and rolling digits.
    static let drawing = PlayerScene(
        name: "drawing", title: "Drawing",
        summary: "gradient loader, rotation3DEffect card flip, TimelineView + Canvas particles, blurReplace, numericText digits",
        keys: ["Space flip the card, swap the word, count up", "click the card to flip it"]
    ) {
        DrawingScene()
    }
}

/// The `drawing` scene: the seed 000 loader stroked with an `AngularGradient` (the gradient
/// masked by the loader), a card that flips in 3D with `rotation3DEffect` (front and back), a
/// particle field drawn by a `Canvas` inside a `TimelineView(.animation)`, a word replaced with the
/// `.blurReplace` transition, and a counter whose digits roll with `.contentTransition(.numericText())`.
///
/// Space (the scene trigger) flips the card, swaps the word and counts up, all at once; a click on
/// the card flips it alone.
///
/// ```swift
/// let host = ViewHost(DrawingScene(), size: CGSize(width: 800, height: 480))
/// host.advance(by: 1)   // the particles have turned for a second; the loader is expanding
/// ```
struct DrawingScene: View {
    @Environment(\.sceneTrigger) private var trigger

    var body: some View {
        VStack(spacing: 28) {
            HStack(alignment: .top, spacing: 20) {
                SceneColumn(title: "Gradient loader", code: "AngularGradient · mask", caption: "Seed 000, stroked with a gradient.") {
                    GradientLoader().frame(width: 120, height: 120)
                }
                SceneColumn(title: "Card flip", code: "rotation3DEffect", caption: "Click or Space: front and back.") {
                    FlipCard(trigger: trigger)
                }
                SceneColumn(title: "Particles", code: "TimelineView · Canvas", caption: "Drawn from the timeline's date.") {
                    ParticleField().frame(width: 160, height: 120)
                }
            }
            HStack(alignment: .top, spacing: 20) {
                SceneColumn(title: "Blur replace", code: ".transition(.blurReplace)", caption: "Space swaps the word.") {
                    BlurredWord(trigger: trigger).frame(height: 60)
                }
                SceneColumn(title: "Rolling digits", code: ".contentTransition(.numericText())", caption: "Space counts up by 7.") {
                    RollingCounter(trigger: trigger).frame(height: 60)
                }
            }
        }
        .padding(24)
    }
}

extension DrawingScene {
    /// The seed's final loader, its stroke painted by an angular gradient: the gradient is
    /// masked by the loader (a 100-point ring whose 14-point stroke stays inside the gradient's
    /// 120-point frame).
    struct GradientLoader: View {
        var body: some View {
            AngularGradient(colors: [.purple, .blue, .teal, .green, .purple], center: .center)
                .mask(
                    LoaderScene.CircularLoaderView(configuration: .init(radius: 200, strokeWidth: 14, strokeColor: .black))
                )
        }
    }

    /// A card that turns about its vertical axis: the back shows once it has turned past 90°
    /// (each face fades out as it turns away), mirrored back by its own half turn.
    struct FlipCard: View {
        let trigger: Int
        @State private var flipped = false

        var body: some View {
            ZStack {
                face(title: "Front", colors: [.orange, .pink]).opacity(flipped ? 0 : 1)
                face(title: "Back", colors: [.indigo, .blue])
                    .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0))
                    .opacity(flipped ? 1 : 0)
            }
            .frame(width: 150, height: 100)
            .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .onTapGesture { flip() }
            .onChange(of: trigger) { flip() }
        }

        private func flip() {
            withAnimation(.easeInOut(duration: 0.8)) { flipped.toggle() }
        }

        private func face(title: String, colors: [Color]) -> some View {
            RoundedRectangle(cornerRadius: 14)
                .fill(LinearGradient(colors: colors, startPoint: .topLeading, endPoint: .bottomTrailing))
                .overlay(Text(title).font(.title2).foregroundStyle(.white))
        }
    }

    /// Sixty particles on spirals, drawn by a canvas each frame of an `.animation` timeline; each
    /// one's place is a function of the timeline's date only.
    struct ParticleField: View {
        var body: some View {
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSince1970
                    let centre = CGPoint(x: size.width / 2, y: size.height / 2)
                    for index in 0..<60 {
                        let phase = Double(index) * 2.399963   // the golden angle
                        let angle = phase + t * (0.6 + Double(index % 5) * 0.15)
                        let reach = 0.25 + 0.75 * (0.5 + 0.5 * sin(t * 0.8 + phase))
                        let x = centre.x + CGFloat(cos(angle) * reach) * size.width / 2
                        let y = centre.y + CGFloat(sin(angle) * reach) * size.height / 2
                        let radius = 2 + CGFloat(index % 4)
                        let dot = Path(ellipseIn: CGRect(x: x - radius, y: y - radius, width: radius * 2, height: radius * 2))
                        context.fill(dot, with: .color(Color(hue: Double(index) / 60, saturation: 0.7, brightness: 0.9)))
                    }
                }
            }
        }
    }

    /// A word that changes on Space, replaced with `.blurReplace`: each word is a view of its own
    /// (a `ForEach` of one id), and the change animates around them, so the old one leaves and the
    /// new one arrives with the transition.
    struct BlurredWord: View {
        let trigger: Int
        private static let words = ["Motion", "SwiftUI", "Linux", "SDL2"]

        var body: some View {
            ZStack {
                ForEach([trigger], id: \.self) { count in
                    Text(Self.words[count % Self.words.count])
                        .font(.largeTitle)
                        .transition(.blurReplace)
                }
            }
            .animation(.easeInOut(duration: 0.6), value: trigger)
        }
    }

    /// A number that goes up by 7 on Space, its changed digits rolling.
    struct RollingCounter: View {
        let trigger: Int

        var body: some View {
            Text("\(1993 + trigger * 7)")
                .font(.largeTitle)
                .contentTransition(.numericText(value: Double(trigger)))
                .animation(.spring(duration: 0.5), value: trigger)
        }
    }
}
