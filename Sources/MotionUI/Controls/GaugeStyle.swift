import Foundation

/// How a gauge looks, as SwiftUI's `GaugeStyle`: build the view from the configuration's value (a
/// fraction, 0…1) and labels; set with `.gaugeStyle(_:)`.
///
/// Built in: `.automatic` (`.linearCapacity` on iOS), `.linearCapacity`, `.accessoryLinear`, `.accessoryLinearCapacity`,
/// `.accessoryCircular` and `.accessoryCircularCapacity`.
///
/// ```swift
/// struct Thermometer: GaugeStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Capsule().fill(.red).frame(width: 8, height: 100 * configuration.value)
///     }
/// }
/// ```
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` is given: where the value lies in the range and the gauge's labels (nil
/// when the gauge has none).
public struct GaugeStyleConfiguration {
    /// The gauge's label as a view.
    public typealias Label = _StyleConfigurationLabel
    /// The current value's label as a view.
    public typealias CurrentValueLabel = _StyleConfigurationLabel
    /// The minimum's label as a view.
    public typealias MinimumValueLabel = _StyleConfigurationLabel
    /// The maximum's label as a view.
    public typealias MaximumValueLabel = _StyleConfigurationLabel

    /// Where the value lies in the gauge's range: 0 at the lower bound, 1 at the upper.
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The current value in words, or nil.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound in words, or nil.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound in words, or nil.
    public var maximumValueLabel: MaximumValueLabel?
}

/// A gauge style with its type erased, as the environment stores it.
struct AnyGaugeStyle {
    let makeBody: (GaugeStyleConfiguration) -> AnyView

    init<S: GaugeStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }
}

private struct GaugeStyleKey: EnvironmentKey {
    static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle())
}

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of gauges inside this view.
    ///
    /// ```swift
    /// Gauge(value: 0.7) { Text("CPU") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
