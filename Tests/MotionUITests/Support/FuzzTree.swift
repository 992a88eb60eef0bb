import Foundation
@testable import MotionUI

/// A random view tree for the graph fuzzer, as data: the generator makes one from a seed, the
/// shrinker makes smaller ones, and ``FuzzView`` turns one into views through MotionUI's public API.
/// Numbers inside (`modulus`, ids, effect amounts) combine with the enclosing state scope's value,
/// so a state write changes what is shown: branches flip, `ForEach` ids come and go, effects move.
indirect enum FuzzTree: CustomStringConvertible {
    case rectangle(tappable: Bool, width: Int, height: Int)
    case circle(size: Int)
    case text(String)
    case spacer
    case vStack([FuzzTree])
    case hStack([FuzzTree])
    case zStack([FuzzTree])
    /// `ForEach` over `count` ids drawn from the scope's value, each item made from `item`.
    case forEach(count: Int, item: FuzzTree)
    /// `if value % modulus == 0 { then } else { otherwise }` (no else when `otherwise` is nil).
    case conditional(modulus: Int, then: FuzzTree, otherwise: FuzzTree?)
    case transition(FuzzTransition, FuzzTree)
    case effect(FuzzEffect, FuzzTree)
    /// `.animation(_:value:)` on the scope's value.
    case animation(FuzzAnimation, FuzzTree)
    /// A `GeometryReader` sizing its content to a fraction of the proposal.
    case geometry(FuzzTree)
    /// A view holding `@State var value` that the session writes (scope `id`).
    case scope(id: Int, FuzzTree)

    /// Every scope id in the tree, outermost first.
    var scopeIDs: [Int] {
        switch self {
        case .rectangle, .circle, .text, .spacer: []
        case .vStack(let children), .hStack(let children), .zStack(let children): children.flatMap(\.scopeIDs)
        case .forEach(_, let item): item.scopeIDs
        case .conditional(_, let then, let otherwise): then.scopeIDs + (otherwise?.scopeIDs ?? [])
        case .transition(_, let child), .effect(_, let child), .animation(_, let child), .geometry(let child): child.scopeIDs
        case .scope(let id, let child): [id] + child.scopeIDs
        }
    }

    /// The trees one step smaller than this one: each child alone, each child shrunk, a leaf.
    var shrunk: [FuzzTree] {
        var smaller: [FuzzTree] = []
        func rebuilt(_ children: [FuzzTree], _ make: ([FuzzTree]) -> FuzzTree) {
            smaller += children
            for index in children.indices {
                var fewer = children
                fewer.remove(at: index)
                smaller.append(make(fewer))
                for replacement in children[index].shrunk {
                    var changed = children
                    changed[index] = replacement
                    smaller.append(make(changed))
                }
            }
        }
        switch self {
        case .rectangle, .circle, .text, .spacer:
            break
        case .vStack(let children): rebuilt(children, FuzzTree.vStack)
        case .hStack(let children): rebuilt(children, FuzzTree.hStack)
        case .zStack(let children): rebuilt(children, FuzzTree.zStack)
        case .forEach(let count, let item):
            smaller.append(item)
            if count > 1 { smaller.append(.forEach(count: count - 1, item: item)) }
            smaller += item.shrunk.map { .forEach(count: count, item: $0) }
        case .conditional(let modulus, let then, let otherwise):
            smaller.append(then)
            if let otherwise { smaller += [otherwise, .conditional(modulus: modulus, then: then, otherwise: nil)] }
            smaller += then.shrunk.map { .conditional(modulus: modulus, then: $0, otherwise: otherwise) }
            smaller += (otherwise?.shrunk ?? []).map { .conditional(modulus: modulus, then: then, otherwise: $0) }
        case .transition(let transition, let child):
            rebuilt([child]) { .transition(transition, $0.first ?? .spacer) }
        case .effect(let effect, let child):
            rebuilt([child]) { .effect(effect, $0.first ?? .spacer) }
        case .animation(let animation, let child):
            rebuilt([child]) { .animation(animation, $0.first ?? .spacer) }
        case .geometry(let child):
            rebuilt([child]) { .geometry($0.first ?? .spacer) }
        case .scope(let id, let child):
            smaller += child.shrunk.map { .scope(id: id, $0) }
        }
        return smaller
    }

    var description: String {
        func list(_ name: String, _ children: [FuzzTree]) -> String {
            "\(name) { " + children.map(\.description).joined(separator: "; ") + " }"
        }
        switch self {
        case .rectangle(let tappable, let width, let height):
            return "Rectangle().frame(\(width)×\(height))" + (tappable ? ".onTapGesture" : "")
        case .circle(let size): return "Circle().frame(\(size))"
        case .text(let text): return "Text(\"\(text)\")"
        case .spacer: return "Spacer()"
        case .vStack(let children): return list("VStack", children)
        case .hStack(let children): return list("HStack", children)
        case .zStack(let children): return list("ZStack", children)
        case .forEach(let count, let item): return "ForEach(\(count) ids of value) { \(item) }"
        case .conditional(let modulus, let then, let otherwise):
            return "if value % \(modulus) == 0 { \(then) }" + (otherwise.map { " else { \($0) }" } ?? "")
        case .transition(let transition, let child): return "\(child).transition(\(transition))"
        case .effect(let effect, let child): return "\(child).\(effect)"
        case .animation(let animation, let child): return "\(child).animation(\(animation), value: value)"
        case .geometry(let child): return "GeometryReader { \(child) }"
        case .scope(let id, let child): return "Scope#\(id)(@State value) { \(child) }"
        }
    }
}
