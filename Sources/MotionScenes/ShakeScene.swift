import MotionUI

extension PlayerScene {
    /// Seed 001: the wrong shake beside the correct one.
    static let shake = PlayerScene(
        name: "shake", title: "Shake",
        summary: "seed 001: the wrong shake (offset + repeatCount, ends 10 pt off) beside the GeometryEffect shake",
        keys: ["Space logs in on both (or click Login)"]
    ) {
        ShakeScene()
    }
}

/// The `shake` scene: the article's `Wrong` and `Correct` login shakes side by side, each with its
/// Login button. Space presses both at once (through `sceneTrigger`), so their endings compare:
/// after an odd number of logins the wrong one rests 10 points to the left, the correct one
/// always comes back to where it started.
///
/// ```swift
/// let host = ViewHost(ShakeScene(), size: CGSize(width: 800, height: 500))
/// host.tap(text: "Login")   // the wrong one (the first Login drawn)
/// ```
struct ShakeScene: View {
    var body: some View {
        HStack(spacing: 24) {
            SceneColumn(title: "Wrong", code: ".offset · .animation(.default.repeatCount(5))",
                        caption: "An odd number of logins leaves it 10 pt to the left.") {
                Wrong()
            }
            SceneColumn(title: "Correct", code: "Shake: GeometryEffect · attempts += 1",
                        caption: "Every login shakes and comes back to rest.") {
                Correct()
            }
        }
        .padding(24)
    }
}

extension ShakeScene {
    /// The article's shake as a geometry effect: the view moves `amount · sin(π · shakesPerUnit ·
    /// animatableData)` points sideways, so animating the data from n to n + 1 shakes it and
    /// leaves it where it was (the sine is 0 at every whole number).
    struct Shake: GeometryEffect {
        var amount: CGFloat = 10
        var shakesPerUnit = 3
        var animatableData: CGFloat

        func effectValue(size: CGSize) -> ProjectionTransform {
            let dx = amount * sin(animatableData * .pi * CGFloat(shakesPerUnit))
            return ProjectionTransform(CGAffineTransform(translationX: dx, y: 0))
        }
    }

    /// The article's first attempt: a flag offsets the rectangle by −10 points and the change is
    /// animated with `.default` repeated five times. Five passes of an odd count end at the new
    /// offset, so every other login leaves the rectangle 10 points to the left.
    struct Wrong: View {
        @State var wrongAttempt: Bool = false
        @Environment(\.sceneTrigger) private var trigger

        var body: some View {
            VStack {
                Rectangle()
                    .fill(Color.pink)
                    .frame(width: 200, height: 100)
                    .offset(x: wrongAttempt ? -10 : 0)
                    .animation(Animation.default.repeatCount(5))
                Spacer()
                Button(action: { self.wrongAttempt.toggle() }, label: { Text("Login") })
            }
            .onChange(of: trigger) { _ in self.wrongAttempt.toggle() }
        }
    }

    /// The article's answer: count the attempts and let ``Shake`` turn the animated count into a
    /// shake that always ends at rest.
    struct Correct: View {
        @State var attempts: Int = 0
        @Environment(\.sceneTrigger) private var trigger

        var body: some View {
            VStack {
                Rectangle()
                    .fill(Color.pink)
                    .frame(width: 200, height: 100)
                    .modifier(Shake(animatableData: CGFloat(attempts)))
                Spacer()
                Button(action: { login() }, label: { Text("Login") })
            }
            .onChange(of: trigger) { _ in login() }
        }

        private func login() {
            withAnimation(.default) {
                self.attempts += 1
            }
        }
    }
}
