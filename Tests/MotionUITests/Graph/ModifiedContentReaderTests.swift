import XCTest
@testable import MotionUI

final class ModifiedContentReaderTests: XCTestCase {
    private struct Tint: ViewModifier {
        var level: Int
        func body(content: Content) -> some View { content }
    }

    private struct Mark: ViewModifier {
        func body(content: Content) -> some View { content }
    }

    func testIssue14_aReaderReadsTheModifierOfEachViewOfItsType() {
        let reader = ModifiedContentReader<Tint>.make(for: Text("a").modifier(Tint(level: 3)))
        XCTAssertEqual(reader?.modifier.level, 3)
        withViewBytes(of: Text("b").modifier(Tint(level: 7))) { reader?.read($0) }
        XCTAssertEqual(reader?.modifier.level, 7)
    }

    /// A read keeps the modifier read before it (a node's hooks compare with it); a reader made
    /// from the first view has none yet.
    func testIssue14_aReaderKeepsTheModifierReadBefore() {
        guard let reader = ModifiedContentReader<Tint>.make(for: Text("a").modifier(Tint(level: 3))) else {
            return XCTFail("no reader")
        }
        XCTAssertFalse(reader.hasPrevious)
        withViewBytes(of: Text("b").modifier(Tint(level: 7))) { reader.read($0) }
        XCTAssertTrue(reader.hasPrevious)
        XCTAssertEqual(reader.previous.level, 3)
        XCTAssertEqual(reader.modifier.level, 7)
        reader.keepModifier()
        XCTAssertEqual(reader.previous.level, 7, "a refresh compares the modifier with itself")
    }

    func testIssue14_noReaderForAViewOfAnotherShape() {
        XCTAssertNil(ModifiedContentReader<Tint>.make(for: Text("plain")), "not a ModifiedContent")
        XCTAssertNil(ModifiedContentReader<Mark>.make(for: Text("a").modifier(Tint(level: 1))), "another modifier")
    }

    func testIssue14_aNodeHoldingItsModifierAsAnyReadsItCast() {
        let reader = ModifiedContentReader<Any>.make(for: Text("a").modifier(Tint(level: 4)))
        XCTAssertEqual((reader?.modifier as? Tint)?.level, 4)
        withViewBytes(of: Text("b").modifier(Tint(level: 9))) { reader?.read($0) }
        XCTAssertEqual((reader?.modifier as? Tint)?.level, 9)
    }

    func testIssue14_anEmptyViewWithAnEmptyModifierIsRead() {
        XCTAssertEqual(MemoryLayout<ModifiedContent<EmptyView, Mark>>.size, 0)
        XCTAssertNotNil(ModifiedContentReader<Mark>.make(for: EmptyView().modifier(Mark())))
    }

    /// Every leaf's modifiers and content change each frame (the `graph.whole_update` figure's
    /// shape): the graph, updated in place, draws exactly what a new host draws for the same view.
    func testIssue14_newModifiersOnEveryLeafDrawAsAFreshBuild() {
        struct Leaf: View {
            let index: Int
            let generation: Int
            var body: some View {
                Text("leaf \(index + generation % 3)").opacity(generation % 2 == 0 ? 1 : 0.5)
                    .offset(x: CGFloat(generation % 4), y: CGFloat(index % 2))
                    .onTapGesture {}
            }
        }
        struct Tree: View {
            let generation: Int
            var body: some View {
                HStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { column in
                        VStack(spacing: 0) { ForEach(0..<4) { Leaf(index: column * 4 + $0, generation: generation) } }
                    }
                }
            }
        }
        let size = CGSize(width: 400, height: 300)
        let host = ViewHost(Tree(generation: 0), size: size)
        for generation in 1...6 {
            host.content = Tree(generation: generation)
            XCTAssertEqual(host.displayList, ViewHost(Tree(generation: generation), size: size).displayList,
                           "generation \(generation)")
        }
    }
}
