/// A `UIScrollView`: content and frame guides, and constraints from its edges to its
/// content attach to the content area.
struct ScrollViewKind: ViewKind {
    /// `contentInsetAdjustmentBehavior` other than `never`: the scroll view insets its
    /// content by its safe area's top and bottom and scrolls it down as far, so neither it
    /// nor its content has a safe area there in the content's coordinates
    /// (`SafeAreaPropagation`).
    var adjustsContentInset = true

    var guideRoles: [any GuideRole] { [ContentLayoutRole(), FrameLayoutRole()] }

    /// UIKit attaches a constraint between a scroll view's edges and its content to the
    /// scroll view's content area, not its frame; its width and height stay the frame's.
    func attachment(of view: View, _ attribute: LayoutAttribute, relatedTo other: LayoutItem?) -> LayoutItem {
        guard attribute.axis != .dimension,
              let content = other.flatMap({ ($0 as? View) ?? ($0 as? LayoutGuide)?.owningView }),
              content !== view, content.isDescendant(of: view) else { return view }
        return view.contentLayoutGuide
    }
}
