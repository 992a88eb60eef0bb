import Foundation
@testable import MotionUI

/// Plays a session on a ``ViewHost`` of a tree and checks the invariants after every frame:
/// every number in the display list is finite; no completion handler runs twice. At the end it
/// lets every animation finish and checks the rest invariants: no animation is left, every node
/// that left the tree is freed (its weak reference is nil), the node count equals a fresh build
/// of the same tree and state, every completion ran exactly once, and the hit regions match the
/// drawn tappable items. A session that started a `repeatForever` animation never rests, so it
/// skips the rest checks.
final class FuzzRunner {
    static let size = CGSize(width: 320, height: 240)

    private let host: ViewHost<FuzzRoot>
    private let world = FuzzWorld()
    private var tree: FuzzTree
    private var completions: [Int] = []
    private var repeats = false
    private var seen: [ObjectIdentifier: WeakNode] = [:]
    private var stepIndex = 0

    private struct WeakNode {
        weak var node: ViewNode?
        let description: String
    }

    init(tree: FuzzTree) {
        self.tree = tree
        host = ViewHost(FuzzRoot(tree: tree, world: world), size: Self.size)
    }

    /// Plays `steps`, then settles and checks the rest invariants; throws the first failure.
    /// Last, the host itself must be freed once the session lets go of it.
    static func run(tree: FuzzTree, steps: [FuzzStep]) throws {
        weak var host: ViewHost<FuzzRoot>?
        try {
            let runner = FuzzRunner(tree: tree)
            host = runner.host
            try runner.checkFrame()
            for (index, step) in steps.enumerated() {
                runner.stepIndex = index
                try runner.play(step)
            }
            runner.stepIndex = steps.count
            try runner.settleAndCheckRest()
        }()
        if host != nil { throw FuzzFailure(step: steps.count, message: "the host is still alive after the session let go of it") }
    }

    private func play(_ step: FuzzStep) throws {
        switch step {
        case .write(let scope, let value, let transaction):
            guard let binding = world.bindings[scope] else { return }
            write(transaction) { binding.wrappedValue = value }
        case .replace(let newTree, let transaction):
            tree = newTree
            write(transaction) { host.content = FuzzRoot(tree: newTree, world: world) }
        case .tap(let point): host.tap(at: point)
        case .press(let point): host.press(at: point)
        case .move(let point): host.send(.pointerMoved(point))
        case .release(let point): host.release(at: point)
        case .key(let key): host.key(key)
        case .resize(let size): host.resize(to: size)
        case .time(let time):
            switch time {
            case .zero: host.renderFrame(at: host.time)
            case .tiny: host.advance(by: 1e-6)
            case .huge: host.renderFrame(at: host.time + 600)
            case .stall: host.renderFrame(at: host.time + 2)
            case .frames(let count):
                for _ in 0..<count {
                    host.advance(by: 1.0 / 60)
                    try checkFrame()
                }
            }
        }
        try checkFrame()
    }

    private func write(_ transaction: FuzzTransaction, _ body: () -> Void) {
        repeats = repeats || transaction.repeats
        let index = completions.count
        if case .animation(_, true) = transaction { completions.append(0) }
        transaction.run(body) { [weak self] in self?.completions[index] += 1 }
        host.advance(by: 1.0 / 60)
    }

    /// The per-frame invariants.
    private func checkFrame() throws {
        for (index, item) in host.displayList.items.enumerated() {
            guard item.hasOnlyFiniteNumbers else { throw FuzzFailure(step: stepIndex, message: "display item \(index) has a non-finite number: \(item)") }
        }
        if let twice = completions.firstIndex(where: { $0 > 1 }) {
            throw FuzzFailure(step: stepIndex, message: "completion \(twice) ran \(completions[twice]) times")
        }
        for node in Self.nodes(of: host.graph.root) where seen[ObjectIdentifier(node)]?.node !== node {
            seen[ObjectIdentifier(node)] = WeakNode(node: node, description: "\(type(of: node)) \(node.viewType)")
        }
    }

    private func settleAndCheckRest() throws {
        guard !repeats else { return }
        host.release(at: .zero)
        for _ in 0..<3 {
            host.renderFrame(at: host.time + 600)
            host.advance(by: 1.0 / 60)
        }
        try checkFrame()
        guard host.liveAnimationCount == 0 else {
            throw FuzzFailure(step: stepIndex, message: "at rest, \(host.liveAnimationCount) animations are still live")
        }
        let live = Set(Self.nodes(of: host.graph.root).map(ObjectIdentifier.init))
        for (id, weak) in seen where weak.node != nil && !live.contains(id) {
            throw FuzzFailure(step: stepIndex, message: "a removed node is still alive: \(weak.description)")
        }
        let fresh = ViewHost(FuzzRoot(tree: tree, world: FuzzWorld(initialValues: world.values)), size: host.size)
        let count = Self.nodes(of: host.graph.root).count, freshCount = Self.nodes(of: fresh.graph.root).count
        guard count == freshCount else {
            throw FuzzFailure(step: stepIndex, message: "at rest the graph has \(count) nodes; a fresh build has \(freshCount)")
        }
        if let index = completions.firstIndex(where: { $0 != 1 }) {
            throw FuzzFailure(step: stepIndex, message: "completion \(index) ran \(completions[index]) times, not once")
        }
        try checkHitRegions()
    }

    /// Every visible tappable item takes the pointer at its centre, and no point outside every
    /// tappable item does.
    private func checkHitRegions() throws {
        let tappable = host.displayList.items.filter {
            guard case .fill = $0.kind else { return false }
            return $0.color == fuzzTapColor && $0.opacity > 0.001 && $0.clips.isEmpty
        }
        for item in tappable where item.bounds.width > 2 && item.bounds.height > 2 {
            let corners = item.polygons.first ?? []
            let centre = CGPoint(x: corners.map(\.x).reduce(0, +) / CGFloat(max(corners.count, 1)),
                                 y: corners.map(\.y).reduce(0, +) / CGFloat(max(corners.count, 1)))
            guard host.respondsToPointer(at: centre) else {
                throw FuzzFailure(step: stepIndex, message: "the tappable item drawn at \(item.bounds) does not take the pointer at its centre \(centre)")
            }
        }
        for x in stride(from: 1.5, to: host.size.width, by: 8) {
            for y in stride(from: 1.5, to: host.size.height, by: 8) {
                let point = CGPoint(x: x, y: y)
                guard host.respondsToPointer(at: point) else { continue }
                guard tappable.contains(where: { Path.windingNumber(of: $0.polygons, at: point) != 0 }) else {
                    throw FuzzFailure(step: stepIndex, message: "\(point) takes the pointer but no tappable item is drawn there")
                }
            }
        }
    }

    static func nodes(of root: ViewNode?) -> [ViewNode] {
        guard let root else { return [] }
        var all: [ViewNode] = [root]
        var index = 0
        while index < all.count {
            all += all[index].children
            index += 1
        }
        return all
    }
}
