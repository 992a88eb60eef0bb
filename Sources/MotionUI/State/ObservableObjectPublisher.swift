import Foundation

/// The publisher of an ``ObservableObject``'s `objectWillChange`: it sends `()` before the object
/// changes, as Combine's `ObservableObjectPublisher`.
///
/// ```swift
/// final class Model: ObservableObject {
///     var count = 0 { willSet { objectWillChange.send() } }
/// }
/// ```
public final class ObservableObjectPublisher: _SubscribablePublisher {
    public typealias Output = Void
    public typealias Failure = Never

    private let subject = Subject<Void>()

    public init() {}

    /// Tells every subscriber (the views that hold the object) that the object is about to change;
    /// those views re-evaluate in the next frame, animating with the transaction of the call.
    public func send() {
        subject.send(())
    }

    public func _subscribe(_ receive: @escaping (Void) -> Void) -> AnyCancellable {
        subject.subscribe(receive)
    }
}
