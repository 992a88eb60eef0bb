import XCTest
@testable import MotionUI

/// A sizer that knows a few images by name and counts how often it is asked.
private final class FakeImageSizer: ImageSizer {
    var sizes: [String: CGSize]
    var requests = 0
    init(_ sizes: [String: CGSize]) { self.sizes = sizes }
    func size(ofImage name: String) -> CGSize? {
        requests += 1
        return sizes[name]
    }
}

/// The seed's check box (seed 003): a conditional image with a scale transition, tapped to toggle.
/// (The seed keeps the flag in a parent and hands the view a `Binding`; here the flag is the view's
/// own state, so the test is about images and transitions, not about how bindings compare.)
private struct AnimatedCheckView: View {
    @State var checkAccepted = false
    var body: some View {
        if checkAccepted {
            renderCheckmark(accepted: true)
        } else {
            renderCheckmark(accepted: false)
        }
    }

    private func renderCheckmark(accepted: Bool) -> some View {
        Image(accepted ? "checkmark-true" : "checkmark-false")
            .resizable()
            .transition(.scale)
            .frame(width: 18, height: 18)
            .onTapGesture {
                withAnimation {
                    checkAccepted.toggle()
                }
            }
    }
}

final class ImageTests: XCTestCase {
    private let window = CGSize(width: 200, height: 100)
    private let sizer = FakeImageSizer(["checkmark-true": CGSize(width: 72, height: 72),
                                        "wide": CGSize(width: 40, height: 10),
                                        "bad": CGSize(width: CGFloat.nan, height: -4)])

    private func images<V: View>(_ host: ViewHost<V>) -> [DisplayItem] {
        host.displayList.items.filter { $0.kind == .image }
    }

    func testAResizableImageFillsItsFrame() throws {
        let host = ViewHost(Image("checkmark-true").resizable().frame(width: 18, height: 18), size: window, imageSizer: sizer)
        let item = try XCTUnwrap(images(host).first)
        XCTAssertEqual(item.imageName, "checkmark-true")
        // 18 × 18 centred in 200 × 100: (91, 41).
        XCTAssertEqual(item.bounds, CGRect(x: 91, y: 41, width: 18, height: 18))
        XCTAssertEqual(item.localRect, CGRect(x: 0, y: 0, width: 18, height: 18))
        XCTAssertEqual(item.opacity, 1)
    }

    func testAResizableImageTakesTheWholeProposal() throws {
        let host = ViewHost(Image("wide").resizable(), size: window, imageSizer: sizer)
        XCTAssertEqual(try XCTUnwrap(images(host).first).bounds, CGRect(origin: .zero, size: window))
    }

    func testAnImageThatIsNotResizableKeepsItsNaturalSize() throws {
        // 72 × 72 whatever the frame: centred on the 18 × 18 frame at (91, 41), it overflows by 27 on each side.
        let host = ViewHost(Image("checkmark-true").frame(width: 18, height: 18), size: window, imageSizer: sizer)
        XCTAssertEqual(try XCTUnwrap(images(host).first).bounds, CGRect(x: 64, y: 14, width: 72, height: 72))
        let alone = ViewHost(Image("wide"), size: window, imageSizer: sizer)
        XCTAssertEqual(try XCTUnwrap(images(alone).first).bounds, CGRect(x: 80, y: 45, width: 40, height: 10))
    }

    func testResizableWithUnspecifiedDimensionsTakesTheNaturalOnes() throws {
        // fixedSize proposes nil × nil: the natural 40 × 10, centred.
        let host = ViewHost(Image("wide").resizable().fixedSize(), size: window, imageSizer: sizer)
        XCTAssertEqual(try XCTUnwrap(images(host).first).bounds, CGRect(x: 80, y: 45, width: 40, height: 10))
        // Only the height fixed: width proposed 200, height nil → 200 × 10.
        let half = ViewHost(Image("wide").resizable().fixedSize(horizontal: false, vertical: true), size: window, imageSizer: sizer)
        XCTAssertEqual(try XCTUnwrap(images(half).first).bounds, CGRect(x: 0, y: 45, width: 200, height: 10))
    }

    func testWithoutASizerOrAKnownNameAnImageIsEmptyUnlessResizable() throws {
        let none = ViewHost(Image("checkmark-true"), size: window)
        XCTAssertTrue(images(none).isEmpty)
        let unknown = ViewHost(HStack(spacing: 0) { Image("unknown"); Color.red.frame(width: 10, height: 10) },
                               size: window, imageSizer: sizer)
        XCTAssertTrue(images(unknown).isEmpty)
        XCTAssertEqual(unknown.displayList.items.first?.bounds, CGRect(x: 95, y: 45, width: 10, height: 10))
        let bad = ViewHost(Image("bad"), size: window, imageSizer: sizer)
        XCTAssertTrue(images(bad).isEmpty, "NaN and negative natural sizes read as 0")
        let resizable = ViewHost(Image("unknown").resizable().frame(width: 18, height: 18), size: window)
        XCTAssertEqual(try XCTUnwrap(images(resizable).first).bounds, CGRect(x: 91, y: 41, width: 18, height: 18))
    }

    func testImagesSitInStacksLikeAnyView() throws {
        // HStack { Text("Hi"); Image(18 × 18) }: text 20.4 wide, default spacing 8 between text and image.
        let host = ViewHost(HStack { Text("Hi"); Image("checkmark-true").resizable().frame(width: 18, height: 18) },
                            size: window, imageSizer: sizer)
        let text = try XCTUnwrap(host.frame(ofText: "Hi"))
        let image = try XCTUnwrap(images(host).first).bounds
        XCTAssertEqual(image.minX - text.maxX, 8, accuracy: 1e-9)
        XCTAssertEqual(image.midY, text.midY, accuracy: 1e-9)
    }

    func testChangingTheNameRedrawsAndResizes() throws {
        let host = ViewHost(Image("wide"), size: window, imageSizer: sizer)
        XCTAssertEqual(images(host).first?.bounds.size, CGSize(width: 40, height: 10))
        host.content = Image("checkmark-true")
        XCTAssertEqual(images(host).first?.imageName, "checkmark-true")
        XCTAssertEqual(images(host).first?.bounds.size, CGSize(width: 72, height: 72))
    }

    func testTheSeedsCheckboxTogglesBetweenItsTwoImagesWithAScaleTransition() throws {
        let host = ViewHost(AnimatedCheckView(), size: window, imageSizer: sizer)
        XCTAssertEqual(images(host).map(\.imageName), ["checkmark-false"])
        XCTAssertTrue(host.tap(at: CGPoint(x: 100, y: 50)))
        host.advance(by: 0.1)
        // Mid-transition both are drawn: the new one scaling up, the old one scaling down.
        let during = images(host)
        XCTAssertEqual(Set(during.compactMap(\.imageName)), ["checkmark-true", "checkmark-false"])
        for item in during {
            XCTAssertLessThan(item.bounds.width, 18)
            XCTAssertGreaterThan(item.bounds.width, 0)
            XCTAssertEqual(item.bounds.midX, 100, accuracy: 1e-6)
        }
        host.advance(by: 2)
        XCTAssertEqual(images(host).map(\.imageName), ["checkmark-true"])
        XCTAssertEqual(images(host).first?.bounds, CGRect(x: 91, y: 41, width: 18, height: 18))
    }
}
