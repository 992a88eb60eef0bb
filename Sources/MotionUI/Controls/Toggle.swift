import Foundation

/// A control that turns something on or off, as SwiftUI's `Toggle`. Its look comes from the
/// ``ToggleStyle`` in the environment: by default the iOS switch (``SwitchToggleStyle``), the
/// label leading and the switch trailing across the width offered.
///
/// ```swift
/// Toggle("Notifications", isOn: $notifications)
/// Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi") }
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label
    @Environment(\.toggleStyle) private var style

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: some View {
        style.makeBody(ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn))
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// How a toggle looks and acts, as SwiftUI's `ToggleStyle`: flip the binding in
/// `configuration.isOn` (or `configuration.$isOn`) when the user acts.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///             configuration.label
///         }
///         .onTapGesture { configuration.isOn.toggle() }
///     }
/// }
/// ```
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
    /// The toggle's label as a view.
    public typealias Label = _StyleConfigurationLabel

    public let label: Label
    @Binding public var isOn: Bool

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

/// The iOS switch: a 51 × 31 capsule, green when on and light grey when off, with a white 27 pt
/// knob 2 pt inside its edge. A tap anywhere on the toggle flips it. The knob always slides — a
/// 0.25 s snappy spring, as UIKit's switch animates every change — whatever the change's own
/// transaction.
public struct SwitchToggleStyle: ToggleStyle {
    /// The track's colour when off: UIKit's `systemFill` (120, 120, 128 at 16 %) over white.
    static let offColor = Color(red8: 233, green8: 233, blue8: 235)

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchBody(configuration: configuration)
    }
}

private struct SwitchBody: View {
    let configuration: ToggleStyleConfiguration
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let on = configuration.isOn
        HStack {
            configuration.label
            Spacer()
            ZStack {
                Capsule().fill(on ? Color.green : SwitchToggleStyle.offColor)
                Circle().fill(Color.white)
                    .frame(width: 27, height: 27)
                    .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, x: 0, y: 1)
                    .offset(x: on ? 10 : -10)
            }
            .frame(width: 51, height: 31)
            .animation(.snappy(duration: 0.25), value: on)
        }
        .contentShape(Rectangle())
        .onTapGesture { configuration.isOn.toggle() }
        .opacity(isEnabled ? 1 : 0.5)
    }
}

/// A toggle drawn as a button: the label with a tinted fill when on, plain when off.
public struct ButtonToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundColor(configuration.isOn ? .white : .accentColor)
            .padding(.horizontal, 12)
            .padding(.vertical, 7)
            .background(RoundedRectangle(cornerRadius: 8).fill(configuration.isOn ? Color.accentColor : Color.accentColor.opacity(0.15)))
            .onTapGesture { configuration.isOn.toggle() }
    }
}

/// The platform's default: the switch.
public struct DefaultToggleStyle: ToggleStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        SwitchToggleStyle().makeBody(configuration: configuration)
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The iOS switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A button that stays tinted while on.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The platform's default (the switch).
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

/// A toggle style with its type erased, as the environment stores it.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView

    init<S: ToggleStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct ToggleStyleKey: EnvironmentKey {
    static let defaultValue = AnyToggleStyle(DefaultToggleStyle())
}

extension EnvironmentValues {
    var toggleStyle: AnyToggleStyle {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles inside this view.
    ///
    /// ```swift
    /// Toggle("Bold", isOn: $bold).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        environment(\.toggleStyle, AnyToggleStyle(style))
    }
}
