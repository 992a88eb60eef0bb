import MotionUI

extension PlayerScene {
    /// Seed 004: `withAnimation` beside the `@AnimateState` property wrapper.
    ///
    /// ```swift
    /// let host = ViewHost(PlayerScene.animateState.makeView(), size: CGSize(width: 800, height: 600))
    /// host.tap(text: "Toggle offset")
    /// ```
    static let animateState = PlayerScene(
        name: "animate-state", title: "@AnimateState",
        summary: "seed 004: a text's offset toggled with withAnimation, and with a property wrapper that animates every write",
        keys: ["Space toggle both"]
    ) {
        AnimateStateScene.ContentView()
    }
}

/// An animated `@State`, seed 004's user-level property wrapper: every write to the wrapped value
/// runs inside `withAnimation(animation)`, so no call site can forget it. The storage is a `State`,
/// which Motion finds inside the wrapper and keeps across body evaluations.
///
/// The projected value is the state's binding with the same animation, so a child view that
/// writes through `$value` animates too (the article's binding did not animate its writes; nothing
/// in the article wrote through it).
///
/// ```swift
/// struct Mover: View {
///     @AnimateState(wrappedValue: false, animation: .easeInOut(duration: 2)) private var down: Bool
///     var body: some View {
///         Text("Hello").offset(y: down ? 100 : 0).onTapGesture { down.toggle() }
///     }
/// }
/// ```
@propertyWrapper
struct AnimateState<T>: DynamicProperty {
    let storage: State<T>
    let animation: Animation?

    /// A state holding `wrappedValue` whose writes animate with `animation` (nil: they snap).
    init(wrappedValue: T, animation: Animation? = nil) {
        storage = State(initialValue: wrappedValue)
        self.animation = animation
    }

    var wrappedValue: T {
        get { storage.wrappedValue }
        nonmutating set {
            withAnimation(animation) {
                storage.wrappedValue = newValue
            }
        }
    }

    var projectedValue: Binding<T> {
        storage.projectedValue.animation(animation)
    }
}

/// Seed 004 side by side: on the left the article's first version, `withAnimation(.easeInOut(duration: 2))`
/// at the call site; on the right the same with ``AnimateState``, the text in a child view that
/// receives the `$` binding. The player's trigger (Space) toggles both in the same frame, so they move
/// as one.
///
/// ```swift
/// AnimateStateScene.ContentView()
/// ```
enum AnimateStateScene {
    /// The animation both sides use.
    static let animation = Animation.easeInOut(duration: 2)
    /// How far the text moves down.
    static let distance: CGFloat = 100

    struct ContentView: View {
        var body: some View {
            HStack(alignment: .top, spacing: 60) {
                WithAnimationView()
                AnimateStateView()
            }
        }
    }

    /// The article's `withAnimation` version.
    struct WithAnimationView: View {
        @State private var offset = false
        @Environment(\.sceneTrigger) private var trigger

        var body: some View {
            VStack {
                Text("withAnimation").font(.caption)
                Button(action: toggle) {
                    Text("Toggle offset")
                }
                Text("Hello, world!")
                    .offset(y: offset ? AnimateStateScene.distance : 0)
            }
            .padding()
            .onChange(of: trigger) { _ in toggle() }
        }

        func toggle() {
            withAnimation(AnimateStateScene.animation) {
                offset.toggle()
            }
        }
    }

    /// The `@AnimateState` version: no `withAnimation` at the call site.
    struct AnimateStateView: View {
        @AnimateState(wrappedValue: false, animation: AnimateStateScene.animation)
        private var offset: Bool
        @Environment(\.sceneTrigger) private var trigger

        var body: some View {
            VStack {
                Text("@AnimateState").font(.caption)
                Button(action: {
                    offset.toggle()
                }, label: {
                    Text("Toggle offset")
                })
                OffsetText(offset: $offset)
            }
            .padding()
            .onChange(of: trigger) { _ in offset.toggle() }
        }
    }

    /// The moving text, handed the wrapper's binding.
    struct OffsetText: View {
        @Binding var offset: Bool

        var body: some View {
            Text("Hello, world!")
                .offset(y: offset ? AnimateStateScene.distance : 0)
        }
    }
}
