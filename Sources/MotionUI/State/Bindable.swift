import Foundation
import Observation

/// Makes bindings to the properties of an `@Observable` object, as SwiftUI's `Bindable`.
///
/// ```swift
/// struct Editor: View {
///     @Bindable var book: Book
///     var body: some View { TextField("Title", text: $book.title) }
/// }
/// // or, inside a body: @Bindable var library = library
/// ```
///
/// Rule where SwiftUI is silent: making `$book.title` reads `title` (the binding keeps the value
/// it saw, as every Motion binding does), so the view that makes it re-evaluates when it changes.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value

    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Bindings to `wrappedValue`'s properties: `Bindable(book).title`.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    public var projectedValue: Bindable<Value> { self }

    /// A binding to a property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
    where Value: AnyObject {
        Binding(object: wrappedValue, keyPath: keyPath)
    }
}

extension Bindable: DynamicProperty {}
