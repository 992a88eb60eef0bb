import Foundation

/// A ring that fills clockwise from 12 o'clock as the value grows, as SwiftUI's
/// `.accessoryCircularCapacity`: 58 points across, the track 6 points wide in the system fill
/// colour, the tint up to the value; the current value's label (else the gauge's label) in the
/// middle, 15 points medium. Motion's choices where Apple gives no numbers: the sizes.
///
/// ```swift
/// Gauge(value: 0.8) { Text("Battery") } currentValueLabel: { Text("80") }
///     .gaugeStyle(.accessoryCircularCapacity)
/// ```
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The ring's diameter.
    static var diameter: CGFloat { 58 }
    /// The ring's line width.
    static var lineWidth: CGFloat { 6 }

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        ZStack {
            GaugeCapacityTrack(track: .ring, fraction: configuration.value, lineWidth: Self.lineWidth)
            Group {
                if let current = configuration.currentValueLabel { current } else { configuration.label }
            }
            .font(.system(size: 15, weight: .medium))
        }
        .frame(width: Self.diameter, height: Self.diameter)
    }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A ring that fills as the value grows.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
