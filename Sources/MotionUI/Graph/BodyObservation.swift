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
/// Rule where SwiftUI is silent: Motion's graph belongs to the thread that drives the host (the main
/// thread). A write from another thread is handed to the host's main-queue work (see
/// ``HostScheduler``): the reader re-evaluates at the host's next point for queued work, without
/// animation (`withAnimation` is a main-thread API).
final class BodyObservation {
    private unowned let node: CompositeNodeBase
    // Read by every evaluation: no run-time exclusivity checks (see `ViewNode.children`).
    @exclusivity(unchecked) private var generation = 0
    /// `ObservableObject`s the view holds (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`),
    /// subscribed to once each; those not linked in an evaluation are dropped after it.
    @exclusivity(unchecked) private var objects: [ObjectIdentifier: AnyCancellable] = [:]
    @exclusivity(unchecked) private var linkedObjects: Set<ObjectIdentifier> = []
    /// The places that added reads to the current evaluation (see ``trackAlso(site:_:)``).
    @exclusivity(unchecked) private var extraSites: Set<AnyHashable> = []
    /// A token no registration holds (an evaluation that read no observable property dropped its
    /// `onChange`), reused by the next evaluation instead of a new one.
    @exclusivity(unchecked) private var spareToken: Token?

    init(node: CompositeNodeBase) {
        self.node = node
    }

    /// Runs `body` (the linking of the view's properties and its `body`) while recording what it
    /// reads; a later change to any of it invalidates the node under the writer's transaction.
    func track<T>(_ body: () -> T) -> T {
        generation += 1
        extraSites.removeAll(keepingCapacity: true)
        linkedObjects.removeAll(keepingCapacity: true)
        let result = tracking(body)
        for id in objects.keys where !linkedObjects.contains(id) {
            objects[id]?.cancel()
            objects[id] = nil
        }
        return result
    }

    /// Records what `body` reads as part of the current evaluation: a view value a container of the
    /// body builds later (a `ForEach` row, an animator's content for a new phase). Each `site`
    /// registers once per evaluation (an animator that rebuilds its content on every frame would
    /// otherwise pile up registrations the Observation module cannot cancel).
    func trackAlso<T>(site: AnyHashable, _ body: () -> T) -> T {
        guard extraSites.insert(site).inserted else { return body() }
        return tracking(body)
    }

    /// `withObservationTracking` of `body` for the current generation, with the spare token if
    /// there is one; the token is kept as the spare again when nothing registered it.
    private func tracking<T>(_ body: () -> T) -> T {
        var token = spareToken ?? Token(observation: self, scheduler: node.graph.scheduler)
        spareToken = nil
        token.generation = generation
        let result = withObservationTracking(body, onChange: { [token] in token.fire() })
        if isKnownUniquelyReferenced(&token) { spareToken = token }
        return result
    }

    /// Subscribes the node to `object`'s `objectWillChange` (once per object).
    func observe<Object: ObservableObject>(_ object: Object) {
        let id = ObjectIdentifier(object)
        linkedObjects.insert(id)
        guard objects[id] == nil else { return }
        let scheduler = node.graph.scheduler
        objects[id] = object.objectWillChange._subscribe { [weak self] _ in
            BodyObservation.onHostThread(scheduler) { self?.changed(transaction: $0) }
        }
    }

    fileprivate func fire(generation: Int, transaction: Transaction) {
        guard generation == self.generation else { return }
        changed(transaction: transaction)
    }

    private func changed(transaction: Transaction) {
        node.invalidate(transaction: transaction)
    }

    /// Runs `body` with the current transaction at once on the main thread; from another thread,
    /// with an empty transaction in the host's next round of main-queue work.
    fileprivate static func onHostThread(_ scheduler: HostScheduler?, _ body: @escaping (Transaction) -> Void) {
        if Thread.isMainThread {
            body(Transaction.current)
        } else {
            scheduler?.async { body(Transaction()) }
        }
    }

    deinit {
        for subscription in objects.values { subscription.cancel() }
    }

    /// What the Observation module's `onChange` holds: the observation and the evaluation it
    /// belongs to.
    private final class Token: @unchecked Sendable {
        weak var observation: BodyObservation?
        weak var scheduler: HostScheduler?
        /// The evaluation it belongs to; set only while no registration holds the token.
        var generation = 0
        init(observation: BodyObservation, scheduler: HostScheduler?) {
            self.observation = observation
            self.scheduler = scheduler
        }
        func fire() {
            BodyObservation.onHostThread(scheduler) { [self] transaction in
                observation?.fire(generation: generation, transaction: transaction)
            }
        }
    }
}

extension ViewNode {
    /// Runs `build` (a user closure that makes a view value outside any body: a `ForEach` row, an
    /// animator's content) so that what it reads from `@Observable` models re-evaluates the view
    /// whose body made the closure: the nearest composite node at or above this one.
    func buildTrackingReads<T>(site: AnyHashable, _ build: () -> T) -> T {
        var candidate: ViewNode? = self
        while let node = candidate {
            if let owner = node as? CompositeNodeBase {
                return owner.observation.trackAlso(site: [AnyHashable(ObjectIdentifier(self)), site], build)
            }
            candidate = node.parent
        }
        return build()
    }
}
