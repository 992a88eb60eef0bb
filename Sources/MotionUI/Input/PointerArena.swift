import Foundation

/// Decides which responders get a pointer sequence (a press, its moves, its release), as SwiftUI's
/// gesture system does — the same idea as Flutter's gesture arena.
///
/// Rules:
/// - When the pointer goes down, every responder whose hit area contains the point takes part,
///   in order: the topmost and deepest first (later siblings before earlier ones, subviews before
///   the views around them), except that a `.highPriorityGesture` goes before the gestures of its
///   own subviews. A gesture attached with a ``GestureMask`` without `.subviews` removes its
///   subviews' responders; without `.gesture`, itself. A modal responder (a sheet, an alert)
///   removes every responder after it.
/// - Every event goes to every responder still in the sequence, in that order. The first one
///   (in that order, among those that recognize in the same event) to recognize — a drag past its
///   minimum distance, a tap on release, a long press on time — takes the pointer: every other
///   responder still undecided is cancelled (a button under a drag is released without acting).
///   `.simultaneousGesture`s neither take the pointer nor lose it.
/// - Responders that fail drop out; the sequence is over when none is left undecided.
/// - A pinch (``InputEvent/pinchBegan(_:)``) is a sequence of its own, by the same rules, offered
///   to the responders under its centre: only gestures that follow pinches (``MagnifyGesture``,
///   ``RotateGesture``) take part, everything else drops out as it begins. A sequence of one kind
///   cancels a running one of the other.
final class PointerArena {
    private struct Entry {
        let responder: PointerResponder
        /// Its region when the pointer went down: where it is looked for if it draws nothing later.
        let region: HitRegion
        var phase: GesturePhase
    }

    private var entries: [Entry] = []
    private var owner: PointerResponder?
    /// Whether the running sequence is a pinch's.
    private var tracksPinch = false

    /// Whether a sequence is running.
    var isTracking: Bool { !entries.isEmpty }
    /// Whether a pointer sequence is running.
    var isTrackingPointer: Bool { isTracking && !tracksPinch }
    /// Whether a pinch sequence is running.
    var isTrackingPinch: Bool { isTracking && tracksPinch }

    /// Starts a sequence at `point`; returns whether any responder took part.
    func begin(at point: CGPoint, time: TimeInterval, map: HitMap) -> Bool {
        start(at: point, pinch: false, map: map)
        return deliver { entry in entry.responder.pointerBegan(PointerArena.sample(point, time: time, region: entry.region, map: map)) }
    }

    /// Starts a pinch sequence centred on `point`; returns whether any responder took part.
    func beginPinch(at point: CGPoint, time: TimeInterval, map: HitMap) -> Bool {
        start(at: point, pinch: true, map: map)
        return deliver { entry in
            entry.responder.pinchBegan(PointerArena.pinchSample(point, scale: 1, rotation: .zero, time: time, region: entry.region, map: map))
        }
    }

    /// The pinch scaled by `scale` and turned by `rotation` since its previous event, centred on `point`.
    func changePinch(scale: CGFloat, rotation: Angle, at point: CGPoint, time: TimeInterval, map: HitMap) {
        deliver { entry in
            entry.responder.pinchChanged(PointerArena.pinchSample(point, scale: scale, rotation: rotation, time: time, region: entry.region, map: map))
        }
    }

    /// The pinch ended at `point`; the sequence ends.
    func endPinch(at point: CGPoint, time: TimeInterval, map: HitMap) {
        deliver { entry in
            entry.responder.pinchEnded(PointerArena.pinchSample(point, scale: 1, rotation: .zero, time: time, region: entry.region, map: map))
        }
        cancelAll()
    }

    /// Cancels the running sequence and enters the responders under `point`.
    private func start(at point: CGPoint, pinch: Bool, map: HitMap) {
        cancelAll()
        tracksPinch = pinch
        entries = PointerArena.candidates(at: point, map: map).map { Entry(responder: $0.target, region: $0, phase: .possible) }
    }

    /// The pointer moved to `point`.
    func move(to point: CGPoint, time: TimeInterval, map: HitMap) {
        deliver { entry in entry.responder.pointerChanged(PointerArena.sample(point, time: time, region: entry.region, map: map)) }
    }

    /// The pointer went up at `point`; the sequence ends.
    func end(at point: CGPoint, time: TimeInterval, map: HitMap) {
        deliver { entry in entry.responder.pointerEnded(PointerArena.sample(point, time: time, region: entry.region, map: map)) }
        cancelAll()
    }

    /// Host time passed: long presses may recognize.
    func tick(_ time: TimeInterval) {
        deliver { entry in entry.responder.pointerTick(time) }
    }

    /// Abandons the sequence: every responder still in it is cancelled.
    func cancelAll() {
        for entry in entries where !entry.phase.isDone { entry.responder.pointerCancelled() }
        entries = []
        owner = nil
    }

    /// Sends an event to every responder still in the sequence, then settles who owns the pointer.
    /// Returns whether any responder is still in it or finished with this event (did not fail).
    @discardableResult
    private func deliver(_ event: (Entry) -> GesturePhase) -> Bool {
        guard !entries.isEmpty else { return false }
        for index in entries.indices where !entries[index].phase.isDone {
            let responder = entries[index].responder
            let competes = responder.pointerPriority != .simultaneous
            if owner != nil, competes, responder !== owner {
                // The pointer is taken: competitors still undecided are cancelled, not told.
                responder.pointerCancelled()
                entries[index].phase = .failed
                continue
            }
            entries[index].phase = event(entries[index])
            if owner == nil, competes, entries[index].phase.hasRecognized {
                owner = responder
                // Those before it that are still undecided lose too.
                for earlier in entries.indices[..<index] where entries[earlier].responder.pointerPriority != .simultaneous
                    && !entries[earlier].phase.isDone {
                    entries[earlier].responder.pointerCancelled()
                    entries[earlier].phase = .failed
                }
            }
        }
        let tookPart = entries.contains { $0.phase != .failed } || owner != nil
        entries.removeAll { $0.phase == .failed }
        if entries.allSatisfy(\.phase.isDone) {
            entries = []
            owner = nil
        }
        return tookPart
    }

    /// The regions under `point` in arena order (see the rules above).
    static func candidates(at point: CGPoint, map: HitMap) -> [HitRegion] {
        var hit = map.regions(containing: point)
        // Masks: a gesture without `.subviews` removes its subviews' responders; without `.gesture`, itself.
        for entry in hit where !entry.region.target.gestureMask.contains(.subviews) {
            hit.removeAll { entry.region.subtree.contains($0.index) }
        }
        hit.removeAll { !$0.region.target.gestureMask.contains(.gesture) }
        // High priority: before the responders of its own subviews.
        var ordered: [(index: Int, region: HitRegion)] = []
        for entry in hit where !ordered.contains(where: { $0.index == entry.index }) {
            for high in hit where high.index != entry.index && !ordered.contains(where: { $0.index == high.index })
                && high.region.target.pointerPriority == .high && high.region.subtree.contains(entry.index) {
                ordered.append(high)
            }
            ordered.append(entry)
        }
        // A modal responder (a sheet, an alert) hides everything below it.
        if let modal = ordered.firstIndex(where: { $0.region.target.blocksPointerBelow }) {
            ordered.removeSubrange((modal + 1)...)
        }
        return ordered.map(\.region)
    }

    /// A responder's sample of `point`: through its region in this frame (where it is drawn now),
    /// or where it was when the pointer went down if it drew nothing this frame.
    static func sample(_ point: CGPoint, time: TimeInterval, region: HitRegion, map: HitMap) -> PointerSample {
        let current = map.region(of: region.target, near: region.bounds)
        return PointerSample(location: point, localLocation: (current ?? region).localPoint(point),
                             isInside: map.contains(point, current: current, fallback: region), time: time)
    }

    /// A responder's sample of a pinch centred on `point` that scaled by `scale` and turned by
    /// `rotation` since its previous event.
    static func pinchSample(_ point: CGPoint, scale: CGFloat, rotation: Angle, time: TimeInterval,
                            region: HitRegion, map: HitMap) -> PinchSample {
        PinchSample(centre: sample(point, time: time, region: region, map: map), scale: scale, rotation: rotation)
    }
}
