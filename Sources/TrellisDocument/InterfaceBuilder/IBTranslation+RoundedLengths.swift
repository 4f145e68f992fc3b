import TrellisLayout

extension IBTranslation {
    /// `--label-sizes design`: views a required constraint keeps equally wide (or high),
    /// whose stored lengths differ by no more than a pixel, were laid out at one length
    /// that Interface Builder rounded to the pixel grid two ways. That length is off the
    /// grid, and UIKit's intrinsic sizes are on it (text is measured up to whole pixels),
    /// so none of the views is at its intrinsic size there: their stored lengths are the
    /// layout's, not their content's, and they take no intrinsic length along that axis
    /// (Akateason/calculate_8 Main.storyboard: twenty buttons of equal height stored
    /// 142.5 and 142 below a 38.5-high label; as intrinsic heights they would squeeze
    /// the label to 37).
    mutating func dropRoundedEqualLengths() {
        guard labelSizes == .design else { return }
        let index = Dictionary(spec.views.enumerated().map { ($0.element.name, $0.offset) }, uniquingKeysWith: { first, _ in first })
        for attribute in [LayoutAttribute.width, .height] {
            var groups = EqualGroups()
            for constraint in spec.constraints {
                guard constraint.first.attribute == attribute, let second = constraint.second, second.attribute == attribute,
                      constraint.relation == .equal, constraint.multiplier == 1, constraint.constant == 0,
                      constraint.priority == .required,
                      let a = index[constraint.first.item], let b = index[second.item] else { continue }
                groups.join(a, b)
            }
            for group in groups.members where group.count > 1 {
                let lengths = group.compactMap { storedLength(of: spec.views[$0], along: attribute) }
                guard lengths.count == group.count, let low = lengths.min(), let high = lengths.max(),
                      high > low, high - low <= 1 / scale + 1e-6 else { continue }
                for member in group {
                    if attribute == .width { spec.views[member].intrinsicWidth = nil } else { spec.views[member].intrinsicHeight = nil }
                }
            }
        }
    }

    /// The length of a view's stored alignment rect.
    private func storedLength(of view: ViewSpec, along attribute: LayoutAttribute) -> Double? {
        guard let frame = view.designFrame?.inset(by: view.alignmentInsets) else { return nil }
        return attribute == .width ? frame.width : frame.height
    }
}

/// Views joined by equal-length constraints, as disjoint groups (union–find).
private struct EqualGroups {
    private var parent: [Int: Int] = [:]

    /// The group's root; the path to it is shortened on the way, so a hostile chain of
    /// thousands of constraints stays linear.
    private mutating func root(_ item: Int) -> Int {
        var top = item
        while let next = parent[top], next != top { top = next }
        var item = item
        while let next = parent[item], next != top {
            parent[item] = top
            item = next
        }
        return top
    }

    mutating func join(_ a: Int, _ b: Int) {
        if parent[a] == nil { parent[a] = a }
        if parent[b] == nil { parent[b] = b }
        let (ra, rb) = (root(a), root(b))
        if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
    }

    /// Each group's members, in view order.
    var members: [[Int]] {
        var copy = self
        var groups: [Int: [Int]] = [:]
        for item in parent.keys.sorted() { groups[copy.root(item), default: []].append(item) }
        return groups.keys.sorted().map { groups[$0]! }
    }
}
