import Foundation
@testable import MotionUI

/// The root of a fuzzed host: the tree at value 0.
struct FuzzRoot: View {
    let tree: FuzzTree
    let world: FuzzWorld

    var body: some View {
        FuzzView(tree: tree, value: 0, world: world)
    }
}
