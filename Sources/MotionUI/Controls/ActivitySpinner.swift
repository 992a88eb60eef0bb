import Foundation

/// The spinner of ``CircularProgressViewStyle``, drawn like iOS's activity indicator: 20 × 20 pt,
/// eight 2.5 pt round-capped spokes from 4.5 to 9.5 pt off the centre, in the tint colour (grey by
/// default). The darkest spoke (the head) is opaque, each one behind it 10 % fainter (the last at
/// 30 %); the head moves one spoke clockwise every eighth of a second — a turn a second, in steps,
/// on the host's clock (it starts straight up at time 0), so the view is redrawn eight times a
/// second and no more.
struct ActivitySpinner: View {
    /// Spokes, and steps a second.
    static let spokes = 8
    /// The spokes' colour without a tint: UIKit's `systemGray` (142, 142, 147).
    static let color = Color(red8: 142, green8: 142, blue8: 147)
    @Environment(\.tint) private var tint

    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: 1 / Double(Self.spokes))) { context in
            let head = Self.head(at: context.date)
            ZStack {
                ForEach(0..<Self.spokes, id: \.self) { spoke in
                    Capsule()
                        .fill(tint ?? Self.color)
                        .frame(width: 2.5, height: 5)
                        .offset(y: -7)
                        .rotationEffect(.degrees(Double(spoke) * 360 / Double(Self.spokes)))
                        .opacity(Self.opacity(ofSpoke: spoke, head: head))
                }
            }
            .frame(width: 20, height: 20)
        }
    }

    /// The head spoke at `date`: one step each eighth of a second since time 0.
    static func head(at date: Date) -> Int {
        let steps = (date.timeIntervalSince1970 * Double(spokes)).rounded(.down)
        guard steps.isFinite else { return 0 }
        let step = Int(steps.truncatingRemainder(dividingBy: Double(spokes)))
        return (step + spokes) % spokes
    }

    /// 1 for the head, 10 % less for each spoke behind it (counter-clockwise).
    static func opacity(ofSpoke spoke: Int, head: Int) -> Double {
        let behind = (head - spoke + spokes) % spokes
        return 1 - 0.1 * Double(behind)
    }
}
