import Foundation
@testable import MotionUI

/// A view with `@State var value`, registered with the world so the session can write it.
struct FuzzScope: View {
    let id: Int
    let child: FuzzTree
    let world: FuzzWorld
    @State private var value: Int

    init(id: Int, child: FuzzTree, world: FuzzWorld) {
        self.id = id
        self.child = child
        self.world = world
        _value = State(initialValue: world.initialValues[id] ?? 0)
    }

    var body: some View {
        let _ = world.register(id, $value)
        FuzzView(tree: child, value: value, world: world)
    }
}
