import MotionTestSupport
import XCTest
@testable import MotionSDL

/// Repainting only the damage gives exactly the pixels of a full repaint: random scenes of shapes
/// with shadows, clips, rotations, blurs, compositing groups, masks, blend modes, colour matrices
/// and text change a little every frame;
/// one renderer repaints its canvas whole, another repaints only the damage since its last frame
/// over what it drew then, and the two canvases must agree byte for byte.
final class DisplayListRendererDamageTests: XCTestCase {
    /// One shape of a random scene.
    private struct Piece: Identifiable {
        let id: Int
        var kind: Int
        var x: CGFloat
        var y: CGFloat
        var width: CGFloat
        var height: CGFloat
        var hue: Double
        var opacity: Double
        var angle: Double
        var shadow: CGFloat
        var blur: CGFloat
        var clipped: Bool
        var grouped: Bool
        /// 0 none, 1 a circular mask, 2 multiply blending, 3 a grayscale colour matrix.
        var effect: Int
        var label: String?

        init(id: Int, random: inout SeededRandom) {
            self.id = id
            kind = random.int(0, 3)
            x = random.uniform(-10, 150)
            y = random.uniform(-10, 110)
            width = random.uniform(4, 50)
            height = random.uniform(4, 40)
            hue = random.double(0, 1)
            opacity = random.chance(0.3) ? random.double(0.2, 0.9) : 1
            angle = random.chance(0.3) ? random.double(-60, 60) : 0
            shadow = random.chance(0.25) ? random.uniform(1, 6) : 0
            blur = random.chance(0.15) ? random.uniform(0.5, 3) : 0
            clipped = random.chance(0.2)
            grouped = random.chance(0.15)
            effect = random.chance(0.3) ? random.int(1, 3) : 0
            label = random.chance(0.2) ? "Item \(id)" : nil
        }

        /// Changes one or two things, as an animation frame or a state change would.
        mutating func perturb(_ random: inout SeededRandom) {
            switch random.int(0, 5) {
            case 0: x += random.uniform(-12, 12)
            case 1: y += random.uniform(-8, 8)
            case 2: hue = random.double(0, 1)
            case 3: opacity = random.double(0, 1)
            case 4: angle += random.double(-20, 20)
            default: shadow = random.chance(0.5) ? 0 : random.uniform(1, 6)
            }
        }
    }

    private struct PieceView: View {
        let piece: Piece

        var body: some View {
            let color = Color(hue: piece.hue, saturation: 0.7, brightness: 0.8)
            ZStack {
                switch piece.kind {
                case 0: Rectangle().fill(color)
                case 1: Circle().fill(color)
                case 2: RoundedRectangle(cornerRadius: 6).fill(color)
                default: Capsule().stroke(color, lineWidth: 3)
                }
                if let label = piece.label { Text(label).font(.caption) }
            }
            .frame(width: piece.width, height: piece.height)
            .shadow(color: .black.opacity(0.5), radius: piece.shadow, x: 2, y: 2)
            .rotationEffect(.degrees(piece.angle))
            .modifier(Wrapping(piece: piece))
            .opacity(piece.opacity)
            .position(x: piece.x, y: piece.y)
        }
    }

    /// The effects that make layers or clips, when the piece has them.
    private struct Wrapping: ViewModifier {
        let piece: Piece
        func body(content: Content) -> some View {
            let blurred = content.blur(radius: piece.blur)
            let clipped = Group { if piece.clipped { blurred.frame(width: 20, height: 20).clipped() } else { blurred } }
            let grouped = Group { if piece.grouped { clipped.compositingGroup() } else { clipped } }
            return Group {
                switch piece.effect {
                case 1: grouped.mask(Circle())
                case 2: grouped.blendMode(.multiply)
                case 3: grouped.grayscale(0.8)
                default: grouped
                }
            }
        }
    }

    private struct Scene: View {
        let pieces: [Piece]
        var body: some View {
            ZStack(alignment: .topLeading) {
                ForEach(pieces) { PieceView(piece: $0) }
            }
            .frame(width: 160, height: 120, alignment: .topLeading)
        }
    }

    private func assertDamagedRenderMatchesFullRender(scale: Double, seed: UInt64, frames: Int,
                                                      file: StaticString = #filePath, line: UInt = #line) throws {
        let pipeline = try HeadlessPipeline(scale: scale)
        var random = SeededRandom(seed: seed)
        var nextID = 0
        var pieces: [Piece] = (0..<14).map { _ in
            defer { nextID += 1 }
            return Piece(id: nextID, random: &random)
        }
        let size = CGSize(width: 160, height: 120)
        let host = pipeline.host(Scene(pieces: pieces), size: size)
        let full = try HeadlessRenderer(size: size, scale: scale, renderer: pipeline.renderer)
        let damaged = try HeadlessRenderer(size: size, scale: scale,
                                           renderer: DisplayListRenderer(text: SDLTextPainter(fonts: pipeline.fonts)))
        damaged.repaintsDamageOnly = true
        var partial = 0
        for frame in 0..<frames {
            if frame > 0 {
                for _ in 0..<random.int(1, 3) {
                    let index = random.int(0, pieces.count - 1)
                    switch random.int(0, 9) {
                    case 0: pieces.remove(at: index)
                    case 1:
                        pieces.insert(Piece(id: nextID, random: &random), at: index)
                        nextID += 1
                    case 2: pieces.swapAt(index, random.int(0, pieces.count - 1))
                    default: pieces[index].perturb(&random)
                    }
                }
                host.content = Scene(pieces: pieces)
            }
            let list = host.displayList
            let expected = full.render(list)
            let actual = damaged.render(list)
            let damage = try XCTUnwrap(damaged.lastDamage)
            if !damage.isFull { partial += 1 }
            guard expected == actual else {
                XCTFail("seed \(seed), scale \(scale), frame \(frame): the damaged repaint (\(damage.rects)) differs from a full one",
                        file: file, line: line)
                return
            }
        }
        XCTAssertGreaterThan(partial, frames / 2, "most frames repaint part of the window", file: file, line: line)
    }

    func testIssue14_damagedRenderEqualsFullRenderOverRandomFramesAtScale1() throws {
        for seed: UInt64 in [1, 2, 3] { try assertDamagedRenderMatchesFullRender(scale: 1, seed: seed, frames: 40) }
    }

    func testIssue14_damagedRenderEqualsFullRenderOverRandomFramesAtScale2() throws {
        for seed: UInt64 in [4, 5] { try assertDamagedRenderMatchesFullRender(scale: 2, seed: seed, frames: 30) }
    }

    func testIssue14_emptyDamageDrawsNothingAndTheRestOfTheCanvasIsLeftAlone() throws {
        let headless = try HeadlessCanvas(width: 40, height: 20)
        headless.canvas.clear(.red)
        let renderer = DisplayListRenderer()
        let square = ViewHost(Rectangle().fill(Color.blue).frame(width: 10, height: 10), size: CGSize(width: 40, height: 20))
        let list = square.displayList
        renderer.render(list, on: headless.canvas, background: .white, damage: DisplayListDamage(from: list, to: list, width: 40, height: 20, scale: 1))
        XCTAssertEqual(headless.pixel(x: 0, y: 0), PixelColor(Color.red))
        XCTAssertEqual(headless.pixel(x: 20, y: 10), PixelColor(Color.red))
        // Damage from an empty list: the square's footprint (15…25 × 5…15, a pixel around) only.
        let damage = DisplayListDamage(from: DisplayList(), to: list, width: 40, height: 20, scale: 1)
        XCTAssertEqual(damage.rects, [CGRect(x: 14, y: 4, width: 12, height: 12)])
        renderer.render(list, on: headless.canvas, background: .white, damage: damage)
        XCTAssertEqual(headless.pixel(x: 20, y: 10), PixelColor(Color.blue))
        XCTAssertEqual(headless.pixel(x: 14, y: 4), .white)
        XCTAssertEqual(headless.pixel(x: 13, y: 4), PixelColor(Color.red))
        XCTAssertEqual(headless.pixel(x: 26, y: 10), PixelColor(Color.red))
        XCTAssertEqual(headless.pixel(x: 25, y: 10), .white)
    }

    func testIssue14_aDamagedRectangleIsClearedToTheBackgroundWithItsAlphaOnATransparentCanvas() throws {
        // A half-pixel square (edges half covered) moves 6 points over a translucent background on a
        // canvas that keeps alpha: the damaged repaint must hold the same bytes as a full one.
        let size = CGSize(width: 40, height: 20)
        let background = Color(red: 1, green: 0, blue: 0, opacity: 0.5)
        func square(at x: CGFloat) -> DisplayList {
            ViewHost(Rectangle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 10, height: 10).position(x: x, y: 10),
                     size: size).displayList
        }
        let before = square(at: 10.5), after = square(at: 16.5)
        let full = try HeadlessCanvas(size: size, opaque: false), damaged = try HeadlessCanvas(size: size, opaque: false)
        let renderer = DisplayListRenderer()
        renderer.render(before, on: damaged.canvas, background: background)
        let damage = DisplayListDamage(from: before, to: after, width: 40, height: 20, scale: 1)
        renderer.render(after, on: damaged.canvas, background: background, damage: damage)
        renderer.render(after, on: full.canvas, background: background)
        XCTAssertEqual(damaged.snapshot(), full.snapshot())
        // Left of the square where it was: the background again, alpha 127.5 → 128.
        XCTAssertEqual(damaged.pixel(x: 8, y: 10), PixelColor(r: 255, g: 0, b: 0, a: 128))
        // The square's left edge at x = 11.5 half covers column 11: blue at ½ over red at αd = 128/255:
        // αo·255 = 127.5 + 128·½ = 191.5 → 192; red 255·αd·½ / αo = 64 / 0.75098 = 85.2 → 85;
        // blue 255·½ / αo = 169.8 → 170.
        XCTAssertEqual(damaged.pixel(x: 11, y: 10), PixelColor(r: 85, g: 0, b: 170, a: 192))
        XCTAssertEqual(damaged.pixel(x: 15, y: 10), PixelColor(r: 0, g: 0, b: 255, a: 255))
    }
}
