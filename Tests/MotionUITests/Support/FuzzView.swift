import Foundation
@testable import MotionUI

/// The colour of tappable rectangles: the hit invariant finds them in the display list by it.
let fuzzTapColor = Color(red: 0.25, green: 0.5, blue: 0.75)

/// A ``FuzzTree`` as views, at the enclosing scope's `value`.
struct FuzzView: View {
    let tree: FuzzTree
    let value: Int
    let world: FuzzWorld

    var body: some View {
        switch tree {
        case .rectangle(let tappable, let width, let height):
            if tappable {
                Rectangle().fill(fuzzTapColor).frame(width: CGFloat(width), height: CGFloat(height))
                    .onTapGesture { world.taps += 1 }
            } else {
                Rectangle().fill(Color.orange).frame(width: CGFloat(width), height: CGFloat(height))
            }
        case .circle(let size):
            Circle().fill(Color.green).frame(width: CGFloat(size), height: CGFloat(size))
        case .text(let text):
            Text("\(text)\(value % 4)")
        case .spacer:
            Spacer(minLength: 2)
        case .vStack(let trees):
            VStack(spacing: 3) { children(trees) }
        case .hStack(let trees):
            HStack(spacing: 3) { children(trees) }
        case .zStack(let trees):
            ZStack { children(trees) }
        case .forEach(let count, let item):
            ForEach(Self.ids(count: count, value: value), id: \.self) { id in
                FuzzView(tree: item, value: value &+ id, world: world)
            }
        case .conditional(let modulus, let then, let otherwise):
            if value % modulus == 0 {
                FuzzView(tree: then, value: value, world: world)
            } else if let otherwise {
                FuzzView(tree: otherwise, value: value, world: world)
            }
        case .transition(let transition, let child):
            FuzzView(tree: child, value: value, world: world).transition(transition.transition)
        case .effect(let effect, let child):
            Self.apply(effect, value: value, to: FuzzView(tree: child, value: value, world: world))
        case .animation(let animation, let child):
            FuzzView(tree: child, value: value, world: world).animation(animation.animation, value: value)
        case .geometry(let child):
            GeometryReader { proxy in
                FuzzView(tree: child, value: value, world: world)
                    .frame(width: proxy.size.width / 2, height: proxy.size.height / 2)
            }
        case .scope(let id, let child):
            FuzzScope(id: id, child: child, world: world)
        }
    }

    /// Static children, identified by position.
    private func children(_ trees: [FuzzTree]) -> some View {
        ForEach(trees.indices, id: \.self) { index in
            FuzzView(tree: trees[index], value: value, world: world)
        }
    }

    /// `count` distinct ids that shift with `value`, so writes insert, remove and reorder items.
    static func ids(count: Int, value: Int) -> [Int] {
        let start = abs(value % 5)
        let ids = (0..<count).map { (start + $0 * 3) % (count + 4) }
        return value % 2 == 0 ? ids : ids.reversed()
    }

    @ViewBuilder
    private static func apply(_ effect: FuzzEffect, value: Int, to view: FuzzView) -> some View {
        let step = CGFloat(abs(value % 3))
        switch effect {
        case .opacity: view.opacity(Double(step) / 2)
        case .scale: view.scaleEffect(1 + step / 2)
        case .scaleToZero: view.scaleEffect(CGFloat(abs(value % 2)))
        case .rotation: view.rotationEffect(.degrees(Double(value) * 37))
        case .offset: view.offset(x: CGFloat(abs(value % 5)) * 6)
        case .shadow: view.shadow(radius: CGFloat(abs(value % 4)) * 3)
        case .padding: view.padding(step * 4)
        }
    }
}
