// `import MotionSDL` brings the whole stack: MotionUI, MotionCore and Foundation.
@_exported import MotionUI
