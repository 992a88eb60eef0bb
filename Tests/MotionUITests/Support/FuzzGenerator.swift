import Foundation
@testable import MotionUI
import MotionTestSupport

/// Makes a random tree and a random session from a seed (SeededRandom, so a seed is the same case on
/// every machine).
struct FuzzGenerator {
    private var random: SeededRandom
    private var nextScope = 0

    init(seed: UInt64) {
        random = SeededRandom(seed: seed &* 0x9E37_79B9_7F4A_7C15 &+ 0x1234_5678)
    }

    mutating func next() -> UInt64 { random.next() }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ probability: Double) -> Bool {
        Double(next() % 1_000_000) / 1_000_000 < probability
    }

    mutating func pick<T>(_ values: [T]) -> T {
        values[int(0...values.count - 1)]
    }

    /// A tree: a state scope at the root, more scopes and every kind of node below.
    mutating func tree() -> FuzzTree {
        nextScope = 0
        return scope(depth: 0)
    }

    private mutating func scope(depth: Int) -> FuzzTree {
        let id = nextScope
        nextScope += 1
        return .scope(id: id, node(depth: depth + 1))
    }

    private mutating func node(depth: Int) -> FuzzTree {
        if depth >= 5 || chance(Double(depth) * 0.15) { return leaf() }
        switch int(0...11) {
        case 0: return .vStack(children(depth: depth))
        case 1: return .hStack(children(depth: depth))
        case 2: return .zStack(children(depth: depth))
        case 3:
            // No state scope inside an item: every item would share the scope's id.
            let item = node(depth: depth + 1)
            return .forEach(count: int(1...5), item: .transition(pick(FuzzTransition.allCases), item.scopeIDs.isEmpty ? item : leaf()))
        case 4, 5:
            return .conditional(modulus: int(2...3), then: .transition(pick(FuzzTransition.allCases), node(depth: depth + 1)),
                                otherwise: chance(0.5) ? node(depth: depth + 1) : nil)
        case 6, 7: return .effect(pick(FuzzEffect.allCases), node(depth: depth + 1))
        case 8: return .animation(pick(FuzzAnimation.allCases.filter { $0 != .repeatForever }), node(depth: depth + 1))
        case 9: return .geometry(node(depth: depth + 1))
        case 10: return .transition(pick(FuzzTransition.allCases), node(depth: depth + 1))
        default: return scope(depth: depth)
        }
    }

    private mutating func children(depth: Int) -> [FuzzTree] {
        (0..<int(1...4)).map { _ in node(depth: depth + 1) }
    }

    private mutating func leaf() -> FuzzTree {
        switch int(0...4) {
        case 0, 1: .rectangle(tappable: chance(0.5), width: int(4...60), height: int(4...40))
        case 2: .circle(size: int(4...40))
        case 3: .text(pick(["a", "Hello", "fuzz", ""]))
        default: .spacer
        }
    }

    /// A session of `count` steps for a tree whose scopes are `scopes`.
    mutating func session(count: Int, scopes: [Int], tree: FuzzTree) -> [FuzzStep] {
        (0..<count).map { _ in step(scopes: scopes, tree: tree) }
    }

    private mutating func step(scopes: [Int], tree: FuzzTree) -> FuzzStep {
        switch int(0...19) {
        case 0...6:
            return .write(scope: pick(scopes), value: int(-3...12), transaction: transaction())
        case 7:
            return .replace(tree: mutated(tree), transaction: transaction())
        case 8: return .tap(CGPoint(x: int(-5...330), y: int(-5...250)))
        case 9: return .press(CGPoint(x: int(0...320), y: int(0...240)))
        case 10: return .move(CGPoint(x: int(-50...400), y: int(-50...300)))
        case 11: return .release(CGPoint(x: int(0...320), y: int(0...240)))
        case 12: return .key(pick([.tab, .space, .enter, .left, .backspace]))
        case 13: return .resize(CGSize(width: int(0...400), height: int(0...300)))
        case 14: return .time(.zero)
        case 15: return .time(.tiny)
        case 16: return .time(.huge)
        case 17: return .time(.stall)
        default: return .time(.frames(int(1...40)))
        }
    }

    private mutating func transaction() -> FuzzTransaction {
        switch int(0...9) {
        case 0, 1: .none
        case 2: .disablesAnimations
        case 3: .repeatForever
        case 4, 5: .animation(pick(FuzzAnimation.allCases.filter { $0 != .repeatForever }), completion: false)
        default: .animation(pick(FuzzAnimation.allCases.filter { $0 != .repeatForever }), completion: true)
        }
    }

    /// The tree with one random subtree regenerated (ids of new scopes continue after the old ones).
    private mutating func mutated(_ tree: FuzzTree) -> FuzzTree {
        nextScope = max(nextScope, (tree.scopeIDs.max() ?? -1) + 1)
        let candidates = tree.shrunk
        if chance(0.3), !candidates.isEmpty { return pick(candidates) }
        guard case .scope(let id, let child) = tree else { return tree }
        if case .vStack(var children) = child, !children.isEmpty {
            children[int(0...children.count - 1)] = node(depth: 2)
            return .scope(id: id, .vStack(children))
        }
        return .scope(id: id, .vStack([child, node(depth: 2)]))
    }
}
