import Foundation

/// A bar that fills from the leading edge as the value grows, as SwiftUI's `.linearCapacity`
/// (also what `.automatic` draws): the label above, leading; the bar across the width offered,
/// 6 points thick with round ends — the track in the system fill colour, the tint up to the value
/// — with the minimum's label before it and the maximum's after it (caption, secondary colour, 8
/// points apart); the current value's label below (footnote, secondary); rows 4 points apart.
/// Motion's choices where Apple gives no numbers: the sizes and gaps.
///
/// ```swift
/// Gauge(value: 0.7) { Text("Storage") } currentValueLabel: { Text("70 %") }
///     .gaugeStyle(.linearCapacity)
/// ```
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The bar's thickness.
    static var thickness: CGFloat { 6 }

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
            HStack(spacing: 8) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
                GaugeCapacityTrack(track: .line, fraction: configuration.value, lineWidth: Self.thickness)
                    .frame(height: Self.thickness)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
            if let current = configuration.currentValueLabel { current.font(.footnote).foregroundStyle(.secondary) }
        }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar that fills from the leading edge.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
