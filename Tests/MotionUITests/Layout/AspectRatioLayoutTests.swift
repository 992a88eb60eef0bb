import XCTest
@testable import MotionUI

/// aspectRatio / scaledToFit / scaledToFill: sizes worked by hand from the documented rule (the child
/// is offered the largest ratio-shaped size inside the proposal for `.fit`, the smallest covering it
/// for `.fill`; a missing proposal axis scales without limit).
final class AspectRatioLayoutTests: XCTestCase {
    func testFitOffersTheLargestSizeOfTheRatioInsideTheProposal() {
        // 0.75 in 200 × 200: scales 200 / 0.75 = 266.67 and 200 / 1 = 200; fit takes 200 → 150 × 200,
        // centred in the 200 × 200 frame at x = 25.
        let ellipse = FakeSubview.flexible()
        assertSize(layOut(ellipse.aspectRatio(0.75, contentMode: .fit).frame(width: 200, height: 200), width: 400, height: 400), 200, 200)
        assertFrame(ellipse, 25, 0, 150, 200)
    }

    func testFillOffersTheSmallestSizeOfTheRatioCoveringTheProposal() {
        // Fill takes 266.67 → 200 × 266.67, overflowing the frame by 33.33 above and below.
        let ellipse = FakeSubview.flexible()
        _ = layOut(ellipse.aspectRatio(0.75, contentMode: .fill).frame(width: 200, height: 200), width: 400, height: 400)
        assertFrame(ellipse, 0, (200 - 800.0 / 3) / 2, 200, 800.0 / 3)
    }

    func testNilRatioIsTheChildsIdealRatio() {
        // A 10 × 10 ideal is square (1 × 1): in 300 × 150 fit gives 150 × 150, fill 300 × 300.
        assertSize(layOut(FakeSubview.flexible().aspectRatio(contentMode: .fit), width: 300, height: 150), 150, 150)
        assertSize(layOut(FakeSubview.flexible().aspectRatio(contentMode: .fill), width: 300, height: 150), 300, 300)
        // An ideal of 40 × 10 (4:1) in 300 × 150: fit scales by min(7.5, 15) → 300 × 75; fill by 15 → 600 × 150.
        let wide = { FakeSubview.flexible(ideal: CGSize(width: 40, height: 10)) }
        assertSize(layOut(wide().aspectRatio(contentMode: .fit), width: 300, height: 150), 300, 75)
        assertSize(layOut(wide().aspectRatio(contentMode: .fill), width: 300, height: 150), 600, 150)
    }

    func testAnOpenAxisScalesWithoutLimit() {
        // In a vertical scroll view (300 × nil) a 2:1 ratio fits by the width: 300 × 150; filling an
        // open axis offers infinity on both.
        let layout = AspectRatioLayout(aspectRatio: 2, contentMode: .fit)
        XCTAssertEqual(layout.childProposal(for: ProposedViewSize(width: 300, height: nil)) { .zero },
                       ProposedViewSize(width: 300, height: 150))
        let fill = AspectRatioLayout(aspectRatio: 2, contentMode: .fill)
        XCTAssertEqual(fill.childProposal(for: ProposedViewSize(width: 300, height: nil)) { .zero },
                       ProposedViewSize(width: .infinity, height: .infinity))
    }

    func testAnUnspecifiedProposalPassesThrough() {
        // Nothing offered: the child takes its ideal size (10 × 10), whatever the ratio.
        assertSize(layOut(FakeSubview.flexible().aspectRatio(3, contentMode: .fit), .unspecified), 10, 10)
    }

    func testZeroAndBadRatiosOfferZeroOnTheirAxis() {
        // A zero-width ideal (0 × 20) fits 300 × 150 by the height: 0 × 150 (its width scale is
        // 300 / 0 = ∞); a NaN ratio reads as 0, so it fits the same way and fills without limit.
        let layout = AspectRatioLayout(contentMode: .fit)
        XCTAssertEqual(layout.childProposal(for: ProposedViewSize(width: 300, height: 150)) { CGSize(width: 0, height: 20) },
                       ProposedViewSize(width: 0, height: 150))
        XCTAssertEqual(AspectRatioLayout(aspectRatio: .nan, contentMode: .fit)
            .childProposal(for: ProposedViewSize(width: 300, height: 150)) { .zero },
                       ProposedViewSize(width: 0, height: 150))
        XCTAssertEqual(AspectRatioLayout(aspectRatio: .nan, contentMode: .fill)
            .childProposal(for: ProposedViewSize(width: 300, height: 150)) { .zero },
                       ProposedViewSize(width: 0, height: .infinity))
    }

    func testCGSizeRatioAndScaledToHelpersCompileAsInSwiftUI() {
        let host = ViewHost(VStack(spacing: 0) {
            Color.red.aspectRatio(CGSize(width: 16, height: 9), contentMode: .fit)
            Color.blue.scaledToFit().frame(width: 100, height: 40)
            Color.green.scaledToFill().frame(width: 100, height: 40).clipped()
        }, size: CGSize(width: 320, height: 480))
        // 16:9 across 320: 320 × 180 at the top of the centred stack (180 + 40 + 40 = 260 high → y = 110).
        let red = host.displayList.items.first { $0.color == Color.red }
        XCTAssertEqual(red?.bounds, CGRect(x: 0, y: 110, width: 320, height: 180))
    }
}
