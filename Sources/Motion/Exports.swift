// An app needs one import: `import Motion` brings MotionUI (views, MotionCore's animation maths,
// Foundation's geometry) and the app surface: `App`, `Scene`, `WindowGroup`.
@_exported import MotionUI
