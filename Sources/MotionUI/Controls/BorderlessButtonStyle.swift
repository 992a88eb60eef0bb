import Foundation

/// A button without a border, as SwiftUI's `BorderlessButtonStyle` (`.borderless`): on iOS it looks
/// like the automatic style — the label in the tint, dimmed while pressed.
///
/// ```swift
/// Button("Edit") {}.buttonStyle(.borderless)
/// ```
public struct BorderlessButtonStyle: ButtonStyle {
    /// The borderless style.
    ///
    /// ```swift
    /// Button("A") {}.buttonStyle(BorderlessButtonStyle())
    /// ```
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonStyle().makeBody(configuration: configuration)
    }
}

extension ButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style: `.buttonStyle(.borderless)`.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension ButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style: `.buttonStyle(.automatic)`.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
