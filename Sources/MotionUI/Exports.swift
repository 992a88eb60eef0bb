// A view file needs one import: `import MotionUI` brings MotionCore and Foundation's geometry too.
@_exported import Foundation
@_exported import MotionCore
