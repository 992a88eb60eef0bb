import Foundation

/// A type whose appearance can be animated through its ``animatableData``.
///
/// When an animated change gives a view new parameters, Motion interpolates `animatableData`
/// from the old value to the new one and sets it on the new value each frame, exactly as SwiftUI.
///
/// ```swift
/// struct Shake: Animatable {
///     var animatableData: CGFloat
/// }
/// ```
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}
extension AnimatablePair: Animatable {}
extension AnimatableVector: Animatable {}
