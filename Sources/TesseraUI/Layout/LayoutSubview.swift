/// A proxy that represents one subview of a layout: ask it for sizes, then place it.
///
/// Layouts run on the main actor, during the hosting view's layout pass; the proxies are
/// `Sendable` because ``Layout`` is, and are used only there.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    let element: any _LayoutElement
    let subviews: LayoutSubviews

    /// Asks the subview for its size.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { element.sizeThatFits(proposal) }
    }

    /// Asks the subview for its dimensions: its size and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        dimensions(size: sizeThatFits(proposal))
    }

    /// The value of the subview's guide at `size`: explicit, or the guide's default.
    func guide(_ key: _AlignmentKey, size: CGSize) -> CGFloat {
        MainActor.assumeIsolated { element.explicitAlignment(key, in: size) } ?? key.defaultValue(ViewDimensions(size: size))
    }

    /// The subview's dimensions at `size`.
    func dimensions(size: CGSize) -> ViewDimensions {
        ViewDimensions(size: size) { key in MainActor.assumeIsolated { self.element.explicitAlignment(key, in: size) } }
    }

    /// The layout priority of the subview.
    public var priority: Double {
        MainActor.assumeIsolated { element.layoutPriority }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        MainActor.assumeIsolated { element.spacing }
    }

    /// Assigns a position and proposed size to the subview: the subview takes the size it
    /// chooses for `proposal`, with its `anchor` point at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        MainActor.assumeIsolated {
            guard let placement = subviews.placement else { return }
            let size = element.sizeThatFits(proposal)
            let origin = CGPoint(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y)
            element.place(in: CGRect(origin: origin, size: size), proposal: proposal, placement)
        }
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.element === rhs.element
    }
}
