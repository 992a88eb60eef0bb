import XCTest
@testable import MotionUI

/// Core Animation's construction of SwiftUI's rotation3DEffect, redone independently with column
/// vectors and explicit 4 × 4 products: M = T(anchor) · P · R · T(−anchor), where R is Rodrigues'
/// right-handed rotation (cos·I + sin·[k]× + (1 − cos)·k kᵀ) and P has −1/d in row 4, column 3
/// (d = max(width, height) / perspective); then the divide by w.
struct Rotation3DByHand {
    var degrees: Double
    var axis: (Double, Double, Double)
    var anchor: (Double, Double, Double)
    var distance: Double

    typealias Matrix = [[Double]]

    static func product(_ a: Matrix, _ b: Matrix) -> Matrix {
        (0..<4).map { i in (0..<4).map { j in (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
    }

    static func translation(_ x: Double, _ y: Double, _ z: Double) -> Matrix {
        [[1, 0, 0, x], [0, 1, 0, y], [0, 0, 1, z], [0, 0, 0, 1]]
    }

    var matrix: Matrix {
        let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
        let k = [axis.0 / length, axis.1 / length, axis.2 / length]
        let theta = degrees * .pi / 180
        let cross: [[Double]] = [[0, -k[2], k[1]], [k[2], 0, -k[0]], [-k[1], k[0], 0]]
        var r: Matrix = Self.translation(0, 0, 0)
        for i in 0..<3 {
            for j in 0..<3 {
                r[i][j] = (i == j ? cos(theta) : 0) + sin(theta) * cross[i][j] + (1 - cos(theta)) * k[i] * k[j]
            }
        }
        var p = Self.translation(0, 0, 0)
        p[3][2] = -1 / distance
        let moveBack = Self.translation(anchor.0, anchor.1, anchor.2)
        let moveToOrigin = Self.translation(-anchor.0, -anchor.1, -anchor.2)
        return Self.product(moveBack, Self.product(p, Self.product(r, moveToOrigin)))
    }

    /// The local point (x, y, 0) projected: (X/w, Y/w).
    func project(_ point: CGPoint) -> CGPoint {
        let m = matrix
        let v = [Double(point.x), Double(point.y), 0, 1]
        let out = (0..<4).map { i in (0..<4).reduce(0) { $0 + m[i][$1] * v[$1] } }
        return CGPoint(x: out[0] / out[3], y: out[1] / out[3])
    }

    /// w of the local point (x, y, 0).
    func w(_ point: CGPoint) -> Double {
        let m = matrix
        return m[3][0] * Double(point.x) + m[3][1] * Double(point.y) + m[3][3]
    }
}

/// A card that turns in from edge-on when it is inserted (the stack keeps its size, so only the
/// transition moves the card).
private struct TurnIn: View {
    var shown: Bool

    var body: some View {
        ZStack {
            Color.clear
            if shown {
                Rectangle().fill(Color.blue).frame(width: 100, height: 60)
                    .transition(.modifier(active: _Rotation3DEffect(angle: .degrees(90), axis: (x: 0, y: 1, z: 0)),
                                          identity: _Rotation3DEffect(angle: .zero, axis: (x: 0, y: 1, z: 0))))
            }
        }
        .frame(width: 200, height: 200)
    }
}

private struct FlipCard: View {
    @State var flipped = false

    var body: some View {
        Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .rotation3DEffect(.degrees(flipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
            .onTapGesture { withAnimation(.easeInOut(duration: 1)) { flipped.toggle() } }
    }
}

final class Rotation3DEffectTests: XCTestCase {
    private let size = CGSize(width: 200, height: 200)
    /// A 100 × 60 card centred in 200 × 200 starts at (50, 70).
    private let origin = CGPoint(x: 50, y: 70)
    private let corners = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 60), CGPoint(x: 0, y: 60)]

    private func card(_ angle: Double, axis: (x: CGFloat, y: CGFloat, z: CGFloat) = (0, 1, 0), anchorZ: CGFloat = 0,
                      perspective: CGFloat = 1) -> some View {
        Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .rotation3DEffect(.degrees(angle), axis: axis, anchorZ: anchorZ, perspective: perspective)
    }

    private func moved(_ p: CGPoint, by offset: CGPoint) -> CGPoint { CGPoint(x: p.x + offset.x, y: p.y + offset.y) }

    /// Every expected point is a vertex of `polygon` (within `accuracy`) and the counts match.
    private func assertVertices(_ polygon: [CGPoint]?, _ expected: [CGPoint], accuracy: CGFloat = 1e-9,
                                file: StaticString = #filePath, line: UInt = #line) {
        guard let polygon else { return XCTFail("nothing drawn", file: file, line: line) }
        XCTAssertEqual(polygon.count, expected.count, "\(polygon)", file: file, line: line)
        for point in expected {
            XCTAssertTrue(polygon.contains { abs($0.x - point.x) <= accuracy && abs($0.y - point.y) <= accuracy },
                          "\(point) is not a vertex of \(polygon)", file: file, line: line)
        }
    }

    func testIssue12_theMatrixIsCoreAnimationsProductWithCameraAtTheLongerSide() {
        let effect = _Rotation3DEffect(angle: .degrees(35), axis: (x: 1, y: 2, z: -0.5), anchor: UnitPoint(x: 0.3, y: 0.8),
                                       anchorZ: 12, perspective: 1.5)
        let box = CGSize(width: 80, height: 120)
        let value = effect.effectValue(size: box)
        let hand = Rotation3DByHand(degrees: 35, axis: (1, 2, -0.5), anchor: (24, 96, 12), distance: 120 / 1.5).matrix
        // The 3 × 3 keeps rows/columns x, y, w of the 4 × 4 (column-vector form transposed).
        let expected: [CGFloat] = [hand[0][0], hand[1][0], hand[3][0], hand[0][1], hand[1][1], hand[3][1],
                                   hand[0][3], hand[1][3], hand[3][3]].map { CGFloat($0) }
        let actual = [value.m11, value.m12, value.m13, value.m21, value.m22, value.m23, value.m31, value.m32, value.m33]
        for (a, e) in zip(actual, expected) { XCTAssertEqual(a, e, accuracy: 1e-12) }
    }

    func testIssue12_aCardTurned45DegreesAboutYRecedesOnItsTrailingSide() {
        let host = ViewHost(card(45), size: size)
        let polygon = host.displayList.items.first?.polygons.first
        let hand = Rotation3DByHand(degrees: 45, axis: (0, 1, 0), anchor: (50, 30, 0), distance: 100)
        assertVertices(polygon, corners.map { moved(hand.project($0), by: origin) })
        // By hand: (100, 0) is (50, −30) from the centre; turned, x = 50 cos 45° = 35.355, z = −35.355,
        // w = 1 + 35.355 / 100 = 1.353553, so (50 + 26.120, 30 − 22.164) + (50, 70) = (126.1204, 77.8361).
        XCTAssertTrue(polygon?.contains { abs($0.x - 126.1204) < 1e-4 && abs($0.y - 77.8361) < 1e-4 } == true)
        XCTAssertEqual(host.displayList.items.first?.projection, _Rotation3DEffect(angle: .degrees(45), axis: (0, 1, 0))
            .effectValue(size: CGSize(width: 100, height: 60)).concatenating(ProjectionTransform(CGAffineTransform(translationX: 50, y: 70))))
    }

    func testIssue12_defaultsAreCentreAnchorPlaneAndPerspectiveOne() {
        let defaults = _Rotation3DEffect(angle: .degrees(30), axis: (x: 0, y: 1, z: 0))
        XCTAssertEqual(defaults.anchor, .center)
        XCTAssertEqual(defaults.anchorZ, 0)
        XCTAssertEqual(defaults.perspective, 1)
    }

    func testIssue12_pastNinetyDegreesTheBackShowsMirrored() {
        let host = ViewHost(card(180), size: size)
        // 180° about y: x → 100 − x, z stays 0 (w = 1): the same rectangle, traversed mirrored.
        let polygon = host.displayList.items.first?.polygons.first ?? []
        assertVertices(polygon, corners.map { moved(CGPoint(x: 100 - $0.x, y: $0.y), by: origin) }, accuracy: 1e-9)
        let area = zip(polygon, polygon.dropFirst() + polygon.prefix(1)).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y }
        XCTAssertLessThan(area, 0, "the back face winds the other way (drawn, not culled)")
    }

    func testIssue12_nestedProjectionsAndAffineTransformsCompose() {
        let view = Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .offset(x: 10)
            .rotation3DEffect(.degrees(30), axis: (x: 1, y: 0, z: 0))
            .rotation3DEffect(.degrees(40), axis: (x: 0, y: 1, z: 0))
            .scaleEffect(2)
        let host = ViewHost(view, size: size)
        let inner = Rotation3DByHand(degrees: 30, axis: (1, 0, 0), anchor: (50, 30, 0), distance: 100)
        let outer = Rotation3DByHand(degrees: 40, axis: (0, 1, 0), anchor: (50, 30, 0), distance: 100)
        let expected = corners.map { corner -> CGPoint in
            let p = outer.project(inner.project(CGPoint(x: corner.x + 10, y: corner.y)))
            // scaleEffect(2) about the card's centre, (100, 100) in the window.
            return CGPoint(x: 100 + 2 * (p.x + origin.x - 100), y: 100 + 2 * (p.y + origin.y - 100))
        }
        assertVertices(host.displayList.items.first?.polygons.first, expected, accuracy: 1e-9)
    }

    func testIssue12_contentBehindTheCameraIsCutAtTheMinimumW() {
        // Perspective 4 puts the camera 25 points away; turned 60° the leading half comes nearer than that.
        let host = ViewHost(card(60, perspective: 4), size: size)
        let hand = Rotation3DByHand(degrees: 60, axis: (0, 1, 0), anchor: (50, 30, 0), distance: 25)
        XCTAssertLessThan(hand.w(CGPoint(x: 0, y: 0)), 0)
        // The cut is where w = 0.01: 1 + (x − 50)·sin 60° / 25 = 0.01.
        let cutX = 50 - 0.99 * 25 / sin(Double.pi / 3)
        let expected = [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 60), CGPoint(x: cutX, y: 60), CGPoint(x: cutX, y: 0)]
            .map { moved(hand.project($0), by: origin) }
        assertVertices(host.displayList.items.first?.polygons.first, expected, accuracy: 1e-6)
    }

    func testIssue12_badInputIsTheIdentityAndPerspectiveZeroIsFlat() {
        let box = CGSize(width: 100, height: 60)
        XCTAssertTrue(_Rotation3DEffect(angle: .radians(.nan), axis: (0, 1, 0)).effectValue(size: box).isIdentity)
        XCTAssertTrue(_Rotation3DEffect(angle: .degrees(30), axis: (0, 0, 0)).effectValue(size: box).isIdentity)
        XCTAssertTrue(_Rotation3DEffect(angle: .degrees(30), axis: (0, .infinity, 0)).effectValue(size: box).isIdentity)
        XCTAssertTrue(_Rotation3DEffect(angle: .degrees(30), axis: (0, 1, 0)).effectValue(size: .zero).isAffine)
        let flat = _Rotation3DEffect(angle: .degrees(60), axis: (0, 1, 0), perspective: 0).effectValue(size: box)
        XCTAssertTrue(flat.isAffine)
        XCTAssertEqual(CGPoint(x: 100, y: 0).applying(flat).x, 50 + 50 * 0.5, accuracy: 1e-12, "x shrinks by cos 60°")
        // A NaN projection draws the content untransformed.
        let nan = ViewHost(Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .projectionEffect(ProjectionTransform(m11: .nan, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)),
            size: size)
        XCTAssertEqual(nan.displayList.items.first?.bounds, CGRect(x: 50, y: 70, width: 100, height: 60))
    }

    func testIssue12_projectionEffectDividesByW() {
        let p = ProjectionTransform(m11: 1, m12: 0, m13: 0.005, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)
        let host = ViewHost(Rectangle().fill(Color.blue).frame(width: 100, height: 100).projectionEffect(p),
                            size: CGSize(width: 100, height: 100))
        // w = 1 + x/200: (100, 0) → (66.67, 0), (100, 100) → (66.67, 66.67).
        assertVertices(host.displayList.items.first?.polygons.first,
                       [CGPoint(x: 0, y: 0), CGPoint(x: 200.0 / 3, y: 0), CGPoint(x: 200.0 / 3, y: 200.0 / 3), CGPoint(x: 0, y: 100)],
                       accuracy: 1e-9)
    }

    func testIssue12_geometryEffectsWithPerspectiveAreProjective() {
        struct Tilt: GeometryEffect {
            var animatableData: CGFloat = 0.005
            func effectValue(size: CGSize) -> ProjectionTransform {
                ProjectionTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: animatableData, m31: 0, m32: 0, m33: 1)
            }
        }
        let host = ViewHost(Rectangle().fill(Color.blue).frame(width: 100, height: 100).modifier(Tilt()),
                            size: CGSize(width: 100, height: 100))
        // w = 1 + y/200: the bottom edge (y = 100) shrinks to 2/3.
        assertVertices(host.displayList.items.first?.polygons.first,
                       [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 200.0 / 3, y: 200.0 / 3), CGPoint(x: 0, y: 200.0 / 3)],
                       accuracy: 1e-9)
    }

    func testIssue12_curvesAreFlattenedFinerWhereTheProjectionEnlarges() {
        func vertexCount(_ angle: Double) -> Int {
            let host = ViewHost(Circle().fill(Color.blue).frame(width: 100, height: 100)
                .rotation3DEffect(.degrees(angle), axis: (x: 0, y: 1, z: 0), perspective: 1.8), size: size)
            return host.displayList.items.first?.polygons.first?.count ?? 0
        }
        // At 60° with the camera 55.6 points away the near edge is enlarged (w = 0.22 there).
        XCTAssertGreaterThan(vertexCount(60), vertexCount(0))
    }

    func testIssue12_tapsHitTheProjectedQuadNotTheFrame() {
        var taps = 0
        let host = ViewHost(card(45).onTapGesture { taps += 1 }, size: size)
        // The near (leading) edge sits at x = 45.31, outside the frame; the far edge at x = 126.12.
        XCTAssertTrue(host.tap(at: CGPoint(x: 47, y: 100)))
        XCTAssertEqual(taps, 1, "inside the projected quad, left of the frame")
        host.tap(at: CGPoint(x: 140, y: 100))
        XCTAssertEqual(taps, 1, "inside the frame, right of the projected quad")
        host.tap(at: CGPoint(x: 120, y: 100))
        XCTAssertEqual(taps, 2)
    }

    func testIssue12_spatialTapLocationsAreOnTheTurnedPlane() {
        var locations: [CGPoint] = []
        let view = Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .onTapGesture { locations.append($0) }
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        let host = ViewHost(view, size: size)
        let hand = Rotation3DByHand(degrees: 45, axis: (0, 1, 0), anchor: (50, 30, 0), distance: 100)
        let target = CGPoint(x: 80, y: 15)
        host.tap(at: moved(hand.project(target), by: origin))
        XCTAssertEqual(locations.first?.x ?? 0, 80, accuracy: 1e-9)
        XCTAssertEqual(locations.first?.y ?? 0, 15, accuracy: 1e-9)
    }

    func testIssue12_theFlipAnimatesTheAngle() {
        let host = ViewHost(FlipCard(), size: size)
        host.tap(at: CGPoint(x: 100, y: 100))
        host.advance(by: 0.25)
        let angle = 180 * easeInOutByHand(0.25)
        let hand = Rotation3DByHand(degrees: angle, axis: (0, 1, 0), anchor: (50, 30, 0), distance: 100)
        assertVertices(host.displayList.items.first?.polygons.first, corners.map { moved(hand.project($0), by: origin) },
                       accuracy: 1e-6)
        host.advance(by: 1)
        assertVertices(host.displayList.items.first?.polygons.first,
                       corners.map { moved(CGPoint(x: 100 - $0.x, y: $0.y), by: origin) }, accuracy: 1e-9)
    }

    func testIssue12_aShadowInsideTheProjectionMovesAndBlursWithIt() throws {
        let view = Rectangle().fill(Color.blue).frame(width: 100, height: 60)
            .shadow(color: .black, radius: 4, y: 10)
            .rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
        let items = ViewHost(view, size: size).displayList.items
        let shadow = try XCTUnwrap(items.first { $0.kind == .shadow })
        let card = try XCTUnwrap(items.first { $0.kind == .fill(shape: "Rectangle") })
        // The card's window box is centred at (85.71, 100), 14.29 left of the axis (100, 100). Back on
        // the card: X = x_r·cos / (1 + x_r·sin / 100) gives x_r = X / (cos − X·sin / 100) = −17.68,
        // where w = 1 + x_r·sin / 100 = 0.875. A turn about y keeps x and divides y by w, so the
        // shadow's 10 points down become 10 / w = 11.43, and the local scale there is
        // max(√((cos/w²)² + (y_r·sin/(100·w²))²), 1/w) with y_r = 0: max(0.924, 1.143) = 1.143.
        let c = cos(Double.pi / 4), s = sin(Double.pi / 4)
        let x = Double(card.bounds.midX) - 100
        let w = 1 + x / (c - x * s / 100) * s / 100
        XCTAssertEqual(w, 0.875, accuracy: 1e-3)
        let dy = 10 / w
        let shifted = card.polygons[0].map { CGPoint(x: $0.x, y: $0.y + dy) }
        assertVertices(shadow.polygons.first, shifted, accuracy: 1e-9)
        XCTAssertEqual(Double(shadow.shadowRadius), 4 * max(c / (w * w), 1 / w), accuracy: 1e-9)
    }

    func testIssue12_aRotationAsATransitionIsProjectiveToo() {
        let host = ViewHost(TurnIn(shown: false), size: size)
        withAnimation(.linear(duration: 1)) { host.content = TurnIn(shown: true) }
        host.advance(by: 0.5)
        // Half way: 90° → 0° linearly is 45°.
        let hand = Rotation3DByHand(degrees: 45, axis: (0, 1, 0), anchor: (50, 30, 0), distance: 100)
        assertVertices(host.displayList.items.first?.polygons.first, corners.map { moved(hand.project($0), by: origin) },
                       accuracy: 1e-6)
    }

    func testIssue12_textAndImagesCarryTheirProjection() {
        let host = ViewHost(Text("Hi").rotation3DEffect(.degrees(30), axis: (x: 0, y: 1, z: 0)), size: size)
        guard let text = host.displayList.texts.first, let projection = text.projection else { return XCTFail("no projected text") }
        let rect = text.localRect
        let expected = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)].map { $0.applying(projection) }
        assertVertices(text.polygons.first, expected)
        XCTAssertNil(ViewHost(Text("Hi"), size: size).displayList.texts.first?.projection)
    }
}
