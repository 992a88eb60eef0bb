import Foundation

/// How a button looks, pressed or not, as SwiftUI's `ButtonStyle`.
///
/// ```swift
/// struct Pressy: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .opacity(configuration.isPressed ? 0.7 : 1)
///             .scaleEffect(configuration.isPressed ? 1.1 : 1)
///     }
/// }
/// Button("Login") {}.buttonStyle(Pressy())
/// ```
public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ButtonStyle`` is given: the button's label and whether it is pressed.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = _StyleConfigurationLabel

    public let label: Label
    public let isPressed: Bool
    /// The button's role, as SwiftUI's `ButtonStyleConfiguration.role`; nil for none.
    public let role: ButtonRole?

    init(label: Label, isPressed: Bool, role: ButtonRole? = nil) {
        (self.label, self.isPressed, self.role) = (label, isPressed, role)
    }
}

/// The look of a plain SwiftUI button: the label in the accent colour (the tint; red for a
/// destructive role), dimmed while pressed and grey while disabled. A foreground colour set around
/// the button wins over all of these, as in SwiftUI (`Button("Go") {}.foregroundColor(.white)`).
public struct DefaultButtonStyle: ButtonStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        DefaultButtonLabel(configuration: configuration)
    }
}

private struct DefaultButtonLabel: View {
    let configuration: ButtonStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.tint) private var tint
    @Environment(\.foregroundColor) private var foreground

    var body: some View {
        configuration.label
            .foregroundColor(foreground ?? (isEnabled ? ButtonRole.labelColor(configuration.role, tint: tint) : .gray))
            .opacity(configuration.isPressed ? 0.2 : 1)
    }
}

/// A button style with its type erased, as the environment stores it.
struct AnyButtonStyle {
    let makeBody: (ButtonStyleConfiguration) -> AnyView
    /// Set for a ``PrimitiveButtonStyle``, which makes the whole button.
    var makePrimitive: ((PrimitiveButtonStyleConfiguration) -> AnyView)?

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    init<S: PrimitiveButtonStyle>(primitive style: S) {
        makeBody = { AnyView(DefaultButtonStyle().makeBody(configuration: $0)) }
        makePrimitive = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ButtonStyleKey: EnvironmentKey {
    static let defaultValue = AnyButtonStyle(DefaultButtonStyle())
}

extension EnvironmentValues {
    var buttonStyle: AnyButtonStyle {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of buttons inside this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(style))
    }
}
