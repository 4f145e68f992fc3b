/// A stack view's spacer guides: the alignment spanner (UIKit's `_UILayoutSpacer`
/// 'UISV-alignment-spanner') and the gaps of the spreading distributions
/// (`_UIOLAGapGuide`). The stack's own constraints place them; as in UIKit, nobody else
/// names them, and they are never reported.
struct StackSpacerRole: GuideRole {
    let name: String

    static let spanner = StackSpacerRole(name: "UISV-alignment-spanner")

    /// The guide between the `number`-th visible view and the next.
    static func gap(_ number: Int) -> StackSpacerRole {
        StackSpacerRole(name: "UISV-distributing-\(number)")
    }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {}
}
