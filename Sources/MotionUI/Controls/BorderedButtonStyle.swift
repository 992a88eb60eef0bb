import Foundation

/// A button with a tinted translucent background, as SwiftUI's `BorderedButtonStyle` (`.bordered`).
///
/// Look (Motion's, after iOS 17 light mode): the label in the tint (system red for a destructive
/// role; the accent colour with no tint), padded by the control size (regular: 12 across, 7 down;
/// mini 6/2, small 10/4, large 20/14, extra large 24/18), over the button border shape (see
/// ``ButtonBorderShape``) filled with the tint at 0.15 opacity. Pressed: the whole button at 0.7
/// opacity. Disabled: a gray label on UIKit's tertiary system fill. A foreground colour set around
/// the button colours the label instead.
///
/// ```swift
/// Button("Add to cart") {}.buttonStyle(.bordered).tint(.orange)
/// ```
public struct BorderedButtonStyle: ButtonStyle {
    /// The bordered style.
    ///
    /// ```swift
    /// Button("A") {}.buttonStyle(BorderedButtonStyle())
    /// ```
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        BorderedButtonBody(configuration: configuration, prominent: false)
    }
}

/// The body of both bordered styles.
struct BorderedButtonBody: View {
    let configuration: ButtonStyleConfiguration
    let prominent: Bool
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.controlSize) private var controlSize
    @Environment(\.buttonBorderShape) private var borderShape
    @Environment(\.foregroundColor) private var foreground

    /// The label's colour and the fill's; a foreground colour set around the button colours the label.
    var colors: (label: Color, fill: Color) {
        guard isEnabled else { return (foreground ?? .gray, Color(.tertiarySystemFill)) }
        let color = ButtonRole.labelColor(configuration.role, tint: tint)
        return prominent ? (foreground ?? .white, color) : (foreground ?? color, color.opacity(0.15))
    }

    var body: some View {
        let padding = controlSize.borderedPadding
        let colors = self.colors
        configuration.label
            .foregroundColor(colors.label)
            .padding(.horizontal, padding.horizontal)
            .padding(.vertical, padding.vertical)
            .background(ButtonBorder(shape: borderShape, controlSize: controlSize).fill(colors.fill))
            .opacity(configuration.isPressed ? 0.7 : 1)
    }
}

/// A button border shape as a ``Shape``.
struct ButtonBorder: Shape {
    let shape: ButtonBorderShape
    let controlSize: ControlSize

    func path(in rect: CGRect) -> Path { shape.path(in: rect, controlSize: controlSize) }
}

extension ButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style: `.buttonStyle(.bordered)`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
