import Foundation

/// A publisher that delivers its values to a closure: Motion's stand-in for Combine's subscriber
/// machinery. `ObservableObjectPublisher` and `Published.Publisher` are subscribable; `sink` and
/// `onReceive` accept any of them. (Conform your own types only through those.)
public protocol _SubscribablePublisher: Publisher {
    /// Delivers every value from now on to `receive` until the result is cancelled or released.
    func _subscribe(_ receive: @escaping (Output) -> Void) -> AnyCancellable
}

extension _SubscribablePublisher where Failure == Never {
    /// Calls `receiveValue` with every value the publisher sends, as long as the returned
    /// cancellable is kept (Combine's `sink(receiveValue:)`).
    ///
    /// ```swift
    /// let subscription = model.$name.sink { print("name will be", $0) }
    /// ```
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        _subscribe(receiveValue)
    }
}
