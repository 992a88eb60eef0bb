import Foundation
import MotionScenes
import MotionUI

/// The soak's seeded random input stream (SplitMix64, so a seed is the same run everywhere): about
/// one event every ten frames — a click, a drag over a few frames, a key, typed text, a scene
/// switch (to another scene and, at the next switch, back), a resize between 640 × 400 and
/// 1280 × 800, Reduce Motion on or off.
///
/// ```swift
/// var input = SoakInput(seed: 13)
/// input.perturb(host, scene: PlayerScene.all[0], frame: 0)
/// ```
struct SoakInput {
    private var state: UInt64
    /// Where a drag in progress is, and how many frames it has left.
    private var drag: (point: CGPoint, framesLeft: Int)?
    private var away = false

    init(seed: UInt64) {
        state = seed
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    private mutating func point(in size: CGSize) -> CGPoint {
        CGPoint(x: Double(int(max(Int(size.width), 1))), y: Double(int(max(Int(size.height), 1))))
    }

    /// Sends this frame's input, if any, to `host` showing `scene`.
    mutating func perturb(_ host: ViewHost<AnyView>, scene: PlayerScene, frame: Int) {
        if let current = drag {
            let to = CGPoint(x: current.point.x + Double(int(21)) - 10, y: current.point.y + Double(int(21)) - 10)
            if current.framesLeft > 0 {
                host.send(.pointerMoved(to))
                drag = (to, current.framesLeft - 1)
            } else {
                host.send(.pointerUp(to))
                drag = nil
            }
            return
        }
        guard int(10) == 0 else { return }
        switch int(100) {
        case 0..<30:
            host.tap(at: point(in: host.size))
        case 30..<45:
            let start = point(in: host.size)
            host.send(.pointerDown(start))
            drag = (start, 2 + int(20))
        case 45..<60:
            let keys: [InputEvent.Key] = [.space, .tab, .enter, .left, .right, .up, .down, .backspace, .escape]
            host.key(keys[int(keys.count)])
        case 60..<70:
            host.type(["a", "hello", "motion", "1234", " "][int(5)])
        case 70..<80:
            host.environment.sceneTrigger += 1
        case 80..<88:
            let others = PlayerScene.all.filter { $0.name != scene.name }
            host.content = away || others.isEmpty ? scene.makeView() : others[int(others.count)].makeView()
            away.toggle()
        case 88..<95:
            host.resize(to: CGSize(width: 640 + int(641), height: 400 + int(401)))
        default:
            host.environment.accessibilityReduceMotion.toggle()
        }
    }
}
