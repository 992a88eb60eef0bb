import Foundation

/// What a view hears of the pointer hovering over it: `.onHover(perform:)` and
/// `.onContinuousHover(coordinateSpace:perform:)`.
public struct _HoverModifier: PrimitiveModifier {
    var onHover: ((Bool) -> Void)?
    var onContinuousHover: ((HoverPhase) -> Void)?
    var coordinateSpace: CoordinateSpace

    func makeNode(graph: ViewGraph) -> ViewNode { HoverNode(graph: graph) }
}

/// The phase of a continuous hover, as SwiftUI's `HoverPhase`.
public enum HoverPhase: Equatable, Sendable {
    /// The pointer is over the view, at this location.
    case active(CGPoint)
    /// The pointer left the view.
    case ended
}

/// A view that hears hovering: its hit area is what its content draws (as for gestures), but it
/// takes no part in presses, so taps pass through to what is below.
///
/// Rules: the pointer is over the view when the view's hit area contains it, whatever is drawn on
/// top (every hover view under the pointer hears it, not only the topmost); hover follows the
/// pointer while a button is down too; when the view moves under a still pointer, the next frame
/// tells it; leaving the window ends every hover.
final class HoverNode: UnaryModifierNode<_HoverModifier>, PointerResponder {
    private(set) var isHovered = false
    private var lastLocation: CGPoint?

    func pointerBegan(_ sample: PointerSample) -> GesturePhase { .failed }
    func pointerChanged(_ sample: PointerSample) -> GesturePhase { .failed }
    func pointerEnded(_ sample: PointerSample) -> GesturePhase { .failed }
    func pointerTick(_ time: TimeInterval) -> GesturePhase { .failed }
    func pointerCancelled() {}

    /// The pointer is over the view at `sample` (nil: it is not).
    func hover(_ sample: PointerSample?) {
        guard environment.isEnabled || sample == nil else { return hover(nil) }
        let inside = sample != nil
        if inside != isHovered {
            isHovered = inside
            modifier.onHover?(inside)
        }
        if let sample {
            let location = sample.location(in: modifier.coordinateSpace)
            if location != lastLocation {
                lastLocation = location
                modifier.onContinuousHover?(.active(location))
            }
        } else if lastLocation != nil {
            lastLocation = nil
            modifier.onContinuousHover?(.ended)
        }
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.withHitRegion(target: self, isHover: true) { builder in super.drawContent(into: &builder, size: size) }
    }
}

extension View {
    /// Runs `action` with `true` when the pointer comes over the view and `false` when it leaves.
    ///
    /// ```swift
    /// Text("Hover me").padding().background(hovered ? Color.yellow : Color.clear)
    ///     .onHover { inside in withAnimation { hovered = inside } }
    /// ```
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
        modifier(_HoverModifier(onHover: action, onContinuousHover: nil, coordinateSpace: .local))
    }

    /// Runs `action` with the pointer's location in `coordinateSpace` each time it moves over the
    /// view, and with `.ended` when it leaves.
    ///
    /// ```swift
    /// Color.white.onContinuousHover { phase in
    ///     if case .active(let point) = phase { spotlight = point }
    /// }
    /// ```
    public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        modifier(_HoverModifier(onHover: nil, onContinuousHover: action, coordinateSpace: coordinateSpace))
    }

    /// The iOS 17 spelling, with `.local`, `.global` or `.named(_:)`.
    public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol,
                                  perform action: @escaping (HoverPhase) -> Void) -> some View {
        onContinuousHover(coordinateSpace: coordinateSpace.coordinateSpace, perform: action)
    }
}
