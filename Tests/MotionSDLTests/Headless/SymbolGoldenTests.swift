import XCTest
@testable import MotionSDL

/// Every symbol of Motion's set, drawn by the headless renderer: a grid of `Image(systemName:)`
/// views in 24 pt (cap height 16.8 with the test measurer), checked by eye when recorded.
final class SymbolGoldenTests: XCTestCase {
    /// One step per channel for floating-point differences between compilers and CPUs.
    private let tolerance = 1
    private let columns = 10

    private struct Grid: View {
        let rows: [[String]]
        var body: some View {
            VStack(spacing: 4) {
                ForEach(rows.indices, id: \.self) { row in
                    HStack(spacing: 4) {
                        ForEach(rows[row], id: \.self) { name in
                            Image(systemName: name).frame(width: 36, height: 36)
                        }
                    }
                }
            }
            .font(.system(size: 24))
            .foregroundColor(.black)
        }
    }

    private var rows: [[String]] {
        let names = SymbolCatalog.names
        return stride(from: 0, to: names.count, by: columns).map { Array(names[$0..<min($0 + columns, names.count)]) }
    }

    func testIssue10_AllSymbolsAtScaleOneAndTwo() {
        let rows = self.rows
        let size = CGSize(width: CGFloat(columns) * 40 + 4, height: CGFloat(rows.count) * 40 + 4)
        for scale in [1.0, 2.0] {
            let host = ViewHost(Grid(rows: rows), size: size, scale: CGFloat(scale))
            assertSnapshot(of: host, tolerance: tolerance)
        }
    }

    func testIssue10_SymbolsTakeTheForegroundColourWeightAndImageScale() {
        let view = VStack(spacing: 6) {
            HStack(spacing: 8) {
                Image(systemName: "heart.fill").foregroundColor(.red)
                Image(systemName: "star.fill").foregroundColor(.orange)
                Image(systemName: "checkmark.circle.fill").foregroundColor(.green)
                Image(systemName: "bolt.fill").foregroundColor(.yellow)
                Image(systemName: "no.such.symbol")
            }
            HStack(spacing: 8) {
                Image(systemName: "gear").imageScale(.small)
                Image(systemName: "gear")
                Image(systemName: "gear").imageScale(.large)
                Image(systemName: "star").font(.system(size: 24, weight: .ultraLight))
                Image(systemName: "star").font(.system(size: 24, weight: .black))
            }
            Image(systemName: "heart").resizable().frame(width: 80, height: 30).foregroundColor(.pink)
        }
        .font(.system(size: 24))
        for scale in [1.0, 2.0] {
            let host = ViewHost(view, size: CGSize(width: 200, height: 120), scale: CGFloat(scale))
            assertSnapshot(of: host, tolerance: tolerance)
        }
    }
}
