import XCTest
@testable import MotionUI

@Observable private final class Library {
    var books = 3
}

private struct Shelf: View {
    @Environment(Library.self) private var library
    var body: some View {
        Text("\(library.books) books").onTapGesture { withAnimation { library.books += 1 } }
    }
}

private struct OptionalShelf: View {
    @Environment(Library.self) private var library: Library?
    var body: some View {
        Text(library.map { "\($0.books) books" } ?? "no library")
    }
}

/// A view that keeps its model in `@State`: the instance must survive its parent's updates.
private struct Owner: View {
    @State private var library = Library()
    var body: some View {
        Text("own \(library.books)").onTapGesture { library.books += 1 }
    }
}

private struct OwnerParent: View {
    @State private var flips = 0
    var body: some View {
        VStack {
            Text("flip \(flips)").onTapGesture { flips += 1 }
            Owner()
        }
    }
}

final class EnvironmentObservableTests: XCTestCase {
    func testIssue10_EnvironmentReadsTheObjectAndFollowsItsChanges() {
        let library = Library()
        let host = ViewHost(Shelf().environment(library), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "3 books"))
        XCTAssertEqual(library.books, 4)
        XCTAssertNotNil(host.frame(ofText: "4 books"))
        library.books = 10
        host.advance(by: 1.0 / 60)
        XCTAssertNotNil(host.frame(ofText: "10 books"))
    }

    func testIssue10_TheOptionalFormIsNilWithoutAnObject() {
        let host = ViewHost(OptionalShelf(), size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(host.frame(ofText: "no library"))
        let provided = ViewHost(OptionalShelf().environment(Library()), size: CGSize(width: 200, height: 200))
        XCTAssertNotNil(provided.frame(ofText: "3 books"))
    }

    func testIssue10_StateKeepsAnObservableInstanceAcrossParentUpdates() {
        let host = ViewHost(OwnerParent(), size: CGSize(width: 200, height: 200))
        XCTAssertTrue(host.tap(text: "own 3"))
        XCTAssertTrue(host.tap(text: "flip 0"))   // the parent re-evaluates and makes a new Owner value
        XCTAssertNotNil(host.frame(ofText: "flip 1"))
        XCTAssertNotNil(host.frame(ofText: "own 4"), "the first instance, with its change, is kept")
    }
}
