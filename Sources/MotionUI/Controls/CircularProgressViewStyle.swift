import Foundation

/// The activity spinner, as iOS draws circular progress — for indeterminate and determinate
/// progress alike (iOS's circular style does not show the fraction): ``ActivitySpinner`` with
/// the label below it in the secondary colour, 8 pt apart. The current value's label is not shown.
///
/// ```swift
/// ProgressView("Loading").progressViewStyle(.circular)
/// ```
public struct CircularProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            ActivitySpinner()
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
