import Foundation

/// A control that picks a value from a range by dragging a thumb along a track, as SwiftUI's
/// `Slider`, drawn like iOS's: a 4 pt track (the accent colour up to the thumb, light grey after
/// it) under a white 28 pt thumb, across all the width offered (less the value labels, if any).
///
/// Rules: pressing anywhere on the slider moves the thumb's centre there and dragging follows the
/// pointer (the centre travels from 14 pt to width − 14 pt); the value is clamped to `bounds` and,
/// with `step`, rounded to the nearest step from the lower bound; `onEditingChanged` hears `true`
/// on the press and `false` on the release. A value outside the bounds draws at the nearest end;
/// an empty or non-finite range draws the thumb at the start and never writes.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void

    /// The thumb's diameter and the track's height, in points.
    static var thumbSize: CGFloat { 28 }
    static var trackHeight: CGFloat { 4 }

    public var body: some View {
        HStack(spacing: 8) {
            if let minimumValueLabel { minimumValueLabel }
            SliderTrack(value: value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
            if let maximumValueLabel { maximumValueLabel }
        }
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over `bounds` (0…1 by default).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: EmptyView(), minimum: nil, maximum: nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A slider over `bounds` moving in `step`s.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: EmptyView(), minimum: nil, maximum: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label (for accessibility; iOS does not draw it, and neither does Motion).
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: nil, label: label(), minimum: nil, maximum: nil,
                  onEditingChanged: onEditingChanged)
    }

    /// A labelled slider moving in `step`s.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: Double(step), label: label(), minimum: nil, maximum: nil,
                  onEditingChanged: onEditingChanged)
    }
}

extension Slider {
    /// A slider with the smallest and largest values' labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride? = nil,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel,
                                        @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, bounds: bounds, step: step.map { Double($0) }, label: label(), minimum: minimumValueLabel(),
                  maximum: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    private init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: Label,
                                         minimum: ValueLabel?, maximum: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void) {
        self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        self.onEditingChanged = onEditingChanged
    }
}

/// The track and thumb of a ``Slider``: a primitive view whose node draws them at its laid-out
/// width and takes the pointer.
struct SliderTrack: PrimitiveView {
    let value: Binding<Double>
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: (Bool) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { SliderTrackNode(graph: graph) }

    /// Where the thumb's centre is, 0…1 along the track.
    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span.isFinite, span > 0, value.wrappedValue.isFinite else { return 0 }
        return min(max((value.wrappedValue - bounds.lowerBound) / span, 0), 1)
    }

    /// The value for a thumb centre at `fraction` (0…1) of the track, clamped and stepped; nil for an unusable range.
    func value(atFraction fraction: Double) -> Double? {
        let span = bounds.upperBound - bounds.lowerBound
        guard span.isFinite, span > 0, fraction.isFinite else { return nil }
        var newValue = bounds.lowerBound + min(max(fraction, 0), 1) * span
        if let step, step.isFinite, step > 0 {
            newValue = min(bounds.lowerBound + ((newValue - bounds.lowerBound) / step).rounded() * step, bounds.upperBound)
        }
        return newValue
    }
}

final class SliderTrackNode: ViewNode, PointerResponder {
    private var track: SliderTrack?
    private var isEditing = false

    override func update(view: Any, context: UpdateContext) {
        track = (view as! SliderTrack)
        noteUpdate(context: context)
    }

    override func refresh(context: UpdateContext) {}

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let thumb = Slider<EmptyView, EmptyView>.thumbSize
        let width = proposal.width.map { $0.isFinite ? max($0, thumb) : thumb * 4 } ?? thumb * 4
        return CGSize(width: width, height: thumb)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        guard let track else { return }
        let thumb = Slider<EmptyView, EmptyView>.thumbSize, height = Slider<EmptyView, EmptyView>.trackHeight
        let travel = max(size.width - thumb, 0)
        let centre = thumb / 2 + travel * CGFloat(track.fraction)
        let bar = CGRect(x: thumb / 2 - height / 2, y: (size.height - height) / 2, width: travel + height, height: height)
        builder.withHitRegion(target: self) { builder in
            builder.fill(Capsule().path(in: bar), color: Color(white: 0.47, opacity: 0.2), shape: "Capsule")
            var filled = bar
            filled.size.width = centre - bar.minX
            builder.fill(Capsule().path(in: filled), color: environment.tint ?? .accentColor, shape: "Capsule")
            let knob = CGRect(x: centre - thumb / 2, y: (size.height - thumb) / 2, width: thumb, height: thumb)
            builder.withShadow(color: Color(white: 0, opacity: 0.15), radius: 2, offset: CGSize(width: 0, height: 1)) { builder in
                builder.fill(Circle().path(in: knob), color: .white, shape: "Circle")
            }
        }
    }

    // MARK: Pointer

    /// Moves the thumb's centre to the pointer: the value for that place along the track.
    private func write(_ sample: PointerSample) {
        guard let track else { return }
        let thumb = Slider<EmptyView, EmptyView>.thumbSize
        let travel = presentedFrame.width - thumb
        guard travel > 0, let newValue = track.value(atFraction: Double((sample.localLocation.x - thumb / 2) / travel)),
              newValue != track.value.wrappedValue else { return }
        track.value.wrappedValue = newValue
    }

    func pointerBegan(_ sample: PointerSample) -> GesturePhase {
        guard environment.isEnabled, sample.isInside, let track else { return .failed }
        isEditing = true
        track.onEditingChanged(true)
        write(sample)
        return .active
    }

    func pointerChanged(_ sample: PointerSample) -> GesturePhase {
        guard isEditing else { return .failed }
        write(sample)
        return .active
    }

    func pointerEnded(_ sample: PointerSample) -> GesturePhase {
        guard isEditing else { return .failed }
        write(sample)
        finishEditing()
        return .ended
    }

    func pointerTick(_ time: TimeInterval) -> GesturePhase { isEditing ? .active : .failed }

    func pointerCancelled() { finishEditing() }

    private func finishEditing() {
        guard isEditing else { return }
        isEditing = false
        track?.onEditingChanged(false)
    }
}
