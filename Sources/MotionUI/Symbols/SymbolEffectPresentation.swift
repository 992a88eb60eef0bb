import Foundation

/// What symbol effects do to a symbol at one moment: a scale about an anchor of its frame and an
/// opacity factor (identity: scale 1, opacity 1).
///
/// ```swift
/// SymbolEffectPresentation(scale: 0.8, anchor: .bottom, opacity: 1)   // mid-bounce
/// ```
struct SymbolEffectPresentation: Equatable {
    var scale: CGFloat = 1
    var anchor: UnitPoint = .center
    var opacity: Double = 1

    /// All effects at `time`, outermost first: scales multiply (the anchor of the last one that
    /// scales wins), opacities multiply.
    static func combined(_ drivers: [SymbolEffectDriver], at time: TimeInterval) -> SymbolEffectPresentation {
        var result = SymbolEffectPresentation()
        for driver in drivers {
            let p = driver.presentation(at: time)
            if p.scale != 1 { result.anchor = p.anchor }
            result.scale *= p.scale
            result.opacity *= p.opacity
        }
        return result
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        if opacity != 1 { builder.multiplyOpacity(opacity) }
        if scale != 1 { builder.concatenate(CGAffineTransform(scaleX: scale, y: scale), anchor: anchor, size: size) }
    }
}

private struct SymbolEffectsKey: EnvironmentKey { static let defaultValue: [SymbolEffectDriver] = [] }

extension EnvironmentValues {
    /// The symbol effects applying to symbol images below, outermost first.
    var symbolEffects: [SymbolEffectDriver] {
        get { self[SymbolEffectsKey.self] }
        set { self[SymbolEffectsKey.self] = newValue }
    }
}
