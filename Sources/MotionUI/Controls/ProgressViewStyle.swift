import Foundation

/// How a progress view looks, as SwiftUI's `ProgressViewStyle`: build the view from the
/// configuration's fraction and labels. Inside ``makeBody(configuration:)``, a
/// `ProgressView(configuration)` is drawn by the style in effect outside this one.
///
/// ```swift
/// struct RingStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0)
///             .stroke(.blue, lineWidth: 6)
///             .rotationEffect(.degrees(-90))
///             .frame(width: 40, height: 40)
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` is given: the fraction done (nil when indeterminate) and the
/// progress view's labels (nil when it has none).
public struct ProgressViewStyleConfiguration {
    /// The progress view's label as a view.
    public typealias Label = _StyleConfigurationLabel
    /// The label of the current value as a view.
    public typealias CurrentValueLabel = _StyleConfigurationLabel

    /// How much is done, 0…1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// What the task is, or nil.
    public var label: Label?
    /// How far it has come in words, or nil.
    public var currentValueLabel: CurrentValueLabel?
}

/// A progress view style with its type erased, as the environment stores it, with the style that
/// was in effect outside it (what `ProgressView(configuration)` inside it uses).
struct AnyProgressViewStyle {
    private let make: (ProgressViewStyleConfiguration) -> AnyView
    /// The style in effect outside this one; nil for the default.
    let outer: Box?

    /// A reference to a style, so a style can hold the one outside it.
    final class Box {
        let style: AnyProgressViewStyle
        init(_ style: AnyProgressViewStyle) { self.style = style }
    }

    init<S: ProgressViewStyle>(_ style: S, outer: AnyProgressViewStyle?) {
        make = { AnyView(style.makeBody(configuration: $0)) }
        self.outer = outer.map(Box.init)
    }

    /// The style's view of `configuration`, with the outer style in effect inside it.
    func makeBody(_ configuration: ProgressViewStyleConfiguration) -> some View {
        make(configuration).environment(\.progressViewStyle, outer?.style ?? .automatic)
    }

    /// The default: ``DefaultProgressViewStyle``.
    static let automatic = AnyProgressViewStyle(DefaultProgressViewStyle(), outer: nil)
}

private struct ProgressViewStyleKey: EnvironmentKey {
    static let defaultValue = AnyProgressViewStyle.automatic
}

extension EnvironmentValues {
    var progressViewStyle: AnyProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// A style value as an environment change token: equal while the style is (``GraphEquality``).
private struct StyleToken: Hashable {
    let value: Any
    static func == (lhs: StyleToken, rhs: StyleToken) -> Bool { GraphEquality.isEqual(lhs.value, rhs.value) }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(type(of: value))) }
}

extension View {
    /// Sets the style of progress views inside this view.
    ///
    /// ```swift
    /// ProgressView(value: 0.4).progressViewStyle(.circular)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        modifier(_EnvironmentTransformModifier(keyPath: \.progressViewStyle,
                                               transform: { $0 = AnyProgressViewStyle(style, outer: $0) },
                                               token: AnyHashable(StyleToken(value: style))))
    }
}
