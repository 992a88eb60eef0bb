import Foundation

/// The node of a ``NavigationStack``: its pages as children (the root at index 0, each pushed page
/// keyed by its place and value), the destinations registered below, and the pushes and pops
/// links, back buttons and `dismiss` ask for.
final class NavigationStackNode: CompositeNodeBase, NavigationBoundary {
    /// A page pushed without a bound path (or whose value the path cannot hold).
    private struct Entry {
        let id: Int
        let value: AnyHashable?
        var destination: AnyView?
        /// The `navigationDestination(isPresented:)` that pushed it, and how to tell it the page left.
        var owner: ObjectIdentifier? = nil
        var didPop: (() -> Void)? = nil
    }

    private var view: NavigationStackView?
    private var entries: [Entry] = []
    private var nextID = 0
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// The page nodes in stack order, as they updated in the last pass.
    private var pageNodes: [NavigationPageNode] = []

    override var isLayoutTransparent: Bool { false }
    override var singleContent: ViewNode? { nil }

    override func update(view: Any, context: UpdateContext) {
        self.view = (view as! NavigationStackView)
        noteUpdate(context: context)
        updatePages(context: contextTakingPending(context))
    }

    override func refresh(context: UpdateContext) {
        guard let view else { return }
        update(view: view, context: context)
    }

    /// The pushed page at `index`: the path's values first, then the pages pushed here (read
    /// afresh, as destinations presented by the pages below may change while they update).
    private func page(at index: Int, bound: [AnyHashable]) -> (key: AnyHashable, content: AnyView)? {
        if index < bound.count {
            return (AnyHashable([AnyHashable(index), bound[index]]), destination(for: bound[index]))
        }
        guard entries.indices.contains(index - bound.count) else { return nil }
        let entry = entries[index - bound.count]
        return (AnyHashable("pushed \(entry.id)"), entry.destination ?? entry.value.map(destination(for:)) ?? AnyView(EmptyView()))
    }

    /// Set while the pages update: presented destinations changing then need no new update.
    private var isUpdatingPages = false

    private func updatePages(context: UpdateContext) {
        guard let view else { return }
        var inner = context
        inner.environment.navigationStack = self
        pageNodes = []
        let register: (NavigationPageNode) -> Void = { [weak self] page in self?.pageNodes.append(page) }
        isUpdatingPages = true
        beginChildUpdates()
        updateChild(key: .index(0), view: NavigationPage(content: view.rootPage, role: .root, register: register), context: inner)
        let bound = view.path?.values() ?? []
        var index = 0
        while let page = page(at: index, bound: bound) {
            let previous = pageNodes.last
            let popIndex = index
            updateChild(key: .id(page.key), view: NavigationPage(
                content: page.content, role: .pushed, backTitle: previous?.title,
                pop: { [weak self] in self?.pop(from: popIndex) },
                inheritedMode: previous?.resolvedMode ?? .large, register: register), context: inner)
            index += 1
        }
        endChildUpdates(context: context)
        isUpdatingPages = false
        let motion = PlatformAnimation.transaction(context.transaction)
        for (index, page) in pageNodes.enumerated() {
            page.setCovered(index < pageNodes.count - 1, transaction: motion)
        }
    }

    private func destination(for value: AnyHashable) -> AnyView {
        if let make = destinations[ObjectIdentifier(type(of: value.base))], let view = make(value) { return view }
        graphWarning("NavigationStack: no navigationDestination(for: \(type(of: value.base)).self); the page is empty")
        return AnyView(EmptyView())
    }

    // MARK: Requests from below

    /// Registers how values of type `type` become pages (`.navigationDestination(for:)`).
    func register(_ type: Any.Type, destination: @escaping (AnyHashable) -> AnyView?) {
        destinations[ObjectIdentifier(type)] = destination
    }

    /// Forgets the destination for `type`.
    func unregister(_ type: Any.Type) {
        destinations[ObjectIdentifier(type)] = nil
    }

    /// Pushes `value` (onto the bound path when it can hold it) under the current transaction.
    func push(value: AnyHashable) {
        if let path = view?.path, path.append(value) { return }
        pushEntry(value: value, destination: nil)
    }

    /// Pushes a page showing `destination`.
    func push(destination: AnyView) {
        pushEntry(value: nil, destination: destination)
    }

    private func pushEntry(value: AnyHashable?, destination: AnyView?) {
        entries.append(Entry(id: nextID, value: value, destination: destination))
        nextID += 1
        invalidate(transaction: Transaction.current)
    }

    /// Pops the pushed page at `index` (0 is the first above the root) and every page above it.
    func pop(from index: Int) {
        let bound = view?.path?.values().count ?? 0
        let keep = max(index - bound, 0)
        if keep < entries.count {
            let popped = entries[keep...]
            entries.removeLast(entries.count - keep)
            for entry in popped { entry.didPop?() }
            invalidate(transaction: Transaction.current)
        }
        if index < bound { view?.path?.removeLast(bound - index) }
    }

    /// Shows (`destination` set) or removes the page pushed by the presentation trait `owner`,
    /// under `transaction`; `didPop` tells the trait when the page is popped by other means.
    func setPresented(owner: ObjectIdentifier, destination: AnyView?, didPop: @escaping () -> Void, transaction: Transaction) {
        let index = entries.firstIndex { $0.owner == owner }
        switch (index, destination) {
        case (let index?, let destination?):
            entries[index].destination = destination
            if !isUpdatingPages { invalidate(transaction: transaction) }
        case (let index?, nil):
            entries.removeLast(entries.count - index)
            invalidate(transaction: transaction)
        case (nil, let destination?):
            entries.append(Entry(id: nextID, value: nil, destination: destination, owner: owner, didPop: didPop))
            nextID += 1
            invalidate(transaction: transaction)
        case (nil, nil):
            break
        }
    }

    // MARK: Layout and drawing

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func placeChildren(in size: CGSize, proposal: ProposedViewSize, transaction: Transaction) {
        NodeLayout.placeCentred(layoutChildren, in: CGRect(origin: .zero, size: size), transaction: transaction)
    }

    override func drawContent(into builder: inout DisplayListBuilder, size: CGSize) {
        builder.save()
        builder.clip(to: Path(CGRect(origin: .zero, size: size)))
        for child in children { child.draw(into: &builder) }
        builder.restore()
    }
}
