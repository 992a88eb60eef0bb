import Foundation

/// A button on Liquid Glass, as SwiftUI's `GlassButtonStyle` (`.glass`, iOS 26): the label in the
/// tint (red when destructive), padded as a bordered button of the control size, over regular
/// ``Glass`` in a capsule (Motion's approximation, see ``Glass``); pressed, at 0.7 opacity.
///
/// ```swift
/// Button("Play") {}.buttonStyle(.glass)
/// ```
public struct GlassButtonStyle: ButtonStyle {
    /// The glass style.
    ///
    /// ```swift
    /// Button("A") {}.buttonStyle(GlassButtonStyle())
    /// ```
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: false)
    }
}

/// A button on tinted glass with a white label, as SwiftUI's `GlassProminentButtonStyle`
/// (`.glassProminent`, iOS 26): glass tinted with the tint (red when destructive), in a capsule.
///
/// ```swift
/// Button("Done") {}.buttonStyle(.glassProminent).tint(.green)
/// ```
public struct GlassProminentButtonStyle: ButtonStyle {
    /// The prominent glass style.
    ///
    /// ```swift
    /// Button("A") {}.buttonStyle(GlassProminentButtonStyle())
    /// ```
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        GlassButtonBody(configuration: configuration, prominent: true)
    }
}

/// The body of both glass styles.
struct GlassButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.foregroundColor) private var foreground

    var body: some View {
        let padding = controlSize.borderedPadding
        let color = isEnabled ? ButtonRole.labelColor(configuration.role, tint: tint) : .gray
        configuration.label
            .foregroundColor(foreground ?? (prominent ? .white : color))
            .padding(.horizontal, padding.horizontal)
            .padding(.vertical, padding.vertical)
            .glassEffect(prominent ? .regular.tint(color) : .regular, in: Capsule())
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

extension ButtonStyle where Self == GlassButtonStyle {
    /// The glass style: `.buttonStyle(.glass)`.
    public static var glass: GlassButtonStyle { GlassButtonStyle() }
}

extension ButtonStyle where Self == GlassProminentButtonStyle {
    /// The prominent glass style: `.buttonStyle(.glassProminent)`.
    public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
