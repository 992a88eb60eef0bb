import Foundation

/// The graph's `matchedGeometryEffect` views, grouped by namespace and id after every layout.
///
/// A group's source frame is remembered from one layout to the next, so a view that arrives
/// while another view of its group is still there (leaving under the same animated change, say)
/// starts at the frame the group had and animates to its own.
final class MatchedGeometryRegistry {
    /// A group: a namespace and an id.
    struct Key: Hashable {
        var namespace: Namespace.ID
        var id: AnyHashable
    }

    private var nodes: [MatchedGeometryNode] = []
    private var sourceFrames: [Key: CGRect] = [:]

    func register(_ node: MatchedGeometryNode) {
        nodes.append(node)
    }

    /// Matches every group after a layout: `transaction` animates the changes, unless a member
    /// was updated in this cycle (`cycleID`), whose own transaction then does.
    func resolve(transaction: Transaction, cycleID: Int) {
        guard !nodes.isEmpty else { return }
        nodes.removeAll { $0.isDetached }
        var groups: [Key: [MatchedGeometryNode]] = [:]
        for node in nodes { groups[node.matchKey, default: []].append(node) }
        var frames: [Key: CGRect] = [:]
        for (key, members) in groups {
            let source = members.last { $0.isMatchSource && !$0.isRemoving }
            let sourceFrame = source?.modelFrameInWindow
            let groupTransaction = members.first { $0.cycleID == cycleID }?.cycleTransaction ?? transaction
            let previous = members.count > 1 ? sourceFrames[key] : nil
            for node in members {
                node.match(source: sourceFrame, start: node.isMatched ? nil : previous, transaction: groupTransaction)
            }
            frames[key] = sourceFrame ?? sourceFrames[key]
        }
        sourceFrames = frames
    }
}
