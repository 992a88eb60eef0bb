import XCTest
@testable import MotionUI

private final class Cart: ObservableObject {
    @Published var items = 0
}

private struct Badge: View {
    @EnvironmentObject var cart: Cart
    var body: some View {
        Text("\(cart.items) items").onTapGesture { cart.items += 1 }
    }
}

private struct Shop: View {
    var body: some View {
        VStack {
            Text("shop")
            Badge()
        }
    }
}

private struct Receiver: View {
    @ObservedObject var cart: Cart
    @State private var log: [Int] = []
    var body: some View {
        Text("log \(log.map(String.init).joined(separator: ","))")
            .onReceive(cart.$items) { log.append($0) }
    }
}

final class EnvironmentObjectTests: XCTestCase {
    func testIssue10_EnvironmentObjectReachesDescendantsAndFollowsChanges() {
        let cart = Cart()
        let host = ViewHost(Shop().environmentObject(cart), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "0 items"))
        XCTAssertEqual(cart.items, 1)
        XCTAssertNotNil(host.frame(ofText: "1 items"))
        cart.items = 5
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "5 items"))
    }

    func testIssue10_OnReceiveOfAPublishedPropertyGetsTheCurrentValueThenEachChange() {
        let cart = Cart()
        let host = ViewHost(Receiver(cart: cart), size: CGSize(width: 300, height: 200))
        XCTAssertNotNil(host.frame(ofText: "log 0"), "the current value, as the view appears")
        cart.items = 2
        cart.items = 3
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "log 0,2,3"))
    }
}
