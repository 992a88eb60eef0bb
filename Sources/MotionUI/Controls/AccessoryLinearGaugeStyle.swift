import Foundation

/// A thin line with a dot at the value, as SwiftUI's `.accessoryLinear`: the gauge's label at the
/// leading edge and the current value's label at the trailing edge above; below, across the width
/// offered, the line (4 points, the tint at 40 %, round ends) with the dot (6 across) in the
/// primary colour, the minimum's label before it and the maximum's after it (caption, secondary
/// colour, 6 points apart); rows 4 points apart. Motion's choices where Apple gives no numbers:
/// the sizes and gaps.
///
/// ```swift
/// Gauge(value: 0.5) { Text("Volume") }.gaugeStyle(.accessoryLinear)
/// ```
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let thickness = AccessoryLinearGauge<EmptyView>.thickness
        AccessoryLinearGauge(configuration: configuration, trackHeight: thickness + 2) {
            GaugeMarkedTrack(track: .line, fraction: configuration.value, lineWidth: thickness)
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin line with a dot at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
