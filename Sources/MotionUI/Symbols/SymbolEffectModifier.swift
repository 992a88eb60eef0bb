import Foundation

/// Adds a symbol effect to the symbol images inside a view: triggered by a value's changes or
/// running while active (see ``SymbolEffect``).
public struct _SymbolEffectModifier<Value: Equatable>: PrimitiveModifier {
    /// What starts the effect.
    enum Trigger {
        /// Each change of the value runs the (discrete) effect.
        case value(Value)
        /// The (indefinite) effect runs while true.
        case active(Bool)
    }

    var kind: SymbolEffectKind
    var options: SymbolEffectOptions
    var trigger: Trigger

    func makeNode(graph: ViewGraph) -> ViewNode { SymbolEffectNode<Value>(graph: graph) }
}

/// Owns the effect's driver, starts it when the trigger says so, and hands it down to the symbol
/// images below through the environment.
final class SymbolEffectNode<Value: Equatable>: UnaryModifierNode<_SymbolEffectModifier<Value>> {
    private var driver: SymbolEffectDriver?

    override func modifierDidChange(context: UpdateContext) {
        let old = previousModifier
        let driver = self.driver ?? SymbolEffectDriver(kind: modifier.kind, options: modifier.options)
        self.driver = driver
        driver.configure(kind: modifier.kind, options: modifier.options)
        let time = graph.time
        switch (old?.trigger, modifier.trigger) {
        case (.value(let before)?, .value(let now)) where before != now:
            driver.trigger(at: time)
        case (.active(let before)?, .active(let now)) where before != now:
            driver.setActive(now, at: time, animated: true)
        case (nil, .active(let now)), (.value?, .active(let now)):
            driver.setActive(now, at: time, animated: false)
        default:
            return
        }
        if driver.isRunning(at: time) { graph.startAnimating(self) }
    }

    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        var inner = context
        if let driver { inner.environment.symbolEffects.append(driver) }
        return inner
    }

    override func advanceAnimations(to time: TimeInterval) -> Bool {
        let running = super.advanceAnimations(to: time)
        return (driver?.isRunning(at: time) ?? false) || running
    }
}

/// Removes the symbol effects added above from the symbol images inside a view.
public struct _SymbolEffectsRemovedModifier: PrimitiveModifier {
    var isEnabled: Bool

    func makeNode(graph: ViewGraph) -> ViewNode { SymbolEffectsRemovedNode(graph: graph) }
}

final class SymbolEffectsRemovedNode: UnaryModifierNode<_SymbolEffectsRemovedModifier> {
    override func contextForContent(_ context: UpdateContext) -> UpdateContext {
        let previous = previousModifier
        var inner = context
        if modifier.isEnabled { inner.environment.symbolEffects = [] }
        if let previous, previous.isEnabled != modifier.isEnabled { inner.environmentChanged = true }
        return inner
    }
}

extension View {
    /// Runs a discrete symbol effect on the symbol images inside this view each time `value`
    /// changes (see ``SymbolEffect`` for what runs and for how long).
    ///
    /// ```swift
    /// Button { count += 1 } label: { Image(systemName: "bell") }
    ///     .symbolEffect(.bounce, value: count)
    /// ```
    public func symbolEffect<T: SymbolEffect & DiscreteSymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U) -> some View {
        modifier(_SymbolEffectModifier(kind: effect._kind, options: options, trigger: .value(value)))
    }

    /// Runs an indefinite symbol effect on the symbol images inside this view while `isActive`
    /// (see ``SymbolEffect``).
    ///
    /// ```swift
    /// Image(systemName: "wifi").symbolEffect(.pulse, isActive: isConnecting)
    /// ```
    public func symbolEffect<T: SymbolEffect & IndefiniteSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true) -> some View {
        modifier(_SymbolEffectModifier<Bool>(kind: effect._kind, options: options, trigger: .active(isActive)))
    }

    /// Removes the symbol effects added above from the symbol images inside this view (when
    /// `isEnabled`).
    ///
    /// ```swift
    /// VStack { Image(systemName: "bolt").symbolEffectsRemoved(); Image(systemName: "bell") }
    ///     .symbolEffect(.pulse)
    /// ```
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View {
        modifier(_SymbolEffectsRemovedModifier(isEnabled: isEnabled))
    }
}
