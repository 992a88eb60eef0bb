import Foundation

/// A thin line with a dot at the value, as SwiftUI's `.accessoryLinear`: the gauge's label at the
/// leading edge and the current value's label at the trailing edge above; below, across the width
/// offered, the line (4 points, the tint at 40 %, round ends) with the dot in the primary colour,
/// the minimum's label before it and the maximum's after it (caption, secondary colour, 6 points
/// apart); rows 4 points apart. Motion's choices where Apple gives no numbers: the sizes and gaps.
///
/// ```swift
/// Gauge(value: 0.5) { Text("Volume") }.gaugeStyle(.accessoryLinear)
/// ```
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The line's thickness.
    static var thickness: CGFloat { 4 }

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer()
                configuration.currentValueLabel
            }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
                GaugeMarkedTrack(track: .line, fraction: configuration.value, lineWidth: Self.thickness)
                    .frame(height: Self.thickness + 2)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A thin line with a dot at the value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
