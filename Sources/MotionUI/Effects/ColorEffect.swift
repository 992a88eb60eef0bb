import Foundation

/// Passes content through a ``ColorMatrix`` in an offscreen layer: `.grayscale`, `.saturation`,
/// `.brightness`, `.contrast`, `.hueRotation`, `.colorMultiply`, `.colorInvert`,
/// `.luminanceToAlpha`. The amount (an angle's radians for a hue rotation) and the colour animate.
public struct _ColorEffect: EffectModifier {
    /// Which colour effect.
    public enum Operation: Hashable, Sendable {
        case grayscale, saturation, brightness, contrast, hueRotation, colorMultiply, colorInvert, luminanceToAlpha
    }

    public var operation: Operation
    public var amount: Double
    public var color: Color

    init(_ operation: Operation, amount: Double = 0, color: Color = .white) {
        self.operation = operation
        self.amount = amount
        self.color = color
    }

    public var animatableData: AnimatablePair<Double, Color.AnimatableData> {
        get { AnimatablePair(amount, color.animatableData) }
        set {
            amount = newValue.first
            color.animatableData = newValue.second
        }
    }

    /// The matrix of this effect (see ``ColorMatrix`` for each formula).
    var matrix: ColorMatrix {
        switch operation {
        case .grayscale: .grayscale(amount)
        case .saturation: .saturation(amount)
        case .brightness: .brightness(amount)
        case .contrast: .contrast(amount)
        case .hueRotation: .hueRotation(.radians(amount))
        case .colorMultiply: .colorMultiply(color)
        case .colorInvert: .colorInvert
        case .luminanceToAlpha: .luminanceToAlpha
        }
    }

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        let matrix = matrix
        guard !matrix.isIdentity else { return }
        builder.beginLayer(DisplayLayer(effect: .colorMatrix(matrix)), frame: CGRect(origin: .zero, size: size))
    }
}

extension View {
    /// Mixes the view's colours towards grey by `amount`, 0 (unchanged) … 1 (grey by luminance,
    /// 0.2126 R + 0.7152 G + 0.0722 B); out-of-range amounts clamp, NaN is 0. Animates.
    ///
    /// ```swift
    /// Image("avatar").grayscale(isOffline ? 1 : 0)
    /// ```
    public func grayscale(_ amount: Double) -> some View {
        modifier(_ColorEffect(.grayscale, amount: amount))
    }

    /// Scales the view's colour saturation: 0 grey, 1 unchanged, above 1 more vivid; negative or
    /// NaN counts as 0. Animates.
    ///
    /// ```swift
    /// Circle().fill(Color.red).saturation(0.5)
    /// ```
    public func saturation(_ amount: Double) -> some View {
        modifier(_ColorEffect(.saturation, amount: amount))
    }

    /// Adds `amount` to every colour channel (0 unchanged, 1 white, negative darker; results clamp
    /// to 0…1, NaN is 0). Animates.
    ///
    /// ```swift
    /// Text("Hi").brightness(pressed ? -0.2 : 0)
    /// ```
    public func brightness(_ amount: Double) -> some View {
        modifier(_ColorEffect(.brightness, amount: amount))
    }

    /// Scales each channel's distance from mid-grey by `amount`: 1 unchanged, 0 grey, negative
    /// values invert too (NaN is 1). Animates.
    ///
    /// ```swift
    /// Image("photo").contrast(1.5)
    /// ```
    public func contrast(_ amount: Double) -> some View {
        modifier(_ColorEffect(.contrast, amount: amount))
    }

    /// Rotates the view's hues by `angle` (the W3C hue-rotate matrix). Animates.
    ///
    /// ```swift
    /// Circle().fill(Color.red).hueRotation(.degrees(spin ? 360 : 0))
    /// ```
    public func hueRotation(_ angle: Angle) -> some View {
        modifier(_ColorEffect(.hueRotation, amount: angle.radians))
    }

    /// Multiplies every channel of the view's colours, alpha too, by `color`'s. Animates.
    ///
    /// ```swift
    /// Image("checkmark").colorMultiply(.green)
    /// ```
    public func colorMultiply(_ color: Color) -> some View {
        modifier(_ColorEffect(.colorMultiply, color: color))
    }

    /// Inverts the view's colours (1 − C for red, green and blue; alpha stays).
    ///
    /// ```swift
    /// Text("Dark").colorInvert()
    /// ```
    public func colorInvert() -> some View {
        modifier(_ColorEffect(.colorInvert))
    }

    /// Turns the view into black whose alpha is its luminance (0.2125 R + 0.7154 G + 0.0721 B),
    /// ready for use as a mask.
    ///
    /// ```swift
    /// content.mask(Image("stencil").luminanceToAlpha())
    /// ```
    public func luminanceToAlpha() -> some View {
        modifier(_ColorEffect(.luminanceToAlpha))
    }
}
