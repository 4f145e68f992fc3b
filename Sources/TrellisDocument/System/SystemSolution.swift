import TrellisLayout
import TrellisSolver

/// The solved values of a raw system and the issues met on the way (format.md §8).
public struct SystemSolution: Sendable, Equatable {
    /// Variable names in order of first appearance (constraints in order, then edits).
    public var names: [String]
    /// `values[i]` belongs to `names[i]`.
    public var values: [Double]
    public var issues: [Issue]
}

extension SystemDocument {
    /// Builds and solves the system the way a kiwi user would: variables made in order
    /// of first appearance (kiwi orders its symbols by creation, and a different order
    /// can pick a different optimum among equals), constraints added in document order,
    /// then each edit added and its value suggested.
    public func solve() throws(DocumentError) -> SystemSolution {
        let solver = Solver()
        var variables: [String: Variable] = [:]
        var names: [String] = []
        var handles: [Variable] = []
        func variable(_ name: String) -> Variable {
            if let known = variables[name] { return known }
            let made = solver.makeVariable()
            variables[name] = made
            names.append(name)
            handles.append(made)
            return made
        }

        var built: [Constraint] = []
        built.reserveCapacity(constraints.count)
        for entry in constraints {
            let terms = entry.relation.terms.map { Term(variable($0.name), $0.coefficient) }
            let constraint = Constraint(
                LinearExpression(terms, constant: entry.relation.constant), entry.relation.relation,
                strength: entry.strength, label: entry.text)
            built.append(constraint)
        }
        let editVariables = edits.map { variable($0.variable) }

        var issues: [Issue] = []
        for (index, constraint) in built.enumerated() {
            do {
                try solver.add(constraint)
            } catch {
                guard case .unsatisfiable(let broken, let conflict) = error else {
                    throw DocumentError(.solver, error.description, at: JSONPointer.root.appending("constraints").appending(index))
                }
                // Document order; conflicts are rare, so a scan beats indexing every constraint.
                let ordered = built[...index].filter { candidate in conflict.contains { $0 === candidate } }
                issues.append(.unsatisfiable(broken: broken.description, conflict: ordered.map(\.description)))
            }
        }
        for (index, edit) in edits.enumerated() {
            do {
                try solver.addEditVariable(editVariables[index], strength: edit.strength)
                try solver.suggestValue(edit.value, for: editVariables[index])
            } catch {
                throw DocumentError(.solver, error.description, at: JSONPointer.root.appending("edits").appending(index))
            }
        }

        var values: [Double] = []
        values.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            let value = solver.value(of: handles[index])
            guard value.isFinite else {
                throw DocumentError(.solver, "the solution for \"\(name)\" is not a finite number", at: .root)
            }
            values.append(value)
        }
        return SystemSolution(names: names, values: values, issues: issues)
    }
}
