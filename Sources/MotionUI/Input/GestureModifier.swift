import Foundation

/// Attaches a gesture to a view: `.gesture(_:including:)`, `.simultaneousGesture(_:including:)`,
/// `.highPriorityGesture(_:including:)`.
public struct _GestureModifier<G: Gesture>: PrimitiveModifier {
    public var gesture: G
    public var mask: GestureMask
    var priority: PointerPriority

    func makeNode(graph: ViewGraph) -> ViewNode { GestureNode<G>(graph: graph) }
}

/// A gesture's place in the graph: its hit area is what its content draws (``HitRegion``); each
/// pointer or pinch sequence gets a fresh recognizer made from the gesture value current when it
/// begins. A disabled view's gestures do not take part. When the view leaves the graph, a
/// running sequence is cancelled (its `updating` state resets).
final class GestureNode<G: Gesture>: UnaryModifierNode<_GestureModifier<G>>, PointerResponder, LifecycleObserver {
    private let context = _GestureContext()
    private var recognizer: _GestureRecognizer<G.Value>?
    /// The size the view was last drawn at.
    private var drawnSize = CGSize.zero

    /// A gesture neither lays out nor draws: its hit area is its content's, and a pointer sequence
    /// reads the gesture value current when it begins.
    override var modifierChangeEffect: UpdateEffect { .none }

    var pointerPriority: PointerPriority { modifier.priority }
    var gestureMask: GestureMask { modifier.mask }

    func pointerBegan(_ sample: PointerSample) -> GesturePhase { begin { $0.began(sample) } }
    func pointerChanged(_ sample: PointerSample) -> GesturePhase { forward { $0.changed(sample) } }
    func pointerEnded(_ sample: PointerSample) -> GesturePhase { finish { $0.ended(sample) } }
    func pointerTick(_ time: TimeInterval) -> GesturePhase { forward { $0.tick(time) } }

    func pinchBegan(_ sample: PinchSample) -> GesturePhase { begin { $0.pinchBegan(sized(sample)) } }
    func pinchChanged(_ sample: PinchSample) -> GesturePhase { forward { $0.pinchChanged(sized(sample)) } }
    func pinchEnded(_ sample: PinchSample) -> GesturePhase { finish { $0.pinchEnded(sized(sample)) } }

    /// Starts a sequence: a fresh recognizer from the current gesture value gets its first event.
    private func begin(_ event: (_GestureRecognizer<G.Value>) -> Void) -> GesturePhase {
        recognizer?.cancel()
        guard environment.isEnabled else { return .failed }
        context.beginSequence()
        let recognizer = modifier.gesture._makeRecognizer(context)
        self.recognizer = recognizer
        event(recognizer)
        return recognizer.phase
    }

    /// Gives the running recognizer an event.
    private func forward(_ event: (_GestureRecognizer<G.Value>) -> Void) -> GesturePhase {
        guard let recognizer else { return .failed }
        event(recognizer)
        return recognizer.phase
    }

    /// Gives the running recognizer the sequence's last event and lets it go.
    private func finish(_ event: (_GestureRecognizer<G.Value>) -> Void) -> GesturePhase {
        defer { recognizer = nil }
        return forward(event)
    }

    /// The sample with the size this view was last drawn at (for a pinch's unit anchor).
    private func sized(_ sample: PinchSample) -> PinchSample {
        var sample = sample
        sample.viewSize = drawnSize
        return sample
    }

    func pointerCancelled() {
        recognizer?.cancel()
        recognizer = nil
    }

    func didAppear() {}

    /// A view that leaves cancels its running gesture (an `updating` state resets).
    func didDisappear() { pointerCancelled() }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        drawnSize = size
        builder.withHitRegion(target: self) { builder in super.drawContent(into: &builder, size: size) }
    }
}

extension View {
    /// Attaches `gesture`: it takes the pointer when it recognizes first (subviews' gestures are
    /// offered the pointer before it).
    ///
    /// ```swift
    /// card.gesture(DragGesture().onChanged { offset = $0.translation })
    /// ```
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches `gesture` so that it runs beside the view's other gestures (and its subviews'),
    /// without taking the pointer from them.
    ///
    /// ```swift
    /// Button("Like") { liked.toggle() }.simultaneousGesture(TapGesture().onEnded { haptics += 1 })
    /// ```
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Attaches `gesture` ahead of the gestures of the view's subviews: it is offered the pointer
    /// first.
    ///
    /// ```swift
    /// row.highPriorityGesture(TapGesture().onEnded { select() })
    /// ```
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }
}
