import Foundation

/// A weak reference to a node, as the environment carries it (a strong one would keep a removed
/// subtree alive through its descendants' environments).
struct WeakNodeReference<Node: AnyObject> {
    weak var node: Node?
}

/// A node at which the navigation bar's search for titles and toolbars stops: another page, a
/// stack, a presentation.
protocol NavigationBoundary: AnyObject {}

private struct NavigationPageKey: EnvironmentKey { static let defaultValue: WeakNodeReference<NavigationPageNode>? = nil }
private struct NavigationStackKey: EnvironmentKey { static let defaultValue: WeakNodeReference<NavigationStackNode>? = nil }

extension EnvironmentValues {
    /// The page (of a navigation stack, or a standalone toolbar's) whose bar shows titles and
    /// toolbar items set below.
    var navigationPage: NavigationPageNode? {
        get { self[NavigationPageKey.self]?.node }
        set { self[NavigationPageKey.self] = newValue.map { WeakNodeReference(node: $0) } }
    }

    /// The stack that navigation links below push onto.
    var navigationStack: NavigationStackNode? {
        get { self[NavigationStackKey.self]?.node }
        set { self[NavigationStackKey.self] = newValue.map { WeakNodeReference(node: $0) } }
    }

    /// The environment a presentation's content starts from: no page, stack, list or alert around
    /// it, and `dismiss` set to `dismiss`.
    func presentationEnvironment(dismiss: @escaping () -> Void) -> EnvironmentValues {
        var environment = self
        environment.navigationPage = nil
        environment.navigationStack = nil
        environment.isInList = false
        environment.afterButtonAction = nil
        environment.dismiss = DismissAction(dismiss)
        return environment
    }
}
