import CSDL2
import Foundation

/// Finds out whether SDL's accelerated renderer would really draw on the CPU: OpenGL through
/// Mesa's llvmpipe, softpipe or swrast, as on a virtual machine, a remote desktop or Xvfb.
///
/// There an OpenGL present draws the whole window as a textured quad on the CPU every frame (on
/// llvmpipe, most of the player's time), while SDL's software renderer writes into the window's
/// own pixels and sends the display only the rectangles that changed. ``Window`` asks
/// ``openGLRendererOnCPU()`` before it chooses a renderer.
///
/// ```swift
/// SoftwareGLProbe.isCPU(glRenderer: "llvmpipe (LLVM 15.0.6, 256 bits)")   // true
/// SoftwareGLProbe.isCPU(glRenderer: "AMD Radeon RX 6600 (radeonsi)")     // false
/// ```
public enum SoftwareGLProbe {
    /// Words in an OpenGL `GL_RENDERER` string that name a rasterizer running on the CPU.
    public static let cpuRendererWords = ["llvmpipe", "softpipe", "swrast", "software rasterizer"]

    /// Whether `glRenderer` (OpenGL's `GL_RENDERER` string) names a CPU rasterizer
    /// (case-insensitive).
    ///
    /// ```swift
    /// SoftwareGLProbe.isCPU(glRenderer: "Software Rasterizer")   // true
    /// ```
    public static func isCPU(glRenderer: String) -> Bool {
        let lowered = glRenderer.lowercased()
        return cpuRendererWords.contains { lowered.contains($0) }
    }

    /// The `GL_RENDERER` string of SDL's accelerated renderer when it is OpenGL drawing on the CPU;
    /// nil when it is a GPU, not OpenGL, or there is none. Opens (and closes) a hidden 1 × 1
    /// window to ask, so the real window is never made an OpenGL one for nothing. SDL's video
    /// subsystem must be running.
    ///
    /// ```swift
    /// if let name = SoftwareGLProbe.openGLRendererOnCPU() { print("OpenGL draws on the CPU:", name) }
    /// ```
    public static func openGLRendererOnCPU() -> String? {
        guard let window = SDL_CreateWindow("", 0, 0, 1, 1, SDL_WINDOW_HIDDEN.rawValue) else { return nil }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue) else { return nil }
        defer { SDL_DestroyRenderer(renderer) }
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name,
              String(cString: name).hasPrefix("opengl"),
              let address = SDL_GL_GetProcAddress("glGetString") else { return nil }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glGetString = unsafeBitCast(address, to: GetString.self)
        let glRenderer: UInt32 = 0x1F01
        guard let text = glGetString(glRenderer) else { return nil }
        let string = String(cString: text)
        return isCPU(glRenderer: string) ? string : nil
    }
}
