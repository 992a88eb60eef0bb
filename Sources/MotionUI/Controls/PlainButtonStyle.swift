import Foundation

/// A button whose label is drawn as it is, as SwiftUI's `PlainButtonStyle` (`.plain`): no tint,
/// no background; pressed, the label is at 0.5 opacity.
///
/// ```swift
/// Button { like() } label: { Image("heart") }.buttonStyle(.plain)
/// ```
public struct PlainButtonStyle: ButtonStyle {
    /// The plain style.
    ///
    /// ```swift
    /// Button("A") {}.buttonStyle(PlainButtonStyle())
    /// ```
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label.opacity(configuration.isPressed ? 0.5 : 1)
    }
}

extension ButtonStyle where Self == PlainButtonStyle {
    /// The plain style: `.buttonStyle(.plain)`.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
