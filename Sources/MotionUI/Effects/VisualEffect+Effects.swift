import Foundation

/// The effects a ``VisualEffect`` chains, drawn exactly as the view modifiers of the same names.
extension VisualEffect {
    private func adding<Effect: RenderEffect>(_ effect: Effect) -> ChainedVisualEffect<Self, Effect> {
        ChainedVisualEffect(base: self, effect: effect)
    }

    /// Moves the view by `offset` after layout.
    ///
    /// ```swift
    /// content.offset(CGSize(width: phase.value * 40, height: 0))
    /// ```
    public func offset(_ offset: CGSize) -> some VisualEffect {
        adding(_OffsetEffect(offset: offset))
    }

    /// Moves the view by `x`, `y` points after layout.
    ///
    /// ```swift
    /// content.offset(y: phase.value * -30)
    /// ```
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect {
        offset(CGSize(width: x, height: y))
    }

    /// Scales the view by `scale` about `anchor`.
    ///
    /// ```swift
    /// content.scaleEffect(CGSize(width: 1, height: phase.isIdentity ? 1 : 0.5))
    /// ```
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(_ScaleEffect(scale: scale, anchor: anchor))
    }

    /// Scales the view uniformly by `scale` about `anchor`.
    ///
    /// ```swift
    /// content.scaleEffect(phase.isIdentity ? 1 : 0.75)
    /// ```
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: scale, height: scale), anchor: anchor)
    }

    /// Scales the view by `x` and `y` about `anchor`.
    ///
    /// ```swift
    /// content.scaleEffect(x: 1, y: phase.isIdentity ? 1 : 0.3, anchor: .bottom)
    /// ```
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        scaleEffect(CGSize(width: x, height: y), anchor: anchor)
    }

    /// Rotates the view by `angle` about `anchor` (clockwise for positive angles).
    ///
    /// ```swift
    /// content.rotationEffect(.degrees(phase.value * 10))
    /// ```
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        adding(_RotationEffect(angle: angle, anchor: anchor))
    }

    /// Rotates the view in three dimensions about `axis`, in perspective, as
    /// ``View/rotation3DEffect(_:axis:anchor:anchorZ:perspective:)``.
    ///
    /// ```swift
    /// content.rotation3DEffect(.degrees(phase.value * 45), axis: (x: 0, y: 1, z: 0))
    /// ```
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some VisualEffect {
        adding(GeometryEffectBox(effect: _Rotation3DEffect(angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ,
                                                           perspective: perspective)))
    }

    /// Multiplies the view's opacity by `opacity`.
    ///
    /// ```swift
    /// content.opacity(phase.isIdentity ? 1 : 0.3)
    /// ```
    public func opacity(_ opacity: Double) -> some VisualEffect {
        adding(_OpacityEffect(opacity: opacity))
    }

    /// Blurs the view, as ``View/blur(radius:opaque:)``.
    ///
    /// ```swift
    /// content.blur(radius: phase.isIdentity ? 0 : 8)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        adding(_BlurEffect(radius: radius, opaque: opaque))
    }

    /// Adds `amount` to every colour channel, as ``View/brightness(_:)``.
    ///
    /// ```swift
    /// content.brightness(phase.isIdentity ? 0 : -0.3)
    /// ```
    public func brightness(_ amount: Double) -> some VisualEffect {
        adding(_ColorEffect(.brightness, amount: amount))
    }

    /// Scales the colour saturation, as ``View/saturation(_:)``.
    ///
    /// ```swift
    /// content.saturation(phase.isIdentity ? 1 : 0)
    /// ```
    public func saturation(_ amount: Double) -> some VisualEffect {
        adding(_ColorEffect(.saturation, amount: amount))
    }

    /// Scales each channel's distance from mid-grey, as ``View/contrast(_:)``.
    ///
    /// ```swift
    /// content.contrast(phase.isIdentity ? 1 : 0.5)
    /// ```
    public func contrast(_ amount: Double) -> some VisualEffect {
        adding(_ColorEffect(.contrast, amount: amount))
    }

    /// Mixes the colours towards grey, as ``View/grayscale(_:)``.
    ///
    /// ```swift
    /// content.grayscale(phase.isIdentity ? 0 : 1)
    /// ```
    public func grayscale(_ amount: Double) -> some VisualEffect {
        adding(_ColorEffect(.grayscale, amount: amount))
    }

    /// Rotates the hues by `angle`, as ``View/hueRotation(_:)``.
    ///
    /// ```swift
    /// content.hueRotation(.degrees(phase.value * 60))
    /// ```
    public func hueRotation(_ angle: Angle) -> some VisualEffect {
        adding(_ColorEffect(.hueRotation, amount: angle.radians))
    }
}
