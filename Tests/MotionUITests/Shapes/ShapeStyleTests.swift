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
        // Default foreground: UIKit's label colours (system colours), black, then (60, 60, 67) at
        // 0.6 / 0.3 / 0.18 / 0.1.
        XCTAssertEqual(colors(Circle().foregroundStyle(.primary)), [.primary])
        XCTAssertEqual(colors(Circle().foregroundStyle(.secondary)), [.secondary])
        func numbers(_ view: some View) -> [String] { colors(view).map { $0.map(\.description) ?? "nil" } }
        XCTAssertEqual(numbers(Circle().foregroundStyle(.primary)), [Color.black.description])
        XCTAssertEqual(numbers(Circle().foregroundStyle(.secondary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.6).description])
        XCTAssertEqual(numbers(Circle().fill(.tertiary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.3).description])
        XCTAssertEqual(numbers(Circle().fill(.quaternary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.18).description])
        XCTAssertEqual(numbers(Circle().fill(.quinary)), [Color(red8: 60, green8: 60, blue8: 67, opacity: 0.1).description])
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
        XCTAssertEqual(colors(Circle().foregroundStyle(.tint).tint(.secondary)), [.secondary])
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

/// Gradient styles through views: where they are laid out and what they resolve to.
final class ShapeStyleGradientTests: XCTestCase {
    private let size = CGSize(width: 100, height: 100)
    private let ramp = LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)

    private func items<V: View>(_ view: V) -> [DisplayItem] { ViewHost(view, size: size).displayList.items }

    func testIssue12_fillStrokeAndBackgroundLayTheGradientOverTheShapesFrame() {
        // A 40 × 20 frame centred in 100 × 100: local bounds (0, 0, 40, 20) under a translation.
        let fill = items(Capsule().fill(ramp).frame(width: 40, height: 20))
        XCTAssertEqual(fill.first?.gradient?.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(fill.first?.transform, CGAffineTransform(translationX: 30, y: 40))
        XCTAssertEqual(fill.first?.color, Color(white: 0.5))   // one colour for colour-only backends
        let stroke = items(Circle().stroke(ramp, lineWidth: 4).frame(width: 30, height: 30))
        XCTAssertEqual(stroke.first?.gradient?.bounds, CGRect(x: 0, y: 0, width: 30, height: 30))
        let styled = items(Circle().stroke(ramp, style: StrokeStyle(lineWidth: 2, dash: [3])).frame(width: 30, height: 30))
        XCTAssertNotNil(styled.first?.gradient)
        // Closures, not key paths: Swift's key-path projection through an optional chain makes an
        // overlapping memcpy that AddressSanitizer stops the run for (issue 13).
        let background = items(Color.clear.frame(width: 50, height: 10).background(ramp))
        XCTAssertEqual(background.compactMap { $0.gradient?.bounds }, [CGRect(x: 0, y: 0, width: 50, height: 10)])
        let inShape = items(Color.clear.frame(width: 50, height: 10).background(ramp, in: Capsule()))
        XCTAssertEqual(inShape.compactMap { $0.gradient?.bounds }, [CGRect(x: 0, y: 0, width: 50, height: 10)])
        // A gradient is a view: it fills its frame.
        XCTAssertEqual(items(ramp.frame(width: 10, height: 10)).first?.gradient?.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNotNil(items(RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 5)).first?.gradient)
        XCTAssertNotNil(items(EllipticalGradient(colors: [.red, .blue])).first?.gradient)
        XCTAssertNotNil(items(AngularGradient(colors: [.red, .blue], center: .center)).first?.gradient)
    }

    func testIssue12_foregroundStyleGradientPaintsEachLeafOverItsOwnBounds() {
        let list = items(VStack(spacing: 0) {
            Rectangle().frame(width: 40, height: 10)
            Text("Hi").frame(width: 60, height: 20)
        }.foregroundStyle(ramp))
        let rect = list.first { $0.kind == .fill(shape: "Rectangle") }
        XCTAssertEqual(rect?.gradient?.bounds, CGRect(x: 0, y: 0, width: 40, height: 10))
        let text = list.first { $0.kind == .text }
        XCTAssertEqual(text?.gradient?.geometry, .linear(startPoint: .leading, endPoint: .trailing))
        // The text's own frame (its measured size), not the 60 × 20 frame around it.
        XCTAssertEqual(text?.gradient?.bounds.size, text?.localRect.size)
        XCTAssertEqual(text?.color, Color(white: 0.5))
    }

    func testIssue12_hierarchicalLevelsTintsAndOpacityOfGradients() {
        let secondary = items(Circle().fill(.secondary).foregroundStyle(ramp)).first?.gradient
        XCTAssertEqual(secondary?.stops.map(\.color.opacity), [0.6, 0.6])
        let tinted = items(Circle().fill(.tint).tint(ramp)).first?.gradient
        XCTAssertEqual(tinted?.stops.map(\.color), [.black, .white])
        XCTAssertEqual(EnvironmentValues().tint, nil)
        let faded = items(Circle().fill(ramp.opacity(0.25))).first?.gradient
        XCTAssertEqual(faded?.stops.map(\.color.opacity), [0.25, 0.25])
        let any = items(Circle().fill(AnyShapeStyle(ramp))).first?.gradient
        XCTAssertEqual(any?.stops.map(\.color), [.black, .white])
        // A colour foreground still draws and reads as a colour.
        XCTAssertEqual(items(Circle().fill(.foreground).foregroundColor(.red)).first?.color, .red)
        XCTAssertNil(items(Circle().fill(.foreground).foregroundColor(.red)).first?.gradient)
    }

    func testIssue12_staticShorthandsBuildTheirGradients() {
        let env = EnvironmentValues()
        func geometry<S: ShapeStyle>(_ style: S) -> GradientPaint.Geometry? {
            guard case .gradient(let paint) = style.resolvedPaint(in: env) else { return nil }
            return paint.geometry
        }
        let stops: [Gradient.Stop] = [.init(color: .red, location: 0), .init(color: .blue, location: 1)]
        let g = Gradient(stops: stops)
        XCTAssertEqual(geometry(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom) as LinearGradient),
                       .linear(startPoint: .top, endPoint: .bottom))
        XCTAssertEqual(geometry(.linearGradient(Color.red.gradient, startPoint: .leading, endPoint: .trailing) as LinearGradient),
                       .linear(startPoint: .leading, endPoint: .trailing))
        XCTAssertEqual(geometry(.radialGradient(g, center: .top, startRadius: 1, endRadius: 9) as RadialGradient),
                       .radial(center: .top, startRadius: 1, endRadius: 9))
        XCTAssertEqual(geometry(.radialGradient(Color.red.gradient, endRadius: 9) as RadialGradient),
                       .radial(center: .center, startRadius: 0, endRadius: 9))
        XCTAssertEqual(geometry(.angularGradient(stops: stops, center: .center, startAngle: .zero, endAngle: .degrees(90)) as AngularGradient),
                       .angular(center: .center, startAngle: .zero, endAngle: .degrees(90)))
        XCTAssertEqual(geometry(.conicGradient(colors: [.red, .blue], center: .center, angle: .degrees(90)) as AngularGradient),
                       .angular(center: .center, startAngle: .degrees(90), endAngle: .degrees(450)))
        XCTAssertEqual(geometry(.ellipticalGradient(g) as EllipticalGradient),
                       .elliptical(center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))
        XCTAssertEqual(geometry(Color.blue.gradient), .linear(startPoint: .top, endPoint: .bottom))
        // Color.gradient: 20 % towards white at the top, the colour at the bottom.
        XCTAssertEqual(Color.black.gradient.gradient.stops.map(\.color), [Color(white: 0.2), .black])
    }
}
