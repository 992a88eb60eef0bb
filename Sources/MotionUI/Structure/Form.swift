import Foundation

/// Controls grouped in sections, as SwiftUI's `Form`: on iOS 17 it looks like an `.insetGrouped`
/// ``List`` (whatever `.listStyle` says outside it).
///
/// ```swift
/// Form {
///     Section("Profile") { TextField("Name", text: $name) }
///     Section { Button("Sign out") { signOut() } }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// A form of the views of `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List { content }.listStyle(.insetGrouped)
    }
}
