import XCTest
@testable import MotionSDL

/// A captioned cell: `content` over a light grey tile with a dark stripe, so blurs, masks and blend
/// modes show against two backgrounds.
private struct EffectCell<Content: View>: View {
    var title: String
    var content: Content

    var body: some View {
        VStack(spacing: 4) {
            Text(title).font(.caption)
            ZStack {
                Color(white: 0.92)
                Rectangle().fill(Color(white: 0.25)).frame(width: 16)
                content
            }
            .frame(width: 96, height: 64)
            .clipped()
        }
    }
}

/// Two overlapping discs: one red, one blue.
private struct Discs: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.red).frame(width: 36, height: 36).offset(x: -10)
            Circle().fill(Color.blue).frame(width: 36, height: 36).offset(x: 10)
        }
    }
}

/// A ring (even-odd): a 44-point square with a 22-point square hole.
private struct Ring: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
        return path
    }
}

/// Every effect of the layer family side by side, through the real pipeline (text measured and drawn
/// with DejaVu Sans) at 1× (`.1`) and 2× (`.2`), 620 × 280 points, looked at by eye: the blurs are
/// soft (the opaque one stays square), the masked disc shows only through the circle's quarter-opaque
/// ring, the colour effects change the discs' colours as named, the blend modes mix the discs with
/// the tile and stripe, the grouped discs at 50 % show no darker overlap, and the ring clip has a hole.
final class EffectsGoldenTests: XCTestCase {
    let size = CGSize(width: 620, height: 280)
    /// One step per channel, as the renderer's other goldens.
    let tolerance = 1

    private struct Grid: View {
        var body: some View {
            VStack(spacing: 8) {
                HStack(spacing: 6) {
                    EffectCell(title: "blur 3", content: Discs().blur(radius: 3))
                    EffectCell(title: "blur opaque", content: Discs().frame(width: 60, height: 40).background(Color.yellow).blur(radius: 4, opaque: true))
                    EffectCell(title: "text blur 1", content: Text("Motion").font(.title).blur(radius: 1))
                    EffectCell(title: "mask", content: Discs().mask(Circle().stroke(Color.black.opacity(0.25), lineWidth: 10).frame(width: 44, height: 44)))
                    EffectCell(title: "grayscale", content: Discs().grayscale(1))
                    EffectCell(title: "saturation .3", content: Discs().saturation(0.3))
                }
                HStack(spacing: 6) {
                    EffectCell(title: "hue 120°", content: Discs().hueRotation(.degrees(120)))
                    EffectCell(title: "brightness .3", content: Discs().brightness(0.3))
                    EffectCell(title: "contrast .4", content: Discs().contrast(0.4))
                    EffectCell(title: "multiply", content: Discs().colorMultiply(Color(red: 1, green: 0.8, blue: 0.2)))
                    EffectCell(title: "invert", content: Discs().colorInvert())
                    EffectCell(title: "ring clip", content: Discs().frame(width: 44, height: 44).clipShape(Ring(), style: FillStyle(eoFill: true)))
                }
                HStack(spacing: 6) {
                    EffectCell(title: ".multiply", content: Discs().blendMode(.multiply))
                    EffectCell(title: ".screen", content: Discs().blendMode(.screen))
                    EffectCell(title: ".plusLighter", content: Discs().blendMode(.plusLighter))
                    EffectCell(title: ".difference", content: Discs().blendMode(.difference))
                    EffectCell(title: "group 50 %", content: Discs().compositingGroup().opacity(0.5))
                    EffectCell(title: "no group 50 %", content: Discs().opacity(0.5))
                }
            }
        }
    }

    func testEffectsGrid() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Grid(), size: size)
            XCTAssertEqual(host.displayList.items.filter { $0.kind == .beginLayer }.count,
                           host.displayList.items.filter { $0.kind == .endLayer }.count)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }

    /// `.blurReplace` half way in: the card blurred by 5 points, at 50 % and 90 % size.
    func testBlurReplaceHalfWayIn() throws {
        struct Card: View {
            var shown: Bool
            var body: some View {
                ZStack {
                    Color(white: 0.95)
                    if shown {
                        RoundedRectangle(cornerRadius: 8).fill(Color.blue).frame(width: 80, height: 50)
                            .overlay(Text("Hello").foregroundStyle(Color.white))
                            .transition(.blurReplace)
                    }
                }
                .frame(width: 160, height: 100)
            }
        }
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Card(shown: false), size: CGSize(width: 160, height: 100))
            withAnimation(.linear(duration: 1)) { host.content = Card(shown: true) }
            host.advance(by: 0.5)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
