import Foundation

/// A view that shows how far a task has come, as SwiftUI's `ProgressView`: determinate (a value
/// out of a total) or indeterminate (`value` nil, or no value at all). Its look comes from the
/// ``ProgressViewStyle`` in the environment; by default, as on iOS, a bar for a determinate value
/// and the activity spinner otherwise.
///
/// Rules (as SwiftUI's documentation): a value below 0 or above `total` is pinned to that limit;
/// `nil` is indeterminate and ignores `total`. Where SwiftUI is silent: a NaN value, or a total
/// that is zero, negative or not finite, shows as indeterminate.
///
/// ```swift
/// ProgressView()                                         // the spinner
/// ProgressView("Downloading…", value: received, total: 100)
/// ProgressView(value: progress) { Text("Upload") } currentValueLabel: { Text("\(Int(progress * 100)) %") }
/// ```
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fractionCompleted: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    @Environment(\.progressViewStyle) private var style

    /// A determinate progress view with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        fractionCompleted = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// `value / total` pinned to 0…1, or nil for indeterminate progress (see the type's rules).
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value, !value.isNaN, total.isFinite, total > 0 else { return nil }
        return Double(min(max(value, 0), total) / total)
    }

    public var body: some View {
        style.makeBody(ProgressViewStyleConfiguration(
            fractionCompleted: fractionCompleted,
            label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0)) }))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A determinate progress view with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a label.
    ///
    /// ```swift
    /// ProgressView { Text("Loading") }
    /// ```
    public init(@ViewBuilder label: () -> Label) {
        self.init(fraction: nil, label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view: the spinner.
    public init() {
        self.init(fraction: nil, label: nil, currentValueLabel: nil)
    }

    /// A determinate progress view without labels.
    ///
    /// ```swift
    /// ProgressView(value: 0.25)   // a quarter of the bar filled
    /// ```
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// An indeterminate progress view titled by a key (the key is the text: Motion has no string tables).
    public init(_ titleKey: LocalizedStringKey) {
        self.init(fraction: nil, label: Text(verbatim: titleKey.key), currentValueLabel: nil)
    }

    /// An indeterminate progress view with a title.
    public init<S: StringProtocol>(_ title: S) {
        self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
    }

    /// A determinate progress view titled by a key.
    ///
    /// ```swift
    /// ProgressView("Downloading…", value: received, total: 100)
    /// ```
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(verbatim: titleKey.key), currentValueLabel: nil)
    }

    /// A determinate progress view with a title.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style was given, drawn by the style that was in effect outside that
    /// style: for a style that only adjusts another (`ProgressView(configuration).tint(.red)`).
    ///
    /// ```swift
    /// struct RedProgress: ProgressViewStyle {
    ///     func makeBody(configuration: Configuration) -> some View {
    ///         ProgressView(configuration).tint(.red)
    ///     }
    /// }
    /// ```
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(fraction: configuration.fractionCompleted, label: configuration.label,
                  currentValueLabel: configuration.currentValueLabel)
    }
}
