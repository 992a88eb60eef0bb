import XCTest
@testable import MotionUI

/// Styles resolve to one colour where they are used; these tests read the colours drawn.
final class ShapeStyleTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)

    private func colors<V: View>(_ view: V) -> [Color?] {
        ViewHost(view, size: size).displayList.items.map(\.color)
    }

    func testIssue10_colourStylesAsImplicitMembers() {
        XCTAssertEqual(colors(Circle().fill(.orange)), [.orange])
        XCTAssertEqual(colors(Circle().foregroundStyle(.pink)), [.pink])
        XCTAssertEqual(colors(Rectangle().foregroundStyle(.white.opacity(0.5))), [Color.white.opacity(0.5)])
        XCTAssertEqual(Color.red.resolvedColor(in: EnvironmentValues()), .red)
    }

    func testIssue10_hierarchicalLevelsUnderTheDefaultForeground() {
        // Default foreground: UIKit's label colours, (60, 60, 67) at 0.6 / 0.3 / 0.18 / 0.1.
        XCTAssertEqual(colors(Circle().foregroundStyle(.primary)), [.black])
        XCTAssertEqual(colors(Circle().foregroundStyle(.secondary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.6)])
        XCTAssertEqual(colors(Circle().fill(.tertiary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.3)])
        XCTAssertEqual(colors(Circle().fill(.quaternary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.18)])
        XCTAssertEqual(colors(Circle().fill(.quinary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.1)])
    }

    func testIssue10_hierarchicalLevelsFollowTheForegroundAbove() {
        // Blue above: secondary is blue at 0.6, tertiary at 0.3.
        XCTAssertEqual(colors(Circle().foregroundStyle(.secondary).foregroundStyle(.blue)), [Color.blue.opacity(0.6)])
        XCTAssertEqual(colors(Circle().stroke(.tertiary, lineWidth: 2).foregroundStyle(.blue)), [Color.blue.opacity(0.3)])
        XCTAssertEqual(colors(Circle().fill(.foreground).foregroundStyle(.green)), [.green])
    }

    func testIssue10_tintStyleAndTintModifier() {
        XCTAssertEqual(colors(Circle().fill(.tint)), [.accentColor])
        XCTAssertEqual(colors(Circle().fill(.tint).tint(.orange)), [.orange])
        XCTAssertEqual(colors(Circle().fill(.tint).tint(Color?.none)), [.accentColor])
        XCTAssertEqual(colors(Circle().foregroundStyle(.tint).tint(.secondary)),
                       [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.6)])
    }

    func testIssue10_changingTheForegroundAboveRedrawsTheStyledShape() {
        struct Flip: View {
            @State var red = false
            var body: some View {
                Circle().fill(.secondary).foregroundStyle(red ? Color.red : Color.blue)
                    .onTapGesture { red.toggle() }
            }
        }
        let host = ViewHost(Flip(), size: size)
        XCTAssertEqual(host.displayList.items.map(\.color), [Color.blue.opacity(0.6)])
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 1.0 / 60)
        XCTAssertEqual(host.displayList.items.map(\.color), [Color.red.opacity(0.6)])
    }

    func testIssue10_shapeMembers() {
        let rect: Rectangle = .rect
        XCTAssertEqual(rect.path(in: CGRect(x: 0, y: 0, width: 4, height: 2)).boundingRect,
                       CGRect(x: 0, y: 0, width: 4, height: 2))
        let rounded: RoundedRectangle = .rect(cornerRadius: 12)
        XCTAssertEqual(rounded, RoundedRectangle(cornerRadius: 12, style: .continuous))
        let capsule: Capsule = .capsule
        XCTAssertEqual(capsule, Capsule())
        let circle: Circle = .circle
        XCTAssertEqual(circle.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect.width, 10, accuracy: 1e-9)
    }
}

extension ShapeStyleTests {
    func testIssue10_colourLiteralsWhereViewsTakeColours() {
        let red = Color(red: 1, green: 0, blue: 0)
        XCTAssertEqual(colors(Circle().fill(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))), [red])
        XCTAssertEqual(colors(Circle().foregroundColor(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))), [red])
        XCTAssertEqual(colors(Circle().foregroundStyle(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1))), [red])
        XCTAssertEqual(colors(Circle().stroke(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1), lineWidth: 2)), [red])
        XCTAssertEqual(colors(Color.clear.background(Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)))), [red])
        XCTAssertEqual(colors(Color(.systemTeal)), [.teal])
    }
}
