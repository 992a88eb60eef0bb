import Foundation

/// A control that adds or takes away one step, as SwiftUI's `Stepper`, drawn like iOS's: the
/// label leading and, at the trailing edge, a 94 × 32 rounded pair of "−" and "+" buttons.
///
/// Rules: with a value and bounds, "+" adds `step` (at most up to the upper bound) and "−" takes
/// it away (at least down to the lower bound); a button that can do nothing is greyed out and
/// takes no taps. With `onIncrement` / `onDecrement` the closures run instead (nil greys the
/// button out). `onEditingChanged` hears `true` as a change starts and `false` after it.
///
/// ```swift
/// Stepper("Cups: \(cups)", value: $cups, in: 0...8)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    let onEditingChanged: (Bool) -> Void

    /// The size of the pair of buttons, in points.
    static var buttonsSize: CGSize { CGSize(width: 94, height: 32) }

    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.label = label()
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
        self.onEditingChanged = onEditingChanged
    }

    /// A stepper over `value` in `bounds`, moving by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let current = value.wrappedValue
        let up = current.advanced(by: step), down = current.advanced(by: -step)
        self.init(label: label,
                  onIncrement: current < bounds.upperBound ? { value.wrappedValue = min(up, bounds.upperBound) } : nil,
                  onDecrement: current > bounds.lowerBound ? { value.wrappedValue = max(down, bounds.lowerBound) } : nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A stepper over `value` with no bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) },
                  onEditingChanged: onEditingChanged)
    }

    public var body: some View {
        HStack {
            label
            Spacer()
            HStack(spacing: 0) {
                half("−", action: onDecrement)
                Rectangle().fill(Color(white: 0.47, opacity: 0.3)).frame(width: 1, height: 18)
                half("+", action: onIncrement)
            }
            .frame(width: Self.buttonsSize.width, height: Self.buttonsSize.height)
            .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.47, opacity: 0.12)))
        }
    }

    private func half(_ symbol: String, action: (() -> Void)?) -> some View {
        Text(symbol)
            .font(.system(size: 20))
            .foregroundColor(action == nil ? Color(white: 0.47, opacity: 0.4) : .primary)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .contentShape(Rectangle())
            .onTapGesture {
                guard let action else { return }
                onEditingChanged(true)
                action()
                onEditingChanged(false)
            }
            .allowsHitTesting(action != nil)
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label over `value` in `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a text label over `value` with no bounds.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a text label running closures.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}
