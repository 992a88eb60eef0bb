import Foundation

/// Performs an action for each value a publisher emits while the view is in the graph.
public struct _ReceiveModifier<P: Publisher>: PrimitiveModifier {
    public var publisher: P
    public var action: (P.Output) -> Void

    func makeNode(graph: ViewGraph) -> ViewNode { ReceiveNode<P>(graph: graph) }
}

/// Subscribes to a clock-driven publisher when the view appears (the first emission comes one
/// interval later), keeps the subscription while the interval stays the same across body
/// evaluations, and cancels it when the view leaves. A subscribable publisher (`objectWillChange`,
/// `$published`) is subscribed to when the view appears and kept until it leaves; its values run
/// the latest action at once, on the sender's thread (a `$published` sends its current value when
/// subscribed to, so the action runs once as the view appears).
final class ReceiveNode<P: Publisher>: UnaryModifierNode<_ReceiveModifier<P>>, LifecycleObserver {
    private var subscription: TimerSubscription?
    private var valueSubscription: AnyCancellable?

    private var interval: TimeInterval? { (modifier.publisher as? ClockDrivenPublisher)?.interval }

    override func modifierDidChange(context: UpdateContext) {
        guard let subscription, subscription.interval != interval else { return }
        subscription.cancel()
        self.subscription = nil
        didAppear()
    }

    func didAppear() {
        if interval == nil, valueSubscription == nil, let subscribable = modifier.publisher as? any _SubscribablePublisher {
            valueSubscription = subscribe(to: subscribable)
            return
        }
        guard subscription == nil, let interval else { return }
        subscription = graph.scheduleTimer(interval: interval) { [weak self] date in
            guard let self, let value = date as? P.Output else { return }
            self.modifier.action(value)
        }
    }

    private func subscribe<S: _SubscribablePublisher>(to publisher: S) -> AnyCancellable {
        publisher._subscribe { [weak self] value in
            guard let self, !self.isDetached, let value = value as? P.Output else { return }
            self.modifier.action(value)
        }
    }

    func didDisappear() {
        subscription?.cancel()
        subscription = nil
        valueSubscription?.cancel()
        valueSubscription = nil
    }
}

extension View {
    /// Performs `action` with each value `publisher` emits while this view is shown.
    ///
    /// ```swift
    /// Circle().onReceive(Timer.publish(every: 2, on: .main, in: .common).autoconnect()) { _ in step() }
    /// ```
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(publisher: publisher, action: action))
    }
}
