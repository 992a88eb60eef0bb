import MotionUI

// Seed 002, as written in the article (with `import MotionUI`). The article leaves out the clock
// symbol, the shadow values and the per-phase animations it describes; they are filled in here the
// way the player's `phases` scene does: springs to lift and settle, short eases for the tilts, and
// a smooth return to rest delayed by 1.5 s.

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

    var shadowOffset: Double {
        switch self {
        case .resting: 0
        case .lifted: 10
        case .tiltedLeft, .tiltedRight: 7
        case .settled: 3
        }
    }
}

struct ClockSymbol: View {
    var body: some View {
        ZStack {
            Circle().fill(Color.orange).frame(width: 26, height: 26).offset(x: -27, y: -33)
            Circle().fill(Color.orange).frame(width: 26, height: 26).offset(x: 27, y: -33)
            Circle().fill(Color.white).frame(width: 76, height: 76)
            Circle().stroke(Color.black, lineWidth: 6).frame(width: 76, height: 76)
            Capsule().fill(Color.black).frame(width: 4, height: 26).offset(y: -11)
        }
        .frame(width: 110, height: 110)
    }
}

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
                switch phase {
                case .lifted: .spring(duration: 0.32, bounce: 0.4)
                case .tiltedLeft, .tiltedRight: .easeInOut(duration: 0.12)
                case .settled: .spring(duration: 0.36, bounce: 0.3)
                case .resting: .smooth(duration: 0.5).delay(1.5)
                }
            }
    }
}

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
