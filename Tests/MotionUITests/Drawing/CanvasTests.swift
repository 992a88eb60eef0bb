import XCTest
@testable import MotionUI

final class CanvasTests: XCTestCase {
    private let size = CGSize(width: 200, height: 100)

    private func quad(_ x0: CGFloat, _ y0: CGFloat, _ x1: CGFloat, _ y1: CGFloat) -> [CGPoint] {
        [CGPoint(x: x0, y: y0), CGPoint(x: x1, y: y0), CGPoint(x: x1, y: y1), CGPoint(x: x0, y: y1)]
    }

    private func assertPoints(_ actual: [CGPoint], _ expected: [CGPoint], accuracy: CGFloat = 1e-9,
                              file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.count, expected.count, file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertEqual(a.x, e.x, accuracy: accuracy, file: file, line: line)
            XCTAssertEqual(a.y, e.y, accuracy: accuracy, file: file, line: line)
        }
    }

    func testIssue12_TakesTheOfferedSpaceAndDrawsInItsOwnCoordinates() throws {
        var seen: CGSize?
        let host = ViewHost(Canvas { context, size in
            seen = size
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.red))
        }, size: size)
        XCTAssertEqual(seen, size)
        let item = try XCTUnwrap(host.displayList.items.first)
        XCTAssertEqual(host.displayList.items.count, 1)
        XCTAssertEqual(item.kind, .fill(shape: "Canvas.fill"))
        XCTAssertEqual(item.color, .red)
        assertPoints(try XCTUnwrap(item.polygons.first), quad(10, 20, 40, 60))
        // Shown only inside the canvas's frame.
        XCTAssertEqual(item.clips, [quad(0, 0, 200, 100)])
    }

    func testIssue12_AFramedCanvasIsPlacedByLayout() throws {
        let host = ViewHost(Canvas { context, _ in
            context.fill(Path(CGRect(x: 10, y: 20, width: 30, height: 40)), with: .color(.blue))
        }.frame(width: 100, height: 50), size: size)
        // Centred: the canvas's origin is (50, 25).
        let item = try XCTUnwrap(host.displayList.items.first)
        XCTAssertEqual(item.bounds, CGRect(x: 60, y: 45, width: 30, height: 40))
        XCTAssertEqual(item.clips, [quad(50, 25, 150, 75)])
    }

    func testIssue12_TransformsApplyInUserSpace() throws {
        let host = ViewHost(Canvas { context, _ in
            context.translateBy(x: 50, y: 10)
            context.rotate(by: .degrees(90))
            context.scaleBy(x: 2, y: 1)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: .color(.red))
        }, size: size)
        // (x, y) → scale (2x, y) → rotate 90° on screen (−y, 2x) → translate (50 − y, 10 + 2x).
        let item = try XCTUnwrap(host.displayList.items.first)
        assertPoints(try XCTUnwrap(item.polygons.first),
                     [CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 30), CGPoint(x: 45, y: 30), CGPoint(x: 45, y: 10)])
    }

    func testIssue12_ConcatenateAndTheTransformProperty() throws {
        let host = ViewHost(Canvas { context, _ in
            context.concatenate(CGAffineTransform(a: 1, b: 0, c: 1, d: 1, tx: 0, ty: 0))   // x += y
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.transform = CGAffineTransform(translationX: 100, y: 0)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
        }, size: size)
        let items = host.displayList.items
        assertPoints(items[0].polygons[0], [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 10), CGPoint(x: 10, y: 10)])
        assertPoints(items[1].polygons[0], quad(100, 0, 110, 10))
    }

    func testIssue12_ACopyOfTheContextHasItsOwnState() throws {
        let host = ViewHost(Canvas { context, _ in
            var copy = context
            copy.translateBy(x: 100, y: 0)
            copy.opacity = 0.25
            copy.clip(to: Path(CGRect(x: 0, y: 0, width: 5, height: 5)))
            copy.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }, size: size)
        let items = host.displayList.items
        XCTAssertEqual(items.map(\.color), [.red, .green])
        XCTAssertEqual(items[0].bounds, CGRect(x: 100, y: 0, width: 10, height: 10))
        XCTAssertEqual(items[0].opacity, 0.25)
        XCTAssertEqual(items[0].clips, [quad(0, 0, 200, 100), quad(100, 0, 105, 5)])
        XCTAssertEqual(items[1].bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(items[1].opacity, 1)
        XCTAssertEqual(items[1].clips, [quad(0, 0, 200, 100)])
    }

    func testIssue12_OpacityMultipliesWithTheViewsOpacityAndLayers() throws {
        let host = ViewHost(Canvas { context, _ in
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            context.translateBy(x: 20, y: 0)
            context.drawLayer { layer in
                XCTAssertEqual(layer.opacity, 1)
                layer.opacity = 0.4
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            }
            context.opacity = .nan
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }.opacity(0.5), size: size)
        let items = host.displayList.items
        // 0.5 × 0.5; the layer is composited once at 0.5 (view) × 0.5 (context), what it holds at
        // 0.4 (layer), at the context's translation (0.1 in all); NaN opacity draws nothing.
        XCTAssertEqual(items.map(\.kind), [.fill(shape: "Canvas.fill"), .beginLayer, .fill(shape: "Canvas.fill"), .endLayer])
        XCTAssertEqual(items[0].opacity, 0.25, accuracy: 1e-12)
        XCTAssertEqual(items[1].opacity, 0.25, accuracy: 1e-12)
        XCTAssertEqual(items[2].opacity, 0.4, accuracy: 1e-12)
        XCTAssertEqual(items[2].bounds, CGRect(x: 20, y: 0, width: 10, height: 10))
    }

    func testIssue12_ClipsStayWhereTheyWereMadeAndNarrowTheBoundingRect() throws {
        var boxes: [CGRect] = []
        let host = ViewHost(Canvas { context, _ in
            boxes.append(context.clipBoundingRect)
            context.translateBy(x: 10, y: 10)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 50, height: 50)))
            boxes.append(context.clipBoundingRect)
            context.scaleBy(x: 2, y: 2)
            boxes.append(context.clipBoundingRect)
            context.translateBy(x: 100, y: 0)   // the clip does not move
            context.fill(Path(CGRect(x: -100, y: 0, width: 5, height: 5)), with: .color(.red))
        }, size: size)
        XCTAssertEqual(boxes, [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 50, height: 50),
                               CGRect(x: 0, y: 0, width: 25, height: 25)])
        let item = try XCTUnwrap(host.displayList.items.first)
        XCTAssertEqual(item.bounds, CGRect(x: 10, y: 10, width: 10, height: 10))
        XCTAssertEqual(item.clips, [quad(0, 0, 200, 100), quad(10, 10, 60, 60)])
    }

    func testIssue12_AnInverseClipLeavesAHole() throws {
        let host = ViewHost(Canvas { context, size in
            context.clip(to: Path(ellipseIn: CGRect(x: 20, y: 20, width: 40, height: 40)), options: .inverse)
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }, size: size)
        let item = try XCTUnwrap(host.displayList.items.first)
        XCTAssertEqual(item.clips.count, 2)
        let outline = Path { $0.addLines(item.clips[1]); $0.closeSubpath() }
        // Outside the disc (and inside the canvas grown by a point) the clip lets the fill show;
        // inside it, not.
        XCTAssertFalse(outline.contains(CGPoint(x: 40, y: 40)))
        XCTAssertFalse(outline.contains(CGPoint(x: 40, y: 22)))
        XCTAssertTrue(outline.contains(CGPoint(x: 40, y: 18)))
        XCTAssertTrue(outline.contains(CGPoint(x: 21, y: 21)))   // the disc's corner region
        XCTAssertTrue(outline.contains(CGPoint(x: 150, y: 50)))
        XCTAssertTrue(outline.contains(CGPoint(x: -0.5, y: 99)))
        XCTAssertFalse(outline.contains(CGPoint(x: -1.5, y: 50)))
    }

    func testIssue12_StrokesWithWidthAndStyle() throws {
        let line = Path { $0.move(to: CGPoint(x: 0, y: 10)); $0.addLine(to: CGPoint(x: 100, y: 10)) }
        let host = ViewHost(Canvas { context, _ in
            context.stroke(line, with: .color(.black), lineWidth: 4)
            context.stroke(line.offsetBy(dx: 0, dy: 20), with: .color(.black),
                           style: StrokeStyle(lineWidth: 6, lineCap: .square))
        }, size: size)
        let items = host.displayList.items
        XCTAssertEqual(items.map(\.kind), [.fill(shape: "Canvas.stroke"), .fill(shape: "Canvas.stroke")])
        XCTAssertEqual(items[0].bounds, CGRect(x: 0, y: 8, width: 100, height: 4))
        // Square caps reach half the width beyond each end.
        XCTAssertEqual(items[1].bounds, CGRect(x: -3, y: 27, width: 106, height: 6))
    }

    func testIssue12_ShadingsResolveInTheCanvasEnvironment() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let host = ViewHost(Canvas { context, _ in
            context.fill(square, with: .style(Color.orange))
            context.fill(square, with: .foreground)
            context.fill(square, with: .color(red: 1, green: 0, blue: 0, opacity: 0.5))
            context.fill(square, with: .style(.tint))
        }.foregroundColor(.pink).tint(.green), size: size)
        XCTAssertEqual(host.displayList.items.map(\.color),
                       [.orange, .pink, Color(.sRGB, red: 1, green: 0, blue: 0, opacity: 0.5), .green])
    }

    func testIssue12_EvenOddFillRule() throws {
        let host = ViewHost(Canvas { context, _ in
            var rings = Path(CGRect(x: 0, y: 0, width: 40, height: 40))
            rings.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
            context.fill(rings, with: .color(.red), style: FillStyle(eoFill: true))
        }, size: size)
        XCTAssertEqual(host.displayList.items.first?.fillRule, .evenOdd)
    }

    func testIssue12_TextIsDrawnAtItsIdealSizeAroundTheAnchor() throws {
        var measured = CGSize.zero
        let host = ViewHost(Canvas { context, _ in
            // Monospace test measurer: 0.6 × 17 = 10.2 points a character, lines 20.4 high.
            context.draw(Text("Hi"), at: CGPoint(x: 100, y: 50))
            context.draw(Text("Hi").foregroundColor(.red), at: CGPoint(x: 0, y: 0), anchor: .topLeading)
            var resolved = context.resolve(Text("Score"))
            resolved.shading = .color(.blue)
            measured = resolved.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
            context.draw(resolved, in: CGRect(x: 10, y: 70, width: 30, height: 100))
        }, size: size)
        let texts = host.displayList.texts
        XCTAssertEqual(measured, CGSize(width: 51, height: 20.4))
        XCTAssertEqual(texts[0].text, "Hi")
        XCTAssertEqual(texts[0].color, .primary)
        XCTAssertEqual(texts[0].localRect.minX, 89.8, accuracy: 1e-9)
        XCTAssertEqual(texts[0].localRect.minY, 39.8, accuracy: 1e-9)
        XCTAssertEqual(texts[1].color, .red)
        XCTAssertEqual(texts[1].localRect.origin, .zero)
        // 30 points wide: "Score" (51) breaks between characters, two per line (20.4 ≤ 30).
        XCTAssertEqual(texts[2...].map(\.text), ["Sc", "or", "e"])
        XCTAssertEqual(texts[2...].map(\.color), [.blue, .blue, .blue])
        XCTAssertEqual(texts[3].localRect.minY, 90.4, accuracy: 1e-9)
    }

    func testIssue12_TextBaselines() {
        var baselines: [CGFloat] = []
        _ = ViewHost(Canvas { context, _ in
            let text = context.resolve(Text("a\nb"))
            let metrics = MonospaceTextMeasurer().metrics(of: .body)
            baselines = [text.firstBaseline(in: CGSize(width: 100, height: 100)), text.lastBaseline(in: CGSize(width: 100, height: 100)),
                         metrics.ascent, metrics.lineHeight + metrics.ascent]
        }, size: size)
        XCTAssertEqual(baselines[0], baselines[2], accuracy: 1e-9)
        XCTAssertEqual(baselines[1], baselines[3], accuracy: 1e-9)
    }

    private struct FixedSizer: ImageSizer {
        func size(ofImage name: String) -> CGSize? { name == "photo" ? CGSize(width: 18, height: 12) : nil }
    }

    func testIssue12_ImagesDrawInARectOrAtTheirSizeAroundTheAnchor() throws {
        var resolvedSize = CGSize.zero
        let host = ViewHost(Canvas { context, _ in
            context.draw(Image("photo"), in: CGRect(x: 10, y: 10, width: 40, height: 20))
            let photo = context.resolve(Image("photo"))
            resolvedSize = photo.size
            context.draw(photo, at: CGPoint(x: 100, y: 50), anchor: .bottomTrailing)
        }, size: size, imageSizer: FixedSizer())
        let images = host.displayList.items.filter { $0.kind == .image }
        XCTAssertEqual(resolvedSize, CGSize(width: 18, height: 12))
        XCTAssertEqual(images.map(\.imageName), ["photo", "photo"])
        XCTAssertEqual(images[0].localRect, CGRect(x: 10, y: 10, width: 40, height: 20))
        XCTAssertEqual(images[1].localRect, CGRect(x: 82, y: 38, width: 18, height: 12))
    }

    func testIssue12_SymbolsDrawInTheirShading() throws {
        let host = ViewHost(Canvas { context, _ in
            var star = context.resolve(Image(systemName: "star.fill"))
            star.shading = .color(.orange)
            context.draw(star, in: CGRect(x: 10, y: 10, width: 30, height: 30))
        }, size: size)
        let fills = host.displayList.items.filter { if case .fill = $0.kind { return true } else { return false } }
        XCTAssertFalse(fills.isEmpty)
        XCTAssertTrue(fills.allSatisfy { $0.color == .orange })
        let bounds = fills.map(\.bounds).reduce(CGRect.null) { $0.union($1) }
        XCTAssertTrue(CGRect(x: 10, y: 10, width: 30, height: 30).insetBy(dx: -0.5, dy: -0.5).contains(bounds))
    }

    func testIssue12_TheRendererRunsOnUpdatesAndSizeChangesOnly() {
        var runs = 0
        let host = ViewHost(Canvas { context, size in
            runs += 1
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }, size: size)
        _ = host.displayList
        host.advance(by: 1)
        _ = host.displayList
        XCTAssertEqual(runs, 1)
        host.resize(to: CGSize(width: 50, height: 50))
        XCTAssertEqual(host.displayList.items.first?.bounds, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(runs, 2)
    }

    func testIssue12_FiltersAndBlendModesAreRecordedWithEachCommand() throws {
        let recorder = CanvasRecorder()
        var context = GraphicsContext(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), environment: EnvironmentValues(),
                                      textMeasurer: MonospaceTextMeasurer(), imageSizer: nil, recorder: recorder)
        var copy = context
        copy.blendMode = .multiply
        copy.addFilter(.blur(radius: 4))
        copy.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        context.addFilter(.blur(radius: -3))
        context.drawLayer { layer in
            XCTAssertEqual(layer.filters, [])
            layer.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red))
        }
        let operations = recorder.operations
        XCTAssertEqual(operations.map(\.blendMode), [.multiply, .normal])
        XCTAssertEqual(operations[0].filters, [.blur(radius: 4)])
        // A negative radius reads as 0; the layer is drawn with the filters of the context around it.
        XCTAssertEqual(operations[1].filters, [.blur(radius: 0)])
        guard case .layer(let inner) = operations[1].content else { return XCTFail("expected a layer") }
        XCTAssertEqual(inner.first?.filters, [])
    }

    /// A filtered or blended command, and a translucent `drawLayer`, reach the display list as
    /// layers: the blur's σ in user space scaled by the context's transform (2 × 3 = 6 points),
    /// the multiply mode, and the layer's opacity carried once by its layer.
    func testIssue12_FiltersBlendModesAndLayersBecomeDisplayLayers() {
        let host = ViewHost(Canvas { context, _ in
            var blurred = context
            blurred.scaleBy(x: 2, y: 2)
            blurred.addFilter(.blur(radius: 3))
            blurred.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var multiplied = context
            multiplied.blendMode = .multiply
            multiplied.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.blue))
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
                layer.fill(Path(CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.green))
            }
        }.frame(width: 40, height: 40), size: CGSize(width: 40, height: 40))
        let items = host.displayList.items
        XCTAssertEqual(items.map(\.kind), [.beginLayer, .fill(shape: "Canvas.fill"), .endLayer,
                                          .beginLayer, .fill(shape: "Canvas.fill"), .endLayer,
                                          .beginLayer, .fill(shape: "Canvas.fill"), .fill(shape: "Canvas.fill"), .endLayer])
        XCTAssertEqual(items[0].layer, DisplayLayer(effect: .blur(radius: 6, opaque: false)))
        XCTAssertEqual(items[3].layer, DisplayLayer(effect: .none, compositing: .blend(.multiply)))
        XCTAssertEqual(items[6].layer, DisplayLayer(effect: .none))
        XCTAssertEqual(items[6].opacity, 0.5)
        XCTAssertEqual(items[7].opacity, 1)
        XCTAssertEqual(items[8].opacity, 1)
    }

    func testIssue12_TheCanvasTakesThePointerOverItsFrame() {
        var taps = 0
        let host = ViewHost(Canvas { _, _ in }.frame(width: 40, height: 40).onTapGesture { taps += 1 }, size: size)
        host.tap(at: CGPoint(x: 100, y: 50))
        host.tap(at: CGPoint(x: 10, y: 10))
        XCTAssertEqual(taps, 1)
    }

    func testIssue12_SymbolsAreDrawnWhereTheRendererDrawsThemOnly() throws {
        var missing: GraphicsContext.ResolvedSymbol?
        var symbolSize = CGSize.zero
        let host = ViewHost(Canvas { context, _ in
            missing = context.resolveSymbol(id: "none")
            guard let bar = context.resolveSymbol(id: "bar") else { return }
            symbolSize = bar.size
            context.draw(bar, at: CGPoint(x: 100, y: 50))
            context.draw(bar, in: CGRect(x: 0, y: 0, width: 40, height: 40))
        } symbols: {
            Rectangle().fill(Color.red).frame(width: 20, height: 10).tag("bar")
            Circle().fill(Color.blue).frame(width: 5, height: 5).tag("unused")
        }, size: size)
        XCTAssertNil(missing)
        XCTAssertEqual(symbolSize, CGSize(width: 20, height: 10))
        let items = host.displayList.items
        XCTAssertEqual(items.map(\.color), [.red, .red])
        assertPoints(items[0].polygons[0], quad(90, 45, 110, 55))
        // Stretched over the 40 × 40 rectangle: × 2 across, × 4 down.
        assertPoints(items[1].polygons[0], quad(0, 0, 40, 40))
        XCTAssertEqual(items[1].clips, [quad(0, 0, 200, 100)])
    }

    func testIssue12_ANonFiniteTransformDrawsNothing() {
        let host = ViewHost(Canvas { context, _ in
            var broken = context
            broken.scaleBy(x: .nan, y: 1)
            broken.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
            var huge = context
            huge.scaleBy(x: 1e308, y: 1e308)
            huge.scaleBy(x: 10, y: 10)
            huge.draw(Text("x"), at: .zero)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.green))
        }, size: size)
        XCTAssertEqual(host.displayList.items.map(\.color), [.green])
    }
}
