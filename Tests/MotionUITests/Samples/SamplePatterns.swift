import MotionUI

// Views written in the style of public SwiftUI animation samples — the patterns they use most,
// in the project's own words — with `import MotionUI` and nothing else, as a user's file would be.

/// A square whose colour swaps at once (`.animation(nil, value:)`) while its corners spring round.
struct CornerSpringCard: View {
    @State private var rounded = false

    var body: some View {
        Button("Round") {
            rounded.toggle()
        }
        .frame(width: 200, height: 200)
        .background(rounded ? .blue : .red)
        .animation(nil, value: rounded)
        .foregroundColor(.white)
        .clipShape(RoundedRectangle(cornerRadius: rounded ? 60 : 0))
        .animation(.interpolatingSpring(stiffness: 10, damping: 1), value: rounded)
    }
}

struct CornerSpringCard_Previews: PreviewProvider {
    static var previews: some View { CornerSpringCard() }
}

/// A round button that grows by one step on every tap.
struct GrowingCircleButton: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Button("Grow") { scale += 1 }
            .padding(50)
            .background(.red)
            .foregroundStyle(.white)
            .clipShape(.circle)
            .scaleEffect(scale)
            .animation(.default, value: scale)
    }
}

#Preview {
    GrowingCircleButton()
}

/// A font size animated through an `AnimatableModifier`.
struct SizedSystemFont: AnimatableModifier {
    var size: CGFloat

    var animatableData: CGFloat {
        get { size }
        set { size = newValue }
    }

    func body(content: Content) -> some View {
        content.font(.system(size: size, weight: .semibold, design: .rounded))
    }
}

/// A headline that breathes between two sizes for ever once tapped.
struct BreathingHeadline: View {
    @State private var size: CGFloat = 32

    var body: some View {
        Text("Breathe")
            .modifier(SizedSystemFont(size: size))
            .onTapGesture {
                withAnimation(.spring(response: 0.5, dampingFraction: 0.5, blendDuration: 1).repeatForever()) {
                    size = 72
                }
            }
    }
}

/// A colour that fills the window under content that keeps to the safe area.
struct FullBleedBackground: View {
    var body: some View {
        ZStack {
            Color.gray.ignoresSafeArea()
            VStack(spacing: 20) {
                Text("Layers").font(.largeTitle)
                Text("The colour alone ignores the safe area").foregroundStyle(.white)
                Text("Everything above it is laid out as usual.")
                    .frame(maxWidth: .infinity)
                    .padding()
                    .background(Color.green)
                Spacer()
            }
            .font(.title)
        }
    }
}
