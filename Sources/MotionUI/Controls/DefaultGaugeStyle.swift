import Foundation

/// The default gauge style, as SwiftUI's `.automatic`: on iOS, the bar of ``LinearCapacityGaugeStyle``.
///
/// ```swift
/// Gauge(value: 0.3) { Text("Progress") }.gaugeStyle(.automatic)
/// ```
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style: a bar on iOS.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
