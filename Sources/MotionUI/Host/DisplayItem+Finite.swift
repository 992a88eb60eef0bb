import Foundation

extension DisplayItem {
    /// Whether every number the item carries is finite: its outlines and clips, transform, bounds,
    /// local rectangle, opacity and shadow radius (a null `bounds`, an item with no outline, counts
    /// as finite). The graph fuzzer and the soak check it after every frame.
    ///
    /// ```swift
    /// XCTAssertTrue(host.displayList.items.allSatisfy(\.hasOnlyFiniteNumbers))
    /// ```
    public var hasOnlyFiniteNumbers: Bool {
        let t = transform
        let box = bounds.isNull ? .zero : bounds
        let numbers: [CGFloat] = [t.a, t.b, t.c, t.d, t.tx, t.ty, box.minX, box.minY, box.width, box.height,
                                  localRect.minX, localRect.minY, localRect.width, localRect.height, shadowRadius,
                                  CGFloat(opacity)]
        return numbers.allSatisfy(\.isFinite)
            && (polygons + clips).allSatisfy { $0.allSatisfy { $0.x.isFinite && $0.y.isFinite } }
    }
}
