import MotionUI

// Seed 002 (Portuguese: multi-step animations with PhaseAnimator): an alarm clock that lifts,
// tilts from side to side, settles and holds still before starting again, until it is tapped
// (or Reduce Motion is on); a document that lifts and drops into a tray each time it is saved
// (the Save button or the player's Space); and, beside them, keyframe tracks that move scale,
// rotation and offset on separate timelines.

extension PlayerScene {
    /// Seed 002: phase animators (a repeating alarm clock, a triggered save) and a keyframe animator.
    static let phases = PlayerScene(
        name: "phases", title: "Phases",
        summary: "phase animators: an alarm clock that lifts, tilts and settles until tapped; a document saved into a tray; keyframe tracks",
        keys: ["Space save the document"]
    ) {
        PhasesSceneView()
    }
}

/// The colours of the scene, named so tests can find each part in the display list.
enum PhasesPalette {
    static let clockRim = Color(red: 0.16, green: 0.17, blue: 0.22)
    static let clockFace = Color.white
    static let clockBell = Color(red: 0.93, green: 0.42, blue: 0.13)
    static let clockHand = Color(red: 0.16, green: 0.17, blue: 0.22)
    static let document = Color(red: 0.97, green: 0.97, blue: 1)
    static let documentEdge = Color.blue
    static let trayBack = Color(red: 0.80, green: 0.84, blue: 0.90)
    static let trayFront = Color(red: 0.45, green: 0.52, blue: 0.62)
    static let keyframeTile = Color.purple
}

/// The three panels side by side.
struct PhasesSceneView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 48) {
            VStack(spacing: 18) {
                Text("Timer done").font(.headline)
                RepeatingTimerView()
                Text("Tap the clock to stop it").font(.caption)
            }
            .frame(width: 180)
            OfflineSaveView().frame(width: 180)
            KeyframeTilePanel().frame(width: 180)
        }
    }
}

// MARK: - The alarm clock (repeating phase animator)

/// The clock's phases, in the order they play; each gives the clock's whole appearance.
enum TimerPhase: CaseIterable {
    case resting
    case lifted
    case tiltedLeft
    case tiltedRight
    case settled

    var scale: Double {
        switch self {
        case .lifted: 1.03
        case .resting, .tiltedLeft, .tiltedRight, .settled: 1
        }
    }

    var rotation: Angle {
        switch self {
        case .tiltedLeft: .degrees(-2)
        case .tiltedRight: .degrees(2)
        case .resting, .lifted, .settled: .zero
        }
    }

    var verticalOffset: Double {
        self == .lifted ? -8 : 0
    }

    /// The orange glow under the clock: strongest when lifted, fading as it settles, gone at rest.
    var shadowOpacity: Double {
        switch self {
        case .resting: 0
        case .lifted: 0.45
        case .tiltedLeft, .tiltedRight: 0.35
        case .settled: 0.2
        }
    }

    var shadowRadius: Double {
        switch self {
        case .resting: 0
        case .lifted: 12
        case .tiltedLeft, .tiltedRight: 9
        case .settled: 5
        }
    }

    /// How far below the clock the shadow falls (further the higher the clock is).
    var shadowOffset: Double {
        switch self {
        case .resting: 0
        case .lifted: 10
        case .tiltedLeft, .tiltedRight: 7
        case .settled: 3
        }
    }

    /// Springs to lift and settle, short eases for the tilts, and a smooth return to rest after
    /// holding still for 1.5 s.
    var animation: Animation {
        switch self {
        case .lifted: .spring(duration: 0.32, bounce: 0.4)
        case .tiltedLeft, .tiltedRight: .easeInOut(duration: 0.12)
        case .settled: .spring(duration: 0.36, bounce: 0.3)
        case .resting: .smooth(duration: 0.5).delay(1.5)
        }
    }
}

/// An alarm clock drawn with shapes: two bells, legs, a rimmed face and two hands.
struct ClockSymbol: View {
    var body: some View {
        ZStack {
            bell(x: -27)
            bell(x: 27)
            leg(x: -22, angle: 35)
            leg(x: 22, angle: -35)
            Circle().fill(PhasesPalette.clockFace).frame(width: 76, height: 76)
            Circle().stroke(PhasesPalette.clockRim, lineWidth: 6).frame(width: 76, height: 76)
            hand(length: 26, width: 4, angle: 0)          // minute hand at 12
            hand(length: 18, width: 5, angle: 120)        // hour hand at 4
            Circle().fill(PhasesPalette.clockHand).frame(width: 8, height: 8)
        }
        .frame(width: 110, height: 110)
    }

    private func bell(x: CGFloat) -> some View {
        Circle().fill(PhasesPalette.clockBell).frame(width: 26, height: 26).offset(x: x, y: -33)
    }

    private func leg(x: CGFloat, angle: Double) -> some View {
        Capsule().fill(PhasesPalette.clockRim).frame(width: 6, height: 16)
            .rotationEffect(.degrees(angle)).offset(x: x, y: 38)
    }

    /// A hand from the centre outwards: a capsule moved up by half its length, turned about the centre.
    private func hand(length: CGFloat, width: CGFloat, angle: Double) -> some View {
        Capsule().fill(PhasesPalette.clockHand).frame(width: width, height: length)
            .offset(y: -length / 2 + width / 2)
            .rotationEffect(.degrees(angle))
    }
}

/// The clock cycling through its phases for as long as it is shown.
struct AnimatedClock: View {
    var body: some View {
        ClockSymbol()
            .phaseAnimator(TimerPhase.allCases) { clock, phase in
                clock
                    .scaleEffect(phase.scale)
                    .rotationEffect(phase.rotation)
                    .offset(y: phase.verticalOffset)
                    .shadow(
                        color: .orange.opacity(phase.shadowOpacity),
                        radius: phase.shadowRadius,
                        y: phase.shadowOffset
                    )
            } animation: { phase in
                phase.animation
            }
    }
}

/// The seed's timer view: animated until acknowledged, static when Reduce Motion is on.
struct RepeatingTimerView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isAcknowledged = false

    var body: some View {
        Button {
            isAcknowledged = true
        } label: {
            if reduceMotion || isAcknowledged {
                ClockSymbol()
            } else {
                AnimatedClock()
            }
        }
    }
}

// MARK: - The offline save (triggered phase animator)

/// The document's phases: ready before the save, lifted above the tray, dropped into it.
enum OfflineSavePhase: CaseIterable {
    case ready
    case lifted
    case dropped

    var scale: Double {
        switch self {
        case .ready: 1
        case .lifted: 1.08
        case .dropped: 0.72
        }
    }

    var rotation: Angle {
        switch self {
        case .ready, .dropped: .zero
        case .lifted: .degrees(-6)
        }
    }

    var verticalOffset: Double {
        switch self {
        case .ready: 0
        case .lifted: -30
        case .dropped: 54
        }
    }

    var opacity: Double {
        switch self {
        case .ready, .lifted: 1
        case .dropped: 0.2
        }
    }

    /// A bouncy lift, a quick fall, then (after a pause in the tray) a fade back to ready.
    var animation: Animation {
        switch self {
        case .ready: .easeOut(duration: 0.3).delay(0.45)
        case .lifted: .spring(duration: 0.32, bounce: 0.35)
        case .dropped: .easeIn(duration: 0.28)
        }
    }
}

/// A page with a folded corner and a few lines of text, drawn with shapes.
struct DocumentSymbol: View {
    var body: some View {
        ZStack(alignment: .topLeading) {
            RoundedRectangle(cornerRadius: 6).fill(PhasesPalette.document)
            RoundedRectangle(cornerRadius: 6).stroke(PhasesPalette.documentEdge, lineWidth: 2)
            VStack(alignment: .leading, spacing: 7) {
                line(width: 30)
                line(width: 40)
                line(width: 36)
                line(width: 24)
            }
            .padding(EdgeInsets(top: 16, leading: 10, bottom: 0, trailing: 0))
        }
        .frame(width: 60, height: 76)
    }

    private func line(width: CGFloat) -> some View {
        Capsule().fill(PhasesPalette.documentEdge.opacity(0.5)).frame(width: width, height: 4)
    }
}

/// The save panel: the document above its tray, a Save button; Space saves too.
struct OfflineSaveView: View {
    @Environment(\.sceneTrigger) private var sceneTrigger
    @State private var saveCount = 0

    var body: some View {
        VStack(spacing: 18) {
            Text("Save offline").font(.headline)
            ZStack {
                RoundedRectangle(cornerRadius: 8).fill(PhasesPalette.trayBack)
                    .frame(width: 110, height: 40).offset(y: 62)
                DocumentSymbol()
                    .phaseAnimator(OfflineSavePhase.allCases, trigger: saveCount) { document, phase in
                        document
                            .scaleEffect(phase.scale)
                            .rotationEffect(phase.rotation)
                            .offset(y: phase.verticalOffset)
                            .opacity(phase.opacity)
                    } animation: { phase in
                        phase.animation
                    }
                RoundedRectangle(cornerRadius: 6).fill(PhasesPalette.trayFront)
                    .frame(width: 124, height: 22).offset(y: 82)
            }
            .frame(width: 140, height: 200)
            Button("Save") { saveCount += 1 }
        }
        .onChange(of: sceneTrigger) { _, _ in saveCount += 1 }
    }
}

// MARK: - Keyframes (independent tracks)

/// The animated values of the keyframe tile, each driven by its own track (Apple's example).
struct TileValues {
    var scale = 1.0
    var verticalStretch = 1.0
    var verticalTranslation = 0.0
    var angle = Angle.zero
}

/// A tile that wiggles, stretches, grows and jumps on four independent keyframe tracks, repeating;
/// static with Reduce Motion.
struct KeyframeTilePanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack(spacing: 18) {
            Text("Keyframes").font(.headline)
            ZStack {
                if reduceMotion {
                    KeyframeTile()
                } else {
                    KeyframeTile()
                        .keyframeAnimator(initialValue: TileValues()) { tile, value in
                            tile
                                .rotationEffect(value.angle)
                                .scaleEffect(value.scale)
                                .scaleEffect(y: value.verticalStretch)
                                .offset(y: value.verticalTranslation)
                        } keyframes: { _ in
                            KeyframeTrack(\.angle) {
                                CubicKeyframe(.zero, duration: 0.58)
                                CubicKeyframe(.degrees(16), duration: 0.125)
                                CubicKeyframe(.degrees(-16), duration: 0.125)
                                CubicKeyframe(.degrees(16), duration: 0.125)
                                CubicKeyframe(.zero, duration: 0.125)
                            }
                            KeyframeTrack(\.verticalStretch) {
                                CubicKeyframe(1.0, duration: 0.1)
                                CubicKeyframe(0.6, duration: 0.15)
                                CubicKeyframe(1.5, duration: 0.1)
                                CubicKeyframe(1.05, duration: 0.15)
                                CubicKeyframe(1.0, duration: 0.88)
                                CubicKeyframe(0.8, duration: 0.1)
                                CubicKeyframe(1.04, duration: 0.4)
                                CubicKeyframe(1.0, duration: 0.22)
                            }
                            KeyframeTrack(\.scale) {
                                LinearKeyframe(1.0, duration: 0.36)
                                SpringKeyframe(1.5, duration: 0.8, spring: .bouncy)
                                SpringKeyframe(1.0, spring: .bouncy)
                            }
                            KeyframeTrack(\.verticalTranslation) {
                                LinearKeyframe(0.0, duration: 0.1)
                                SpringKeyframe(20.0, duration: 0.15, spring: .bouncy)
                                SpringKeyframe(-60.0, duration: 1.0, spring: .bouncy)
                                SpringKeyframe(0.0, spring: .bouncy)
                            }
                        }
                }
            }
            .frame(width: 140, height: 200)
            Text("scale, rotation and offset on their own tracks").font(.caption)
        }
    }
}

/// A rounded tile with a dot off-centre, so its rotation shows.
struct KeyframeTile: View {
    var body: some View {
        ZStack(alignment: .topTrailing) {
            RoundedRectangle(cornerRadius: 12).fill(PhasesPalette.keyframeTile)
            Circle().fill(Color.white).frame(width: 12, height: 12).padding(8)
        }
        .frame(width: 56, height: 56)
    }
}
