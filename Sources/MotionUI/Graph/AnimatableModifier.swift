import Foundation

/// A modifier that animates its `animatableData`, as SwiftUI's (deprecated) `AnimatableModifier`:
/// the same as a ``ViewModifier`` that is also ``Animatable``, which Motion already animates every
/// frame; the protocol keeps older SwiftUI code compiling.
///
/// ```swift
/// struct FontSize: AnimatableModifier {
///     var size: CGFloat
///     var animatableData: CGFloat { get { size } set { size = newValue } }
///     func body(content: Content) -> some View { content.font(.system(size: size)) }
/// }
/// ```
public protocol AnimatableModifier: Animatable, ViewModifier {}
