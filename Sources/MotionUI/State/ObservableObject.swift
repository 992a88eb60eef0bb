import Foundation

/// A class whose changes views follow, as Combine's `ObservableObject` (Combine does not exist on
/// Linux; this is Motion's own, with the same spelling).
///
/// A view holding the object through ``StateObject``, ``ObservedObject`` or ``EnvironmentObject``
/// re-evaluates after every `objectWillChange.send()`, which every ``Published`` property sends
/// before it changes. A write inside `withAnimation` animates what the view changes.
///
/// ```swift
/// final class Score: ObservableObject {
///     @Published var points = 0
/// }
/// struct Board: View {
///     @StateObject private var score = Score()
///     var body: some View {
///         Text("\(score.points)").onTapGesture { withAnimation { score.points += 1 } }
///     }
/// }
/// ```
///
/// Rule where SwiftUI is silent: as in Combine, a class that declares no `objectWillChange` and
/// has no `@Published` property gets a publisher that nobody hears; write models on the thread
/// that drives the host.
public protocol ObservableObject: AnyObject {
    /// The publisher that sends before the object changes.
    associatedtype ObjectWillChangePublisher: _SubscribablePublisher = ObservableObjectPublisher
        where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The publisher shared by the object's `@Published` properties (found by reflection, and kept
    /// in them, the first time it is asked for, as Combine does).
    public var objectWillChange: ObservableObjectPublisher {
        var boxes: [PublishedBox] = []
        var mirror: Mirror? = Mirror(reflecting: self)
        while let current = mirror {
            for child in current.children {
                if let published = child.value as? PublishedProperty { boxes.append(published.box) }
            }
            mirror = current.superclassMirror
        }
        if let existing = boxes.lazy.compactMap(\.objectWillChange).first { return existing }
        let publisher = ObservableObjectPublisher()
        for box in boxes { box.objectWillChange = publisher }
        return publisher
    }
}
