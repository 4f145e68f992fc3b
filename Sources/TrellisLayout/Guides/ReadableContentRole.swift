import TrellisSolver

/// `readableContentGuide`: the margins guide, at most `readableWidth` wide and centred in it.
struct ReadableContentRole: GuideRole {
    var name: String { "readableContentGuide" }
    var basis: (any GuideRole)? { LayoutMarginsRole() }

    func place(_ guide: LayoutGuide, in owner: View, _ system: inout LayoutSystem) {
        let name = guide.name
        let margins = owner.layoutMarginsGuide
        let (x, y, w, h) = (system.x, system.y, system.w, system.h)
        system.require(x(guide) + 0.5 * w(guide), .equal, x(margins) + 0.5 * w(margins), .required, "\(name).centerX == \(margins.name).centerX")
        system.require(w(guide).expression, .lessThanOrEqual, LinearExpression(constant: readableWidth), .required, "\(name).width <= \(formatNumber(readableWidth))")
        system.require(w(guide).expression, .lessThanOrEqual, w(margins).expression, .required, "\(name).width <= \(margins.name).width")
        // Readable width unless the margins are narrower: above every user priority.
        system.require(w(guide).expression, .equal, w(margins).expression, LayoutSystem.systemLevel, "\(name).width == \(margins.name).width")
        system.require(y(guide).expression, .equal, y(margins).expression, .required, "\(name).top == \(margins.name).top")
        system.require(h(guide).expression, .equal, h(margins).expression, .required, "\(name).height == \(margins.name).height")
    }
}

/// The width a `readableContentGuide` never exceeds.
public let readableWidth = 672.0
