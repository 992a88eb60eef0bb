import Foundation

/// Runs an async action for as long as the view is in the graph.
public struct _TaskModifier<ID: Equatable>: PrimitiveModifier {
    public var id: ID
    public var priority: TaskPriority
    public var action: @Sendable () async -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { TaskNode<ID>(graph: graph) }
}

/// Starts the task when the view appears, cancels it when the view leaves, and, when the id
/// changed in an update, cancels the running task and starts a new one.
final class TaskNode<ID: Equatable>: UnaryModifierNode<_TaskModifier<ID>>, LifecycleObserver {
    private var task: Task<Void, Never>?

    override func modifierDidChange(context: UpdateContext) {
        let old = previousModifier
        guard let old, task != nil, old.id != modifier.id else { return }
        task?.cancel()
        task = nil
        graph.enqueue { [weak self] in self?.start() }
    }

    func didAppear() { start() }

    func didDisappear() {
        task?.cancel()
        task = nil
    }

    private func start() {
        guard task == nil, !isDetached else { return }
        let action = modifier.action
        task = Task(executorPreference: graph.scheduler?.taskExecutor ?? globalConcurrentExecutor, priority: modifier.priority) { await action() }
    }
}

extension View {
    /// Runs `action` when the view appears and cancels it when the view leaves, as SwiftUI's
    /// `task(priority:_:)`. The task runs on the host's thread (its first part right after the
    /// update that inserted the view), and `Task.sleep` inside it follows the host's clock (see
    /// ``HostTaskExecutor`` for the limits).
    ///
    /// ```swift
    /// Text(message).task {
    ///     try? await Task.sleep(for: .seconds(2))
    ///     withAnimation { message = "Ready" }
    /// }
    /// ```
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action))
    }

    /// Runs `action` when the view appears, and again, after cancelling the running one, whenever
    /// `id` changed in an update, as SwiftUI's `task(id:priority:_:)`.
    ///
    /// ```swift
    /// Text(result).task(id: query) {
    ///     try? await Task.sleep(for: .milliseconds(300))   // a debounce: a newer query cancels it
    ///     result = search(query)
    /// }
    /// ```
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action))
    }
}
