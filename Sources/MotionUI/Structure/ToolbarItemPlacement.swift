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

    /// The default place: the top bar's trailing end.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The main action: trailing.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// A secondary action: trailing (Motion has no overflow menu).
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// Confirming a sheet ("Done", "Save"): trailing.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// A destructive action: trailing.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The top bar's trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The older name of `topBarTrailing`.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// Navigation controls: leading.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// Cancelling a sheet: leading.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The top bar's leading end (after the back button).
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The older name of `topBarLeading`.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The top bar's centre, instead of an inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// Status in the bottom bar.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// Above the keyboard: not shown (there is no on-screen keyboard).
    public static let keyboard = ToolbarItemPlacement(slot: .hidden)
}
