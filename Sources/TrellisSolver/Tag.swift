/// Where a constraint lives in the tableau.
///
/// The marker is a symbol only this constraint's row ever contained (its slack, dummy or
/// positive error); `other` is its second error symbol, if any. A constraint's constant
/// `c` enters its original row as `expr + c + markerCoefficient·marker`, so changing `c`
/// by `δ` is the same as moving the marker by `δ / markerCoefficient`: that is how
/// constants change in place (see `Tableau.shiftConstant`).
struct Tag {
    let strength: Strength
    var marker: Symbol = .invalid
    var other: Symbol = .invalid
    var markerCoefficient: Double = 0
    var otherCoefficient: Double = 0
    /// The expression's constant as it stands in the tableau now.
    var constant: Double
    /// Order of addition; conflict sets are reported in this order.
    let sequence: Int
}
