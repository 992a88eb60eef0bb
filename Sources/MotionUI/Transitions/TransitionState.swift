import Foundation

/// A running insertion or removal: the transition and its progress, 0 at the active state and 1 at
/// identity. Every built-in transition is linear in its parameters, so animating the progress with
/// the transaction's animation animates each parameter exactly as SwiftUI does.
final class TransitionState {
    let transition: AnyTransition
    let progress: AnimatedValue<Double>
    private(set) var isRemoval = false

    /// A transition at `progress`: 0 (the active state) for an insertion, 1 (identity) for the
    /// removal of a view that is fully shown.
    init(transition: AnyTransition, progress: Double = 0) {
        self.transition = transition
        self.progress = AnimatedValue(progress)
    }

    /// Turns this state into a removal; a view still entering leaves from where it is.
    func useRemoval() {
        isRemoval = true
    }

    /// Applies the transition at its presented progress to a view occupying `box`.
    func apply(to builder: inout DisplayListBuilder, box: CGRect) {
        apply(transition.storage, progress: progress.value, to: &builder, box: box)
    }

    private func apply(_ storage: AnyTransition.Storage, progress p: Double, to builder: inout DisplayListBuilder, box: CGRect) {
        let absent = CGFloat(1 - p)
        switch storage {
        case .identity:
            break
        case .opacity:
            builder.multiplyOpacity(p)
        case .scale(let scale, let anchor):
            let s = scale + (1 - scale) * CGFloat(p)
            let ax = box.minX + anchor.x * box.width, ay = box.minY + anchor.y * box.height
            builder.concatenate(CGAffineTransform(translationX: -ax, y: -ay)
                .concatenating(CGAffineTransform(scaleX: s, y: s))
                .concatenating(CGAffineTransform(translationX: ax, y: ay)))
        case .move(let edge):
            switch edge {
            case .leading: builder.translate(by: CGPoint(x: -box.width * absent, y: 0))
            case .trailing: builder.translate(by: CGPoint(x: box.width * absent, y: 0))
            case .top: builder.translate(by: CGPoint(x: 0, y: -box.height * absent))
            case .bottom: builder.translate(by: CGPoint(x: 0, y: box.height * absent))
            }
        case .offset(let offset):
            builder.translate(by: CGPoint(x: offset.width * absent, y: offset.height * absent))
        case .blur(let radius):
            let sigma = _BlurEffect.sigma(radius: radius * absent, in: builder)
            if sigma > 0 { builder.beginLayer(DisplayLayer(effect: .blur(radius: sigma, opaque: false)), frame: box) }
        case .combined(let first, let second):
            apply(first, progress: p, to: &builder, box: box)
            apply(second, progress: p, to: &builder, box: box)
        case .asymmetric(let insertion, let removal):
            apply(isRemoval ? removal : insertion, progress: p, to: &builder, box: box)
        case .effect(let effect):
            builder.translate(by: box.origin)
            builder.concatenate(effect.transform(p, box.size), over: CGRect(origin: .zero, size: box.size))
            builder.translate(by: CGPoint(x: -box.minX, y: -box.minY))
        case .phased:
            break   // applied in the view tree by the transition's node
        }
    }
}

extension TransitionState {
    /// The transition as source spells it, for the inspector: `transition(.opacity)`,
    /// `transition(.move(edge: .leading))`, with ` removal` after it while the view leaves.
    var inspectorName: String {
        "transition(\(Self.source(transition.storage)))" + (isRemoval ? " removal" : "")
    }

    private static func source(_ storage: AnyTransition.Storage) -> String {
        switch storage {
        case .identity: return ".identity"
        case .opacity: return ".opacity"
        case .scale(let scale, let anchor):
            return scale == 0 && anchor == .center ? ".scale" : ".scale(scale: \(LiveAnimation.format(Double(scale))))"
        case .move(let edge): return ".move(edge: .\(edge))"
        case .offset(let size):
            return ".offset(x: \(LiveAnimation.format(Double(size.width))), y: \(LiveAnimation.format(Double(size.height))))"
        case .blur: return ".blurReplace"
        case .combined(let a, let b): return source(a) + ".combined(with: \(source(b)))"
        case .asymmetric(let insertion, let removal):
            return ".asymmetric(insertion: \(source(insertion)), removal: \(source(removal)))"
        case .effect: return ".modifier"
        case .phased(let transition): return transition.name
        }
    }
}
