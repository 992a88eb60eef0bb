import Foundation

/// The node of a view with a `body` (or a modifier with `body(content:)`): it owns the view's state,
/// and re-evaluates the body only when that state changed, its inputs changed, or the environment it
/// reads changed.
class CompositeNodeBase: ViewNode, StorageNode {
    // No run-time exclusivity checks on what every update of a changed view reads (see
    // `ViewNode.children`).
    @exclusivity(unchecked) private var slots: [AnyObject] = []
    @exclusivity(unchecked) private(set) var isDirty = false
    @exclusivity(unchecked) private var pendingTransaction: Transaction?
    @exclusivity(unchecked) var readsEnvironment = false
    /// The observable models the body read (see ``BodyObservation``).
    private(set) lazy var observation = BodyObservation(node: self)

    func observe<Object: ObservableObject>(_ object: Object) { observation.observe(object) }

    func storage<Value>(slot: Int, initial: () -> Value) -> StateStorage<Value> {
        if slot < slots.count, let storage = slots[slot] as? StateStorage<Value> { return storage }
        let storage = StateStorage(value: initial(), owner: self)
        if slot < slots.count {
            slots[slot] = storage
        } else {
            while slots.count < slot { slots.append(StateStorage<Void>(value: (), owner: nil)) }
            slots.append(storage)
        }
        return storage
    }

    func noteEnvironmentRead() { readsEnvironment = true }

    /// The name a ``StateWrite`` gives this node's view: the node's class without its `Node`
    /// suffix (`TabViewNode` → `"TabView"`); a user's view and a modifier give their own type's name.
    var stateOwnerName: String {
        let name = String(describing: type(of: self))
        return name.hasSuffix("Node") ? String(name.dropLast(4)) : name
    }

    /// Leaves the graph, then releases the view's state once the `onDisappear` actions queued by
    /// the subtree (which may still read it) have run; see ``StateStorage``.
    override func detach() {
        guard !isDetached else { return }
        super.detach()
        graph.enqueue { [self] in releaseState() }
    }

    /// A node that goes away with its graph (its host was released) releases its state too.
    deinit { releaseState() }

    private func releaseState() {
        for case let storage as ReleasableStorage in slots { storage.release() }
    }

    /// Marks the node for re-evaluation on the next update, under `transaction`.
    func invalidate(transaction: Transaction) {
        guard !isDetached else { return }
        if let observer = graph.stateWriteObserver { observer(StateWrite(view: stateOwnerName, transaction: transaction)) }
        pendingTransaction = transaction
        if !isDirty {
            isDirty = true
            graph.markDirty(self, transaction: transaction)
        }
    }

    /// The context to re-evaluate with, and clears the dirty mark. A node whose own state changed
    /// in this cycle keeps the transaction of its own write (rewritten by the `.animation(_:)` and
    /// `.transaction` modifiers above it) — whether the graph re-evaluates it for that write or its
    /// parent re-renders it in the same update — so a write without animation snaps even under a
    /// parent's animated transaction (a button's release inside an action that calls
    /// `withAnimation`, say).
    func contextTakingPending(_ context: UpdateContext) -> UpdateContext {
        defer {
            isDirty = false
            pendingTransaction = nil
        }
        guard let own = pendingTransaction else { return context }
        var context = context
        context.transaction = inheritedTransaction(own)
        return context
    }

    override var isLayoutTransparent: Bool { true }

    override var singleContent: ViewNode? { children.count == 1 ? children[0] : nil }

    /// The current value of the view with a body this node runs, boxed (for the accessibility
    /// tree, built on demand); nil for nodes that keep none (a modifier's body, built-in containers).
    var anyView: Any? { nil }
}

/// The node of a user's view: `body` is evaluated with the view's dynamic properties linked.
final class CompositeNode<V: View>: CompositeNodeBase {
    /// The view value, kept unwrapped: an optional of the generic `V` would cost every update a
    /// metadata lookup.
    @exclusivity(unchecked) private var view: V
    /// Whether the body has been evaluated once (the first update always evaluates it).
    @exclusivity(unchecked) private var hasEvaluated = false
    /// How values of the view compare (``GraphEquality``'s rule), looked up once.
    private let comparison = ValueComparison.of(V.self)

    override var stateOwnerName: String { String(describing: V.self) }

    override var anyView: Any? { view }

    /// It draws its children only.
    override func contentInk(size: CGSize) -> CGRect? { childrenInk }

    /// A node for `view`, which its first update (with the same value) evaluates.
    init(graph: ViewGraph, view: V) {
        self.view = view
        super.init(graph: graph)
    }

    override func update(view newValue: Any, context: UpdateContext) {
        apply(newValue as! V, context: context)
    }

    /// The view's own type takes no cast; another (never, by ``ViewNode/updateChild(key:view:context:)``'s
    /// rule) goes through the boxed path.
    override func update<T: View>(typed view: T, context: UpdateContext) {
        guard T.self == V.self else { return super.update(typed: view, context: context) }
        apply(unsafeBitCast(view, to: V.self), context: context)
    }

    private func apply(_ new: V, context: UpdateContext) {
        let changed = !hasEvaluated || isDirty || !comparison.equals(view, new)
            || (readsEnvironment && context.environmentChanged)
        view = new
        noteUpdate(context: context, effect: .none)
        if changed {
            evaluate(context: contextTakingPending(context))
        } else if context.environmentChanged {
            refreshChildren(context: context)
        }
    }

    override func refresh(context: UpdateContext) {
        apply(view, context: context)
    }

    override func reevaluate(context: UpdateContext) {
        noteUpdate(context: context, effect: .none)
        evaluate(context: context)
    }

    private func evaluate(context: UpdateContext) {
        hasEvaluated = true
        readsEnvironment = false
        let view = self.view
        let body = observation.track { () -> V.Body in
            DynamicPropertyLinker.link(view, to: self)
            graph.bodyEvaluations += 1
            return view.body
        }
        beginChildUpdates()
        updateChild(key: .index(0), view: body, context: context)
        endChildUpdates(context: context)
    }
}
