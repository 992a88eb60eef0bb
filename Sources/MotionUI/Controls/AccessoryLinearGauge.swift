import Foundation

/// The layout the accessory linear gauge styles share: the gauge's label at the leading edge and
/// the current value's label at the trailing edge above; below, across the width offered, `track`
/// (4 points thick, the height of `trackHeight`) with the minimum's label before it and the
/// maximum's after it (caption, secondary colour, 6 points apart); rows 4 points apart.
///
/// ```swift
/// AccessoryLinearGauge(configuration: configuration, trackHeight: 6) {
///     GaugeMarkedTrack(track: .line, fraction: configuration.value, lineWidth: 4)
/// }
/// ```
struct AccessoryLinearGauge<Track: View>: View {
    let configuration: GaugeStyleConfiguration
    let trackHeight: CGFloat
    @ViewBuilder let track: () -> Track

    /// The track's line width.
    static var thickness: CGFloat { 4 }

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer()
                configuration.currentValueLabel
            }
            HStack(spacing: 6) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
                track().frame(height: trackHeight)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
        }
    }
}
