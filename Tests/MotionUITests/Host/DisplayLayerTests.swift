import XCTest
@testable import MotionUI

/// The layer structure of the display list: begin/end markers around what a layer holds, the
/// layer's extent, and the opacity and clips it carries.
final class DisplayLayerTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    private func kinds(_ list: DisplayList) -> [DisplayItem.Kind] { list.items.map(\.kind) }

    /// A 20 × 20 square centred in 100 × 100: (40, 40, 20, 20).
    private var square: some View { Rectangle().fill(Color.black).frame(width: 20, height: 20) }

    func testBlurWrapsItsContentInALayerWhoseExtentIsGrownByThreeSigma() {
        let host = ViewHost(square.blur(radius: 4), size: size)
        let items = host.displayList.items
        XCTAssertEqual(kinds(host.displayList), [.beginLayer, .fill(shape: "Rectangle"), .endLayer])
        XCTAssertEqual(items[0].layer, DisplayLayer(effect: .blur(radius: 4, opaque: false)))
        XCTAssertEqual(items[0].bounds, CGRect(x: 28, y: 28, width: 44, height: 44))
        XCTAssertEqual(items[0].localRect, CGRect(x: 0, y: 0, width: 20, height: 20))
        XCTAssertEqual(items[0].transform, CGAffineTransform(translationX: 40, y: 40))
    }

    func testOpaqueBlurExtentIsTheFrame() {
        let host = ViewHost(square.blur(radius: 4, opaque: true), size: size)
        XCTAssertEqual(host.displayList.items[0].bounds, CGRect(x: 40, y: 40, width: 20, height: 20))
    }

    func testTheLayerCarriesTheOpacityAndClipsAroundItAndItsItemsOnlyTheirOwn() {
        let view = square.opacity(0.5).blur(radius: 2).opacity(0.8).frame(width: 30, height: 30).clipped()
        let items = ViewHost(view, size: size).displayList.items
        XCTAssertEqual(items[0].kind, .beginLayer)
        XCTAssertEqual(items[0].opacity, 0.8, accuracy: 1e-12)
        XCTAssertEqual(items[0].clips.count, 1)
        XCTAssertEqual(items[1].opacity, 0.5, accuracy: 1e-12)
        XCTAssertEqual(items[1].clips, [])
    }

    func testBlurRadiusScalesWithTheTransformAround() {
        let items = ViewHost(square.blur(radius: 2).scaleEffect(3), size: size).displayList.items
        XCTAssertEqual(items[0].layer?.effect, .blur(radius: 6, opaque: false))
    }

    func testLayersNestAndAnEmptyLayerIsLeftOut() {
        let nested = ViewHost(square.grayscale(1).compositingGroup(), size: size).displayList
        XCTAssertEqual(kinds(nested), [.beginLayer, .beginLayer, .fill(shape: "Rectangle"), .endLayer, .endLayer])
        XCTAssertEqual(nested.items[0].layer, DisplayLayer(effect: .none))
        XCTAssertEqual(nested.items[0].bounds, nested.items[1].bounds)
        let empty = ViewHost(Color.clear.frame(width: 20, height: 20).blur(radius: 3), size: size).displayList
        XCTAssertEqual(kinds(empty), [])
    }

    func testMaskIsANestedAlphaMaskLayer() {
        let list = ViewHost(square.mask(Circle()), size: size).displayList
        XCTAssertEqual(kinds(list), [.beginLayer, .fill(shape: "Rectangle"), .beginLayer, .fill(shape: "Circle"), .endLayer, .endLayer])
        XCTAssertEqual(list.items[0].layer, DisplayLayer(effect: .none))
        XCTAssertEqual(list.items[2].layer, DisplayLayer(effect: .none, compositing: .alphaMask))
        // A mask that draws nothing still masks (everything): it is kept.
        let hidden = ViewHost(square.mask(Color.clear), size: size).displayList
        XCTAssertEqual(kinds(hidden), [.beginLayer, .fill(shape: "Rectangle"), .beginLayer, .endLayer, .endLayer])
    }

    func testEffectsThatChangeNothingAddNoLayer() {
        for view in [AnyView(square.blur(radius: 0)), AnyView(square.blur(radius: .nan)), AnyView(square.blur(radius: -3)),
                     AnyView(square.blur(radius: .infinity)), AnyView(square.blendMode(.normal)),
                     AnyView(square.grayscale(0)), AnyView(square.saturation(1)), AnyView(square.brightness(.nan))] {
            XCTAssertEqual(kinds(ViewHost(view, size: size).displayList), [.fill(shape: "Rectangle")])
        }
    }

    func testAShadowInsideALayerWidensItsExtentByItsSpread() {
        // Radius 4: σ = 2, spread 1.5 × 4 + 1 = 7 points around the square.
        let list = ViewHost(square.shadow(radius: 4).compositingGroup(), size: size).displayList
        XCTAssertEqual(list.items.map(\.kind), [.beginLayer, .shadow, .fill(shape: "Rectangle"), .endLayer])
        XCTAssertEqual(list.items[0].bounds, CGRect(x: 33, y: 33, width: 34, height: 34))
    }

    func testAShadowAroundALayerIgnoresTheLayerExtent() {
        let list = ViewHost(square.blur(radius: 4).shadow(radius: 2), size: size).displayList
        XCTAssertEqual(list.items.first?.kind, .shadow)
        XCTAssertEqual(list.items.first?.bounds, CGRect(x: 40, y: 40, width: 20, height: 20))
    }
}
