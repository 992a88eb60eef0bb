import Foundation

/// How a view's drawing combines with what is beneath it, as SwiftUI's `BlendMode`
/// (`.blendMode(_:)`). The formulas are the W3C Compositing and Blending Level 1 ones, with `Cs`
/// the view's colour, `Cb` the colour beneath (0…1, straight), and the result composited
/// `co = cs·(1 − αb) + cb·(1 − αs) + αs·αb·B(Cb, Cs)` (premultiplied), `αo = αs + αb·(1 − αs)`:
///
/// | mode | B(Cb, Cs) |
/// |------|-----------|
/// | normal | Cs |
/// | multiply | Cb·Cs |
/// | screen | Cb + Cs − Cb·Cs |
/// | overlay | hardLight(Cs, Cb) (the arguments swapped) |
/// | darken / lighten | min / max(Cb, Cs) |
/// | colorDodge | 0 if Cb = 0, else min(1, Cb / (1 − Cs)) (1 when Cs = 1) |
/// | colorBurn | 1 if Cb = 1, else 1 − min(1, (1 − Cb) / Cs) (0 when Cs = 0) |
/// | hardLight | Cs ≤ ½: multiply(Cb, 2Cs); else screen(Cb, 2Cs − 1) |
/// | softLight | the W3C formula (with its D(Cb) for Cb > ¼) |
/// | difference | abs(Cb − Cs) |
/// | exclusion | Cb + Cs − 2·Cb·Cs |
/// | hue, saturation, color, luminosity | W3C's non-separable SetLum / SetSat (luminosity 0.3 R + 0.59 G + 0.11 B) |
///
/// Porter-Duff modes, premultiplied: `sourceAtop` co = cs·αb + cb·(1 − αs), αo = αb;
/// `destinationOver` co = cb + cs·(1 − αb), αo = αb + αs·(1 − αb); `destinationOut`
/// co = cb·(1 − αs), αo = αb·(1 − αs). Apple's additive modes: `plusLighter`
/// R = min(1, S + D) (co = min(1, cs + cb), αo = min(1, αs + αb)); `plusDarker`
/// R = max(0, 1 − ((1 − D) + (1 − S))) (co = max(0, αo − (αb − cb) − (αs − cs)) with the normal αo).
///
/// ```swift
/// ZStack {
///     Circle().fill(Color.red)
///     Circle().fill(Color.blue).offset(x: 30).blendMode(.screen)
/// }
/// ```
public enum BlendMode: Hashable, Sendable, CaseIterable {
    case normal
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    case sourceAtop
    case destinationOver
    case destinationOut
    case plusDarker
    case plusLighter
}
