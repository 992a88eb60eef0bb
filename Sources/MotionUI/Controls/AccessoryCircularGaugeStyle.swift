import Foundation

/// An open ring with a dot at the value, as SwiftUI's `.accessoryCircular`: 58 points across, the
/// ring open at the bottom (from 7:30 clockwise round to 4:30), 6 points wide in the tint at 40 %;
/// the dot in the primary colour; the current value's label (else the gauge's label) in the middle,
/// 15 points medium; the minimum's and maximum's labels at the ends of the ring, in the gap (10
/// points, secondary colour). Motion's choices where Apple gives no numbers: the sizes.
///
/// ```swift
/// Gauge(value: 72, in: 0...100) {
///     Text("BPM")
/// } currentValueLabel: {
///     Text("72")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        let diameter = AccessoryCircularCapacityGaugeStyle.diameter
        ZStack {
            GaugeMarkedTrack(track: .openRing, fraction: configuration.value,
                             lineWidth: AccessoryCircularCapacityGaugeStyle.lineWidth)
            Group {
                if let current = configuration.currentValueLabel { current } else { configuration.label }
            }
            .font(.system(size: 15, weight: .medium))
            VStack {
                Spacer()
                HStack {
                    configuration.minimumValueLabel
                    Spacer()
                    configuration.maximumValueLabel
                }
                .font(.system(size: 10))
                .foregroundStyle(.secondary)
            }
            .padding(.horizontal, diameter / 8)
        }
        .frame(width: diameter, height: diameter)
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// An open ring with a dot at the value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
