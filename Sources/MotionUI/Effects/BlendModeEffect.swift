import Foundation

/// Composites content onto what lies beneath it in a ``BlendMode`` (`.blendMode(_:)`).
public struct _BlendModeEffect: EffectModifier {
    public var mode: BlendMode
    public typealias AnimatableData = EmptyAnimatableData

    func apply(to builder: inout DisplayListBuilder, size: CGSize) {
        guard mode != .normal else { return }
        builder.beginLayer(DisplayLayer(effect: .none, compositing: .blend(mode)), frame: CGRect(origin: .zero, size: size))
    }
}

extension View {
    /// Composites the view (as one layer) onto what is drawn beneath it — its siblings behind it
    /// up to the nearest enclosing `compositingGroup()` or layer effect, else the window — in
    /// `mode` (see ``BlendMode`` for each formula). `.normal` adds no layer.
    ///
    /// ```swift
    /// ZStack {
    ///     Color.yellow
    ///     Circle().fill(Color.blue).blendMode(.multiply)
    /// }
    /// ```
    public func blendMode(_ mode: BlendMode) -> some View {
        modifier(_BlendModeEffect(mode: mode))
    }
}
