import Foundation

/// A property of an ``ObservableObject`` that announces its changes, as Combine's `Published`.
///
/// Setting it sends the object's `objectWillChange` and then the new value to subscribers of
/// `$property`, before the value is stored (Combine's order). `$property` is a publisher, so
/// `onReceive(model.$value)` and `model.$value.sink { }` work; it sends the current value as soon
/// as it is subscribed to.
///
/// ```swift
/// final class Player: ObservableObject {
///     @Published var isPlaying = false
/// }
/// let subscription = player.$isPlaying.sink { print("playing:", $0) }
/// ```
@propertyWrapper
public struct Published<Value> {
    let storage: Storage

    public init(wrappedValue: Value) {
        storage = Storage(wrappedValue)
    }

    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Read and written through the enclosing object (below); outside a class it only stores.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The publisher of the property's values.
    public var projectedValue: Publisher {
        get { Publisher(storage: storage) }
        set {}
    }

    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            if storage.objectWillChange == nil, let observable = object as? any ObservableObject {
                storage.objectWillChange = PublishedBox.publisher(of: observable)
            }
            storage.objectWillChange?.send()
            storage.values.send(newValue)
            storage.value = newValue
        }
    }

    /// A publisher of a `@Published` property's values: the current one on subscription, then each
    /// new value before it is stored.
    public struct Publisher: _SubscribablePublisher {
        public typealias Output = Value
        public typealias Failure = Never
        let storage: Storage

        public func _subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
            let subscription = storage.values.subscribe(receive)
            receive(storage.value)
            return subscription
        }
    }

    /// The value, its subscribers, and the object's `objectWillChange` once known.
    final class Storage: PublishedBox {
        var value: Value
        let values = Subject<Value>()
        init(_ value: Value) { self.value = value }
    }
}

/// What every `Published` storage shares, so the object's publisher can be found and installed.
class PublishedBox {
    var objectWillChange: ObservableObjectPublisher?

    /// The object's `objectWillChange` when it is an `ObservableObjectPublisher` (the default one
    /// is installed in every `Published` property by asking for it).
    static func publisher<Object: ObservableObject>(of object: Object) -> ObservableObjectPublisher? {
        object.objectWillChange as? ObservableObjectPublisher
    }
}

/// Lets reflection find a `Published` property of any value type.
protocol PublishedProperty {
    var box: PublishedBox { get }
}

extension Published: PublishedProperty {
    var box: PublishedBox { storage }
}
