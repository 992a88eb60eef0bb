import Foundation

/// A progress bar, drawn like iOS's: the label above (leading), a 4 pt capsule track across the
/// width offered — the tint (accent colour) filling the fraction done, light grey after it — and
/// the current value's label below in the secondary colour and the footnote font, 4 pt apart.
/// Indeterminate progress shows the empty track (Motion's rule).
///
/// ```swift
/// ProgressView("Upload", value: 0.3).progressViewStyle(.linear)
/// ```
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The track's colour after the filled part: the switch's off colour (UIKit's `systemFill`
    /// over white), as the slider's track.
    static let trackColor = SwitchToggleStyle.offColor
    /// The bar's thickness.
    static let thickness: CGFloat = 4

    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            if let value = configuration.currentValueLabel {
                value.font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// The bar of ``LinearProgressViewStyle``: as wide as offered, 4 pt tall.
private struct ProgressBar: View {
    let fraction: Double
    @Environment(\.tint) private var tint

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(LinearProgressViewStyle.trackColor)
                Capsule().fill(tint ?? .accentColor)
                    .frame(width: proxy.size.width * fraction)
            }
        }
        .frame(height: LinearProgressViewStyle.thickness)
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar that fills from the leading edge.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
