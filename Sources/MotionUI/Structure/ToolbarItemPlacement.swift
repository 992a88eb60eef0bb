/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`. Motion has four places in a
/// page's bars: the leading and trailing ends of the top bar, its centre (`.principal`), and the
/// bottom bar; `.keyboard` items are not shown (there is no on-screen keyboard).
///
/// | placement | place |
/// |---|---|
/// | `.automatic`, `.primaryAction`, `.secondaryAction`, `.confirmationAction`, `.destructiveAction`, `.topBarTrailing`, `.navigationBarTrailing` | top bar, trailing |
/// | `.navigation`, `.cancellationAction`, `.topBarLeading`, `.navigationBarLeading` | top bar, leading (after the back button) |
/// | `.principal` | top bar, centre (instead of an inline title) |
/// | `.bottomBar`, `.status` | bottom bar |
///
/// ```swift
/// .toolbar { ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } } }
/// ```
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable { case leading, trailing, principal, bottom, hidden }
    let slot: Slot

    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    public static let principal = ToolbarItemPlacement(slot: .principal)
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    public static let status = ToolbarItemPlacement(slot: .bottom)
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}
