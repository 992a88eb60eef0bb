import Foundation

/// The subscribers of a publisher that sends values when told to (an `ObservableObject`'s
/// `objectWillChange`, a `@Published` property): they run synchronously, in subscription order, on
/// the sender's thread. A subscriber cancelled while values are being sent gets no later value.
final class Subject<Output> {
    private var subscribers: [(id: Int, receive: (Output) -> Void)] = []
    private var nextID = 0

    func subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        subscribers.append((id, receive))
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
    }

    func send(_ value: Output) {
        for subscriber in subscribers where subscribers.contains(where: { $0.id == subscriber.id }) {
            subscriber.receive(value)
        }
    }
}
