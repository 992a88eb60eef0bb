import XCTest
@testable import MotionSDL

/// Gauges as the headless pipeline draws them (real text), at 1× (`.1`) and 2× (`.2`), 320 × 270
/// points, checked by eye when recorded: at 60 % of 0…100 with all their labels, the linear
/// capacity bar (top), the accessory line with its dot and the accessory capacity bar below it;
/// below them the accessory circular gauge (an open ring with its dot straight up and a little
/// right) and the capacity ring, filled 60 % clockwise from 12 o'clock.
final class GaugeGoldenTests: XCTestCase {
    let size = CGSize(width: 320, height: 270)
    let tolerance = 1

    private struct Panel: View {
        func gauge() -> some View {
            Gauge(value: 60, in: 0...100) {
                Text("Speed")
            } currentValueLabel: {
                Text("60")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
        }

        var body: some View {
            VStack(spacing: 16) {
                gauge().gaugeStyle(.linearCapacity)
                gauge().gaugeStyle(.accessoryLinear)
                gauge().gaugeStyle(.accessoryLinearCapacity)
                HStack(spacing: 40) {
                    gauge().gaugeStyle(.accessoryCircular)
                    gauge().gaugeStyle(.accessoryCircularCapacity)
                }
            }
            .padding(16)
        }
    }

    func testTheFiveStyles() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Panel(), size: size)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
