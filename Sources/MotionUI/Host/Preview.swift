import Foundation

/// Xcode's canvas preview, as SwiftUI's `#Preview`: Motion has no canvas, so a preview compiles and
/// adds nothing to the program — SwiftUI files keep their `#Preview` blocks unchanged. (Run the
/// view in a `ViewHost`, or in an app's `WindowGroup`, to see it.)
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Dark") { ContentView() }
/// ```
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
    #externalMacro(module: "MotionMacros", type: "PreviewMacro")
