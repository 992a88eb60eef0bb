import Foundation

/// Where the copies of one ``GraphicsContext`` (or of one layer) record their commands: shared,
/// so a copy of a context draws into the same canvas.
final class CanvasRecorder {
    var operations: [CanvasOperation] = []
}
