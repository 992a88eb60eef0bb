import Foundation

/// The platform's default progress view style, as iOS draws it: the bar
/// (``LinearProgressViewStyle``) for a determinate value, the spinner
/// (``CircularProgressViewStyle``) for indeterminate progress.
///
/// ```swift
/// ProgressView(value: 0.5).progressViewStyle(.automatic)   // a half-filled bar
/// ```
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's default: a bar when determinate, the spinner when not.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
