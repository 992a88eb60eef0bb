import Foundation

/// How a view enters and leaves, as SwiftUI's `AnyTransition`: a change from an active state (how the
/// view looks while absent) to identity, animated by the transaction that inserts or removes it.
///
/// ```swift
/// let insertToRight = AnyTransition.asymmetric(
///     insertion: .move(edge: .leading).combined(with: .opacity),
///     removal: .move(edge: .trailing).combined(with: .opacity))
/// ```
public struct AnyTransition: Sendable {
    indirect enum Storage: Sendable {
        case identity
        case opacity
        case scale(CGFloat, UnitPoint)
        case move(Edge)
        case offset(CGSize)
        case blur(CGFloat)
        case combined(Storage, Storage)
        case asymmetric(insertion: Storage, removal: Storage)
        case effect(TransitionEffect)
        /// Applied in the view tree as a body over the phase (see ``PhasedTransition``); nothing
        /// at drawing.
        case phased(PhasedTransition)
    }

    let storage: Storage
    /// The animation attached with ``animation(_:)``, if any.
    let animation: Animation?

    init(_ storage: Storage, animation: Animation? = nil) {
        self.storage = storage
        self.animation = animation
    }

    /// No visible change: the view appears and leaves at once (still after the animation's duration).
    public static let identity = AnyTransition(.identity)
    /// Fades in and out (the default transition).
    public static let opacity = AnyTransition(.opacity)
    /// Scales from zero about the centre.
    public static let scale = AnyTransition(.scale(0, .center))
    /// Scales from `scale` about `anchor`.
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
        AnyTransition(.scale(scale, anchor))
    }
    /// Slides in from, and out towards, `edge`, by the view's own size.
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(.move(edge)) }
    /// Moves in from the leading edge and out towards the trailing edge. Computed, as SwiftUI's:
    /// a stored global would hold its indirect-enum box for the life of the process, through an
    /// enum payload whose tag bits hide the pointer from LeakSanitizer (issue 13).
    public static var slide: AnyTransition {
        AnyTransition(.asymmetric(insertion: .move(.leading), removal: .move(.trailing)))
    }
    /// Offsets by `offset` while absent.
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(.offset(offset)) }
    /// Offsets by `x`, `y` while absent.
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { .offset(CGSize(width: x, height: y)) }
    /// Pushes in from `edge` and out towards the opposite edge, fading.
    public static func push(from edge: Edge) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: .combined(.move(edge), .opacity),
                                  removal: .combined(.move(edge.opposite), .opacity)))
    }
    /// One transition for insertion and another for removal.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(.asymmetric(insertion: insertion.storage, removal: removal.storage))
    }
    /// A transition from one geometry effect to another: absent, the view is drawn with `active`;
    /// present, with `identity`; in between with their `animatableData` interpolated linearly by the
    /// transition's progress, for the view's size. Motion takes any ``GeometryEffect`` here (SwiftUI
    /// takes any modifier); one with perspective (`_Rotation3DEffect`, say) draws as a true projection.
    ///
    /// ```swift
    /// struct Lift: GeometryEffect {
    ///     var y: CGFloat
    ///     var animatableData: CGFloat { get { y } set { y = newValue } }
    ///     func effectValue(size: CGSize) -> ProjectionTransform { ProjectionTransform(CGAffineTransform(translationX: 0, y: y)) }
    /// }
    /// Text("Saved").transition(.modifier(active: Lift(y: 20), identity: Lift(y: 0)))
    /// ```
    public static func modifier<E: GeometryEffect>(active: E, identity: E) -> AnyTransition {
        AnyTransition(.effect(TransitionEffect(active: active, identity: identity)))
    }

    /// A transition from one modifier to another, as SwiftUI's: the view is inserted with `active`
    /// and at once given `identity` under the inserting transaction (removal: the other way), so
    /// what animates is what animates in any change of the modifier — its `animatableData` when it
    /// is `Animatable`, and the animatable effects its body applies.
    ///
    /// ```swift
    /// struct Flip: ViewModifier {
    ///     var angle: Double
    ///     func body(content: Content) -> some View { content.rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0)) }
    /// }
    /// Text("Card").transition(.modifier(active: Flip(angle: 180), identity: Flip(angle: 0)))
    /// ```
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(.phased(PhasedTransition(name: ".modifier") { content, phase in
            AnyView(content.modifier(phase.isIdentity ? identity : active))
        }))
    }

    /// Both transitions at once.
    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(.combined(storage, other.storage), animation: animation ?? other.animation)
    }

    /// This transition run by `animation`, as SwiftUI's `AnyTransition.animation(_:)`: the view's
    /// insertion and removal animate with it whatever the change's own animation — also when the
    /// change has none (a view shown without `withAnimation` still fades in). Rule where SwiftUI is
    /// silent: in `combined(with:)` the first transition's attached animation wins, then the
    /// second's; the change's `disablesAnimations` still turns it off.
    ///
    /// ```swift
    /// if show { Banner().transition(.opacity.animation(.easeInOut(duration: 1))) }
    /// ```
    public func animation(_ animation: Animation?) -> AnyTransition {
        AnyTransition(storage, animation: animation)
    }

    /// The transaction the transition runs under for a change made under `transaction`.
    func transaction(for transaction: Transaction) -> Transaction {
        guard let animation, !transaction.disablesAnimations else { return transaction }
        var own = transaction
        own.animation = animation
        return own
    }
}

extension Edge {
    /// The edge across from this one.
    var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }
}

/// A geometry effect captured for a transition: its transform at any progress between the active
/// (progress 0) and identity (progress 1) effects, by interpolating their animatable data.
struct TransitionEffect: @unchecked Sendable {
    let transform: (_ progress: Double, _ size: CGSize) -> ProjectionTransform

    init<E: GeometryEffect>(active: E, identity: E) {
        transform = { progress, size in
            var effect = active
            effect.animatableData = active.animatableData.interpolated(towards: identity.animatableData, amount: progress)
            return effect.effectValue(size: size)
        }
    }
}
