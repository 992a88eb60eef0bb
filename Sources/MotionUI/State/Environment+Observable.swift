import Foundation
import Observation

extension Environment {
    /// Reads the `@Observable` object of type `objectType` an ancestor put in the environment with
    /// `.environment(_:)`, as SwiftUI's `Environment(_:)`; the view re-evaluates when a property
    /// it reads changes. Reading it when no ancestor provided one stops the program with a message
    /// naming the type (as SwiftUI); use the optional form to allow its absence.
    ///
    /// ```swift
    /// struct Header: View {
    ///     @Environment(Library.self) private var library
    ///     var body: some View { Text("\(library.books.count) books") }
    /// }
    /// ```
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        self.init(\EnvironmentValues.[requiredObject: EnvironmentObjectKey<Value>()],
                  requiredObject: \EnvironmentValues.[object: EnvironmentObjectKey<Value>()])
    }

    /// Reads the `@Observable` object of type `objectType` from the environment, or nil when no
    /// ancestor provided one.
    ///
    /// ```swift
    /// @Environment(Library.self) private var library: Library?
    /// ```
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        self.init(\EnvironmentValues.[object: EnvironmentObjectKey<T>()])
    }
}

extension View {
    /// Puts the `@Observable` `object` in the environment of this view and everything inside it,
    /// for `@Environment(Type.self)` properties; nil removes it.
    ///
    /// ```swift
    /// ContentView().environment(Library())
    /// ```
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        environment(\EnvironmentValues.[object: EnvironmentObjectKey<T>()], object)
    }
}
