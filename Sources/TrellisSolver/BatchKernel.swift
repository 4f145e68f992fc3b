/// Evaluates an `AffineSolution` for eight instances at once, one per SIMD lane.
///
/// Each value is `base + Σ rate·Δp` over a handful of non-zero slopes, so a lane costs a
/// few fused multiply-adds; with `SIMD8<Double>` (two AVX2 registers) eight table rows
/// go through each slope together. Build with `-Xswiftc -target-cpu -Xswiftc haswell`
/// so `addingProduct` is a `vfmadd`, not a call to `fma()` per lane.
extension AffineSolution {
    public typealias Lanes = SIMD8<Double>

    /// Guard values must stay above this, the dual simplex's own tolerance (`nearZero`).
    @usableFromInline static let feasibilityTolerance = -1.0e-8

    /// Fills `outputs` (one `Lanes` per output) for parameter values `parameters` (one
    /// `Lanes` per parameter, absolute values) and returns which lanes are feasible in
    /// this basis. Lanes marked infeasible hold meaningless outputs.
    public func evaluate(_ parameters: UnsafeBufferPointer<Lanes>, into outputs: UnsafeMutableBufferPointer<Lanes>) -> SIMDMask<SIMD8<Int64>> {
        withUnsafeTemporaryAllocation(of: Lanes.self, capacity: origin.count) { deltas in
            for index in origin.indices { deltas[index] = parameters[index] - Lanes(repeating: origin[index]) }
            let delta = UnsafeBufferPointer(deltas)
            var feasible = SIMDMask<SIMD8<Int64>>(repeating: true)
            let floor = Lanes(repeating: Self.feasibilityTolerance)
            for row in 0..<guards.base.count { feasible .&= guards.value(row, delta) .> floor }
            for row in 0..<self.outputs.base.count { outputs[row] = self.outputs.value(row, delta) }
            return feasible
        }
    }
}

extension SparseAffineMap {
    /// The hot loop: `base[row] + Σ rate·Δ`, lane-parallel.
    @inline(__always)
    func value(_ row: Int, _ deltas: UnsafeBufferPointer<SIMD8<Double>>) -> SIMD8<Double> {
        var value = SIMD8<Double>(repeating: base[row])
        for j in Int(start[row])..<Int(start[row + 1]) {
            value.addProduct(deltas[Int(parameter[j])], SIMD8(repeating: rate[j]))
        }
        return value
    }
}
