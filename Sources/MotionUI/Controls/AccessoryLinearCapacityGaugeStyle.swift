import Foundation

/// A thin bar that fills from the leading edge as the value grows, as SwiftUI's
/// `.accessoryLinearCapacity`: laid out as ``AccessoryLinearGaugeStyle`` (labels above, bounds
/// labels beside), with a 4-point bar — the track in the system fill colour, the tint up to the
/// value, round ends — in place of the line and its dot.
///
/// ```swift
/// Gauge(value: 0.3) { Text("Storage") }.gaugeStyle(.accessoryLinearCapacity)
/// ```
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let thickness = AccessoryLinearGauge<EmptyView>.thickness
        AccessoryLinearGauge(configuration: configuration, trackHeight: thickness) {
            GaugeCapacityTrack(track: .line, fraction: configuration.value, lineWidth: thickness)
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A thin bar that fills as the value grows.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
