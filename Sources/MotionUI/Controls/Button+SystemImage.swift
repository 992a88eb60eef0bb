import Foundation

extension Button where Label == MotionUI.Label<Text, Image> {
    /// A button labelled with a title and a symbol (a ``Label``: icon then title by default).
    ///
    /// ```swift
    /// Button("Add", systemImage: "plus") { count += 1 }
    /// ```
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { MotionUI.Label(titleKey, systemImage: systemImage) }
    }

    /// A button labelled with a title and a symbol.
    ///
    /// ```swift
    /// let title = "Share"
    /// Button(title, systemImage: "square.and.arrow.up") { share() }
    /// ```
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(action: action) { MotionUI.Label(title, systemImage: systemImage) }
    }
}
