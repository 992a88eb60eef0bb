import Foundation

extension View {
    /// Adds `insets` on `edges` around the content of scroll views inside, as SwiftUI's (iOS 17)
    /// `contentMargins`: the content is laid out that much smaller across the scroll axis, starts
    /// that far in, and can scroll that far past its end; `containerRelativeFrame` and
    /// `.viewAligned` measure inside the margins.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.contentMargins(.horizontal, 24, for: .scrollContent)
    /// ```
    ///
    /// Rules where SwiftUI is silent: an inner `contentMargins` replaces an outer one on the edges
    /// it names; NaN, infinite or negative insets count as 0.
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let token = AnyHashable([insets.top, insets.leading, insets.bottom, insets.trailing, CGFloat(edges.rawValue),
                                 placement.insetsContent ? 1 : 0])
        return modifier(_EnvironmentTransformModifier(keyPath: \.scrollContentMargins, transform: { margins in
            guard placement.insetsContent else { return }
            func valid(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            if edges.contains(.top) { margins.top = valid(insets.top) }
            if edges.contains(.leading) { margins.leading = valid(insets.leading) }
            if edges.contains(.bottom) { margins.bottom = valid(insets.bottom) }
            if edges.contains(.trailing) { margins.trailing = valid(insets.trailing) }
        }, token: token))
    }

    /// Adds `length` points on `edges` around the content of scroll views inside (nil: Motion's
    /// default margin, 0).
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(.vertical, 40)
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                               for placement: ContentMarginPlacement = .automatic) -> some View {
        let length = length ?? 0
        return contentMargins(edges, EdgeInsets(top: length, leading: length, bottom: length, trailing: length), for: placement)
    }

    /// Adds `length` points on every edge around the content of scroll views inside.
    ///
    /// ```swift
    /// ScrollView { rows }.contentMargins(16)
    /// ```
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Lets scroll views inside draw their content beyond their bounds (it still scrolls within
    /// them, and only the bounds take drags), as SwiftUI's `scrollClipDisabled`.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cardsWithShadows }.scrollClipDisabled()
    /// ```
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
        environment(\.scrollClipDisabled, disabled)
    }

    /// Disables (or enables again) scrolling by the user in the scroll views and lists inside, as
    /// SwiftUI's: a drag or the wheel over them no longer moves them (the wheel goes on to a
    /// scroll view around them), while their content still takes taps and `ScrollViewReader`'s
    /// `scrollTo` still scrolls them. It sets ``EnvironmentValues/isScrollEnabled``; an inner
    /// `scrollDisabled` replaces an outer one.
    ///
    /// ```swift
    /// ScrollView { MyContent() }.scrollDisabled(isScrollDisabled)
    /// ```
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Sets the visibility of scroll indicators along `axes` for scroll views inside, as SwiftUI's
    /// `scrollIndicators` (Motion draws none; see ``ScrollIndicatorVisibility``).
    ///
    /// ```swift
    /// ScrollView(.horizontal) { cards }.scrollIndicators(.hidden)
    /// ```
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        let token = AnyHashable([visibility.description, String(axes.rawValue)])
        return modifier(_EnvironmentTransformModifier(keyPath: \.self, transform: { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }, token: token))
    }
}
