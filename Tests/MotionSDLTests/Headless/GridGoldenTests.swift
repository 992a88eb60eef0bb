import XCTest
@testable import MotionSDL

/// Grids as the headless pipeline draws them (real text), at 1× (`.1`) and 2× (`.2`), 320 × 160
/// points, checked by eye when recorded. Left: a `LazyVGrid` of three flexible columns 8 apart,
/// six rounded tiles with their numbers, the second row's tiles taller than the first's. Right: a
/// `Grid` with a header row, a divider spanning the grid, and a cell spanning both columns.
final class GridGoldenTests: XCTestCase {
    let size = CGSize(width: 320, height: 160)
    let tolerance = 1

    private struct Panel: View {
        let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple]

        var body: some View {
            HStack(alignment: .top, spacing: 16) {
                LazyVGrid(columns: Array(repeating: GridItem(.flexible()), count: 3)) {
                    ForEach(0..<6, id: \.self) { index in
                        RoundedRectangle(cornerRadius: 6)
                            .fill(colors[index])
                            .frame(height: index < 3 ? 40 : 56)
                            .overlay(Text("\(index + 1)").foregroundColor(.white))
                    }
                }
                .frame(width: 150)
                Grid(alignment: .leading, horizontalSpacing: 12, verticalSpacing: 6) {
                    GridRow {
                        Text("Item").bold()
                        Text("Qty").bold().gridColumnAlignment(.trailing)
                    }
                    Divider()
                    GridRow { Text("Apples"); Text("3") }
                    GridRow { Text("Pears"); Text("12") }
                    GridRow { Color.gray.opacity(0.3).frame(height: 8).gridCellColumns(2) }
                }
                .frame(width: 130)
            }
            .padding(12)
        }
    }

    func testLazyVGridAndGrid() throws {
        let fonts = try FontLibrary()
        for scale in [1.0, 2.0] {
            let pipeline = try HeadlessPipeline(scale: scale, fonts: fonts)
            let host = pipeline.host(Panel(), size: size)
            assertSnapshot(of: host, pipeline: pipeline, tolerance: tolerance)
        }
    }
}
