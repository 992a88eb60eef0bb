import Foundation

/// What `onGeometryChange(for:of:action:)` adds: a geometry reader behind the view that runs the
/// action with the value `transform` makes of the view's geometry, once when the view is first laid
/// out (old and new value alike) and again whenever a layout gives another value.
struct GeometryChangeModifier<Value: Equatable>: ViewModifier {
    let transform: (GeometryProxy) -> Value
    let action: (_ oldValue: Value, _ newValue: Value) -> Void

    func body(content: Content) -> some View {
        content.background {
            GeometryReader { proxy in
                Color.clear.onChange(of: transform(proxy), initial: true, action)
            }
        }
    }
}

extension View {
    /// Runs `action` with the value `transform` makes of the view's geometry when the view is first
    /// laid out and whenever a layout changes that value, as SwiftUI's.
    ///
    /// ```swift
    /// Text(title).onGeometryChange(for: CGFloat.self) { $0.size.width } action: { width = $0 }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// Runs `action` with the old and the new value `transform` makes of the view's geometry (the
    /// first time, both are the first value).
    ///
    /// ```swift
    /// Color.blue.onGeometryChange(for: CGRect.self) { $0.frame(in: .global) } action: { old, new in print(old, new) }
    /// ```
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(GeometryChangeModifier(transform: transform, action: action))
    }
}
