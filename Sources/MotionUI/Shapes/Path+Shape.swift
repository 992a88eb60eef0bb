import Foundation

/// A `Path` is a shape, as in SwiftUI: drawn as it is, in its own coordinates, whatever frame it
/// is given (SwiftUI's `Path.path(in:)` returns the path unchanged), and not animatable.
///
/// ```swift
/// Path { $0.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40)) }.fill(Color.orange)
/// Text("tap").contentShape(Path(CGRect(x: 0, y: 0, width: 80, height: 30)))
/// ```
extension Path: Shape {
    public typealias AnimatableData = EmptyAnimatableData

    public func path(in rect: CGRect) -> Path { self }
}
