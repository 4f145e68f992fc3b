/// The solver's current optimum as an affine function of some parameters: exact for
/// every parameter vector under which the current basis stays feasible.
///
/// Why this works: changing constants never changes the objective row, so the current
/// basis stays optimal as long as it stays feasible, and in a fixed basis every basic
/// value is affine in the constants (`x_B = B⁻¹ b`). The slopes need no extra algebra:
/// they are the rates at which `setConstant` moves each row (`constantResponse`). So
/// after one instance is solved, any other instance is `value = base + Σ rate·Δp`, and it
/// is valid iff every restricted basic row stays non-negative — the "guards". A lane
/// that breaks a guard needs a different basis: the caller solves it the scalar way.
public struct AffineSolution: Sendable {
    /// The parameter values the solver held when this was taken.
    public let origin: [Double]
    /// Values of the requested variables at `origin`, and their slopes.
    let outputs: SparseAffineMap
    /// Restricted basic rows that move with the parameters, and their slopes.
    let guards: SparseAffineMap

    public var outputCount: Int { outputs.base.count }
    public var guardCount: Int { guards.base.count }
}

/// `base[i] + Σ rate[j]·Δ[parameter[j]]` for j in `start[i] ..< start[i + 1]`.
struct SparseAffineMap: Sendable {
    var base: [Double] = []
    var start: [Int32] = [0]
    var parameter: [Int32] = []
    var rate: [Double] = []

    mutating func append(base value: Double, slopes: [(Int, Double)]) {
        base.append(value)
        for (index, slope) in slopes where slope != 0 {
            parameter.append(Int32(index))
            rate.append(slope)
        }
        start.append(Int32(parameter.count))
    }
}

extension Solver {
    /// The current optimum of `outputs` as an affine function of `parameters`, which
    /// the solver currently holds at `values`.
    public func affineSolution(parameters: [Parameter], values: [Double], outputs: [Variable]) -> AffineSolution {
        // The slopes of equations' constants are their dummies' coefficients.
        tableau.keepDummies()
        return tableau.affineSolution(parameters: parameters, values: values, outputs: outputs)
    }
}

extension Tableau {
    func affineSolution(parameters: [Parameter], values: [Double], outputs variables: [Variable]) -> AffineSolution {
        // Slopes of every basic row, by slot: d(row constant) / d(parameter).
        var slopes = [[(Int, Double)]](repeating: [], count: rows.count)
        for (index, parameter) in parameters.enumerated() {
            var perSlot: [Int: Double] = [:]
            for binding in parameter.bindings {
                guard let tag = tagOf[ObjectIdentifier(binding.constraint)] else { continue }
                switch constantResponse(tag) {
                case .basicRow(let slot, let rate):
                    perSlot[slot, default: 0] += rate * binding.factor
                case .rowsHolding(let marker, let scale):
                    for k in rows.indices where basics[k].isValid && rows[k].mayContain(marker) {
                        let coefficient = rows[k].coefficient(for: marker)
                        if coefficient != 0 { perSlot[k, default: 0] += coefficient * scale * binding.factor }
                    }
                }
            }
            for (slot, slope) in perSlot.sorted(by: { $0.key < $1.key }) { slopes[slot].append((index, slope)) }
        }
        var outputs = SparseAffineMap()
        for variable in variables {
            let symbol = externalSymbols[Int(variable.index)]
            let slot = symbol.isValid ? self.slot(of: symbol) : -1
            if slot >= 0 {
                outputs.append(base: rows[slot].constant, slopes: slopes[slot])
            } else {
                outputs.append(base: 0, slopes: [])
            }
        }
        var guards = SparseAffineMap()
        for slot in rows.indices where basics[slot].isValid && !basics[slot].isExternal && !slopes[slot].isEmpty {
            guards.append(base: rows[slot].constant, slopes: slopes[slot])
        }
        return AffineSolution(origin: values, outputs: outputs, guards: guards)
    }
}
