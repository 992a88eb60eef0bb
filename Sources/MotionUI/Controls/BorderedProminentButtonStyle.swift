import Foundation

/// A button filled with the tint and a white label, as SwiftUI's `BorderedProminentButtonStyle`
/// (`.borderedProminent`): the same shape and padding as ``BorderedButtonStyle``, the fill opaque.
///
/// ```swift
/// Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
/// ```
public struct BorderedProminentButtonStyle: ButtonStyle {
    /// The prominent bordered style.
    ///
    /// ```swift
    /// Button("A") {}.buttonStyle(BorderedProminentButtonStyle())
    /// ```
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: true)
    }
}

extension ButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style: `.buttonStyle(.borderedProminent)`.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
