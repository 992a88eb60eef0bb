import Foundation
import Observation

/// What a node's body read from observable models, so a change to exactly those properties (or a
/// `willChange` of an `ObservableObject` the view holds) re-evaluates the node.
///
/// `@Observable` properties are tracked with `withObservationTracking` around each body evaluation.
/// Its `onChange` fires once per registration, on the writer's thread, before the value is stored,
/// inside the writer's transaction, so a write in `withAnimation` animates. Every evaluation
/// registers anew and bumps a generation: a registration from an older evaluation that fires later
/// is ignored, so a property the body no longer reads does not re-evaluate it. (The Observation
/// module cannot cancel a registration; a stale one is dropped when its property next changes.)
///
/// Rule where SwiftUI is silent: Motion's graph is single-threaded, so models must be written on the
/// thread that drives the host (the main thread in an app); a write from another thread marks the
/// node dirty without synchronisation.
final class BodyObservation {
    private unowned let node: CompositeNodeBase
    private var generation = 0
    /// `ObservableObject`s the view holds (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`),
    /// subscribed to once each; those not linked in an evaluation are dropped after it.
    private var objects: [ObjectIdentifier: AnyCancellable] = [:]
    private var linkedObjects: Set<ObjectIdentifier> = []

    init(node: CompositeNodeBase) {
        self.node = node
    }

    /// Runs `body` (the linking of the view's properties and its `body`) while recording what it
    /// reads; a later change to any of it invalidates the node under the writer's transaction.
    func track<T>(_ body: () -> T) -> T {
        generation += 1
        linkedObjects.removeAll(keepingCapacity: true)
        let token = Token(observation: self, generation: generation)
        let result = withObservationTracking(body, onChange: { token.fire() })
        for id in objects.keys where !linkedObjects.contains(id) {
            objects[id]?.cancel()
            objects[id] = nil
        }
        return result
    }

    /// Subscribes the node to `object`'s `objectWillChange` (once per object).
    func observe<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        linkedObjects.insert(id)
        guard objects[id] == nil else { return }
        objects[id] = object.objectWillChange._subscribe { [weak self] _ in self?.changed() }
    }

    fileprivate func fire(generation: Int) {
        guard generation == self.generation else { return }
        changed()
    }

    private func changed() {
        node.invalidate(transaction: Transaction.current)
    }

    deinit {
        for subscription in objects.values { subscription.cancel() }
    }

    /// What the Observation module's `onChange` holds: the observation and the evaluation it
    /// belongs to.
    private final class Token: @unchecked Sendable {
        weak var observation: BodyObservation?
        let generation: Int
        init(observation: BodyObservation, generation: Int) {
            self.observation = observation
            self.generation = generation
        }
        func fire() { observation?.fire(generation: generation) }
    }
}
