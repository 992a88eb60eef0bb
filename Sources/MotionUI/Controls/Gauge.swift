import Foundation

/// A value within a range, as SwiftUI's `Gauge`: a label saying what is measured, and optionally
/// labels for the current value and the two bounds. Its look comes from the ``GaugeStyle`` in the
/// environment (by default ``DefaultGaugeStyle``: the bar iOS draws).
///
/// Rules: the style is given the value as a fraction of the range, `(value − lower) / (upper −
/// lower)`, pinned to 0…1 (as SwiftUI's documentation says, a value outside the range shows at its
/// end); where SwiftUI is silent, a NaN value or an empty range shows as 0. Styles draw the
/// fraction with animatable shapes, so a new value inside `withAnimation` moves the bar, ring or
/// marker along the animation's curve.
///
/// ```swift
/// Gauge(value: battery) { Text("Battery") }
/// Gauge(value: speed, in: 0...200) {
///     Text("Speed")
/// } currentValueLabel: {
///     Text("\(Int(speed))")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("200")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let bounds: (minimum: BoundsLabel, maximum: BoundsLabel)?
    @Environment(\.gaugeStyle) private var style

    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel?, bounds: (BoundsLabel, BoundsLabel)?) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.bounds = bounds.map { (minimum: $0.0, maximum: $0.1) }
    }

    /// Where `value` lies in `bounds`, 0…1 (see the type's rules).
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard !value.isNaN, span > 0, span.isFinite else { return 0 }
        return Double(min(max((value - bounds.lowerBound) / span, 0), 1))
    }

    public var body: some View {
        style.makeBody(GaugeStyleConfiguration(
            value: fraction,
            label: .init(content: AnyView(label)),
            currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
            minimumValueLabel: bounds.map { .init(content: AnyView($0.minimum)) },
            maximumValueLabel: bounds.map { .init(content: AnyView($0.maximum)) }))
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with labels for its purpose, its current value and its bounds.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  bounds: (minimumValueLabel(), maximumValueLabel()))
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with labels for its purpose and its current value.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("Battery") } currentValueLabel: { Text("40 %") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: currentValueLabel(),
                  bounds: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label for its purpose.
    ///
    /// ```swift
    /// Gauge(value: 0.4) { Text("Battery") }
    /// ```
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: nil, bounds: nil)
    }
}
