import Foundation

/// A button style that makes the whole button, gestures included, as SwiftUI's
/// `PrimitiveButtonStyle`: the style decides when to call `configuration.trigger()`.
///
/// Motion's built-in styles (`.bordered`, `.borderedProminent`, `.plain`, `.borderless`,
/// `.automatic`) are ``ButtonStyle``s, so `.buttonStyle(.bordered)` resolves as in SwiftUI; write
/// your own primitive style for a button that reacts differently (a double tap, a long press).
///
/// ```swift
/// struct DoubleTapStyle: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.onTapGesture(count: 2) { configuration.trigger() }
///     }
/// }
/// Button("Like") { like() }.buttonStyle(DoubleTapStyle())
/// ```
public protocol PrimitiveButtonStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The button's label, role and action.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The whole button.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` is given: the label, the role and the action to trigger.
///
/// ```swift
/// configuration.label.onTapGesture { configuration.trigger() }
/// ```
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = ButtonStyleConfiguration.Label
    /// The button's role, nil for none.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: () -> Void

    /// Performs the button's action (the style calls it when its gesture completes).
    ///
    /// ```swift
    /// configuration.trigger()
    /// ```
    public func trigger() { action() }
}

extension View {
    /// Sets a primitive style for buttons inside this view, as SwiftUI's `buttonStyle(_:)` for a
    /// ``PrimitiveButtonStyle``.
    ///
    /// ```swift
    /// Button("Like") {}.buttonStyle(DoubleTapStyle())
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        environment(\.buttonStyle, AnyButtonStyle(primitive: style))
    }
}
