import Motion

/// A red circle, 20 points wide, that a tap sends 50 points right in 2 s (linear): the inspector
/// tests' app.
struct Slider: View {
    @State private var moved = false
    var body: some View {
        Circle().fill(Color.red).frame(width: 20, height: 20)
            .offset(x: moved ? 50 : 0)
            .onTapGesture { withAnimation(.linear(duration: 2)) { moved = true } }
    }
}
