// A view file needs one import: `import MotionUI` brings MotionCore and Foundation's geometry too.
@_exported import Foundation
@_exported import MotionCore
// `@Observable`, `withObservationTracking`: the toolchain's Observation module, as SwiftUI re-exports it.
@_exported import Observation
