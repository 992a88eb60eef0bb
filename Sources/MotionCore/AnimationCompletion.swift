import Foundation

/// When a `withAnimation(_:completionCriteria:_:completion:)` completion runs, as SwiftUI's
/// `AnimationCompletionCriteria`.
///
/// ```swift
/// withAnimation(.linear(duration: 1), completionCriteria: .removed, { x = 1 }) {
///     print("every animation the block started has been removed")
/// }
/// ```
public struct AnimationCompletionCriteria: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case logicallyComplete, removed }
    private let kind: Kind

    /// Fires once every animation the block started is logically complete (a spring that has all
    /// but settled counts) or removed. The default.
    public static let logicallyComplete = AnimationCompletionCriteria(kind: .logicallyComplete)

    /// Fires once every animation the block started has been removed: finished, snapped away by a
    /// change without animation, or taken over by a merging animation.
    public static let removed = AnimationCompletionCriteria(kind: .removed)
}

/// The completion of one `withAnimation(_:completionCriteria:_:completion:)` block (or of a
/// ``Transaction/addAnimationCompletion(criteria:_:)``), shared by every animation started under it.
///
/// The group fires its completion exactly once, when (a) its block has ended, (b) no host hold is
/// outstanding, and (c) every animation registered with it has left: logically completed (for
/// ``AnimationCompletionCriteria/logicallyComplete``) or been removed (for both criteria; an
/// animation taken over by a merge or snapped away counts as removed). So a block that starts no
/// animation fires as soon as it ends. Nested blocks inherit the outer groups, so an outer
/// completion also waits for animations started in inner blocks.
///
/// Hosts that defer state writes to the next frame call ``hold()`` on every group of
/// ``Transaction/current`` when a write happens, and ``release()`` after the frame that turned the
/// writes into animations. Animations registering after the group has fired are ignored.
///
/// Completions run synchronously where they become due (inside `Animator.advance` or at the end of
/// the block), unless inside ``deferringCompletions(_:)``.
///
/// ```swift
/// let group = AnimationCompletionGroup(criteria: .removed) { print("done") }
/// group.hold()          // a write is waiting for the next frame
/// group.endBlock()      // the block is over; still held
/// group.release()       // the frame ran and started nothing: prints "done"
/// ```
public final class AnimationCompletionGroup {
    /// What the group waits for.
    public let criteria: AnimationCompletionCriteria
    private var completion: (() -> Void)?
    private var pending = 0
    private var holds = 0
    private var blockEnded = false

    /// Whether the completion has run (or, inside ``deferringCompletions(_:)``, been queued).
    public private(set) var hasFired = false

    /// A group that calls `completion` once, as described above.
    public init(criteria: AnimationCompletionCriteria = .logicallyComplete, completion: @escaping () -> Void) {
        self.criteria = criteria
        self.completion = completion
    }

    /// The number of registered animations that have not left yet.
    public var pendingCount: Int { pending }

    /// Keeps the group from firing until the matching ``release()``.
    public func hold() {
        guard !hasFired else { return }
        holds += 1
    }

    /// Ends one ``hold()``; extra releases are ignored.
    public func release() {
        guard holds > 0 else { return }
        holds -= 1
        fireIfDone()
    }

    /// Marks the block as over. `withTransaction` and `withAnimation` call it when their block
    /// returns; call it yourself for a transaction applied outside such a block. Idempotent.
    public func endBlock() {
        blockEnded = true
        fireIfDone()
    }

    /// An animation started under the group.
    func enter() {
        guard !hasFired else { return }
        pending += 1
    }

    /// A registered animation met the criteria.
    func leave() {
        guard pending > 0 else { return }
        pending -= 1
        fireIfDone()
    }

    private func fireIfDone() {
        guard !hasFired, blockEnded, holds == 0, pending == 0, let completion else { return }
        hasFired = true
        self.completion = nil
        if Self.deferralDepth > 0 {
            Self.deferred.append(completion)
        } else {
            completion()
        }
    }

    nonisolated(unsafe) private static var deferralDepth = 0
    nonisolated(unsafe) private static var deferred: [() -> Void] = []

    /// Runs `body`; completions that become due inside it run after it returns, in order. A host
    /// wraps its frame in this so a completion never runs while an `Animator` is being mutated.
    ///
    /// ```swift
    /// AnimationCompletionGroup.deferringCompletions {
    ///     for i in animators.indices { animators[i].advance(to: now) }
    /// }   // completions run here
    /// ```
    public static func deferringCompletions<Result>(_ body: () throws -> Result) rethrows -> Result {
        deferralDepth += 1
        defer {
            deferralDepth -= 1
            if deferralDepth == 0 {
                while !deferred.isEmpty {
                    let next = deferred.removeFirst()
                    next()
                }
            }
        }
        return try body()
    }
}

/// One animation's membership in one ``AnimationCompletionGroup``. Shared by copies of an
/// `Animator`, so the animation leaves the group once however many copies report it.
final class AnimationCompletionRegistration {
    let group: AnimationCompletionGroup
    private(set) var hasLeft = false

    init(_ group: AnimationCompletionGroup) {
        self.group = group
        group.enter()
    }

    /// The animation became logically complete.
    func logicallyCompleted() {
        if group.criteria == .logicallyComplete { leave() }
    }

    /// The animation was removed (finished, snapped away or taken over).
    func removed() { leave() }

    private func leave() {
        guard !hasLeft else { return }
        hasLeft = true
        group.leave()
    }
}
