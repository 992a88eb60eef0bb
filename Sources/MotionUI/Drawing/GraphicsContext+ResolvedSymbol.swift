import Foundation

extension GraphicsContext {
    /// A view from a canvas's `symbols`, found by its tag, as SwiftUI's
    /// `GraphicsContext.ResolvedSymbol`: laid out at its ideal size, drawn live (its state and
    /// animations keep running) wherever the renderer draws it.
    ///
    /// ```swift
    /// Canvas { context, size in
    ///     if let badge = context.resolveSymbol(id: "badge") {
    ///         context.draw(badge, at: CGPoint(x: size.width / 2, y: size.height / 2))
    ///     }
    /// } symbols: {
    ///     Text("New").padding(4).background(Color.yellow).tag("badge")
    /// }
    /// ```
    public struct ResolvedSymbol {
        /// The symbol's ideal size, in points.
        public let size: CGSize
        let node: ViewNode
    }

    /// The symbol view tagged `id`, or nil when the canvas has none.
    ///
    /// ```swift
    /// let dot = context.resolveSymbol(id: 0)
    /// ```
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        guard let node = symbols[AnyHashable(id)] else { return nil }
        return ResolvedSymbol(size: node.modelFrame.size, node: node)
    }

    /// Draws `symbol` with its frame stretched over `rect` (a symbol of zero width or height is
    /// drawn at its own size at the rectangle's origin).
    ///
    /// ```swift
    /// context.draw(symbol, in: CGRect(x: 0, y: 0, width: 40, height: 40))
    /// ```
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        record(.view(symbol.node, size: symbol.size, rect: rect.standardized))
    }

    /// Draws `symbol` at its ideal size with its `anchor` at `point`.
    ///
    /// ```swift
    /// context.draw(symbol, at: CGPoint(x: 20, y: 20), anchor: .topLeading)
    /// ```
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                width: symbol.size.width, height: symbol.size.height))
    }
}
