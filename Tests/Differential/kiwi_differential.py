#!/usr/bin/env python3
"""Differential test: Trellis's solver against kiwi (the `kiwisolver` pip package).

Generates random raw constraint systems (format.md §8): required equalities and
inequalities, weighted optional constraints, edit variables, and some conflicting
required constraints; every variable also gets a weakly weighted preferred value, so
that each system has exactly one optimum. Solves each with kiwi and with `trellis solve`, then compares
every value (to 1e-6, relative above 1) and the set of constraints left out as
unsatisfiable.

kiwi can be left in a broken state when it rejects a constraint, so the oracle
rebuilds a fresh kiwi solver from the constraints it accepted so far: that is the
system Trellis must then be solving. kiwi also aborts the whole process ("The
objective is unbounded") when rounding noise fools its ratio test; the oracle runs in
a child process, and a system that kills it is reported as skipped.

usage: kiwi_differential.py [--trellis PATH] [--systems N] [--seed S]
"""
import argparse
import json
import os
import random
import subprocess
import sys
import tempfile

import kiwisolver as kiwi

STRENGTHS = ["required"] * 7 + ["strong"] * 3 + ["medium"] * 3 + ["weak"] * 3 + ["number"] * 4
COEFFICIENTS = [1, 1, 1, -1, -1, 2, -2, 0.5, 3, -0.25, 1.5]


def number_text(value):
    return repr(float(value)) if value != int(value) else str(int(value))


def random_side(rng, names):
    """A list of (coefficient, name) terms and a constant, and its text."""
    terms = [(rng.choice(COEFFICIENTS), rng.choice(names)) for _ in range(rng.randint(0, 3))]
    constant = rng.choice([0, 0, rng.randint(-100, 100), round(rng.uniform(-50, 50), 2)])
    parts = []
    for coefficient, name in terms:
        form = rng.randrange(4)
        if coefficient == 1:
            text = name
        elif coefficient == -1:
            text = "-" + name
        elif form == 0:
            text = f"{number_text(coefficient)}*{name}"
        elif form == 1:
            text = f"{name}*{number_text(coefficient)}"
        elif form == 2 and coefficient not in (0,) and (1 / coefficient) == int(1 / coefficient):
            text = f"{name}/{number_text(1 / coefficient)}"
        else:
            text = f"{number_text(coefficient)}*{name}"
        parts.append(text)
    if constant != 0 or not parts:
        parts.append(number_text(constant))
    text = parts[0]
    for part in parts[1:]:
        text += " - " + part[1:] if part.startswith("-") else " + " + part
    return terms, constant, text


def random_system(rng, index):
    names = [f"v{k}" for k in range(rng.randint(2, 8))]
    constraints = []
    for _ in range(rng.randint(2, 14)):
        lhs = random_side(rng, names)
        rhs = random_side(rng, names)
        if not lhs[0] and not rhs[0]:
            name = rng.choice(names)
            lhs = ([(1, name)], 0, name)
        op = rng.choice(["==", ">=", "<="])
        strength = rng.choice(STRENGTHS)
        if strength == "number":
            strength = round(rng.uniform(0.5, 5000), 3)
        constraints.append({"lhs": lhs, "rhs": rhs, "op": op, "strength": strength,
                            "expr": f"{lhs[2]} {op} {rhs[2]}"})
    # A soft anchor with a generic weight on every variable makes the optimum unique, so
    # the values are comparable at all: where several points are optimal, kiwi's pick
    # depends on the heap addresses of its variables, not on the system.
    for name in names:
        value = rng.randint(-100, 100)
        constraints.append({"lhs": ([(1, name)], 0, name), "rhs": ([], value, number_text(value)), "op": "==",
                            "strength": round(rng.uniform(0.001, 0.9), 6), "expr": f"{name} == {number_text(value)}"})
    edits = []
    for name in rng.sample(names, rng.randint(0, min(2, len(names)))):
        strength = rng.choice(["strong", "medium", "weak", round(rng.uniform(1, 900), 2)])
        edits.append({"variable": name, "strength": strength, "value": rng.randint(-100, 100)})
    return {"id": f"sys-{index}", "constraints": constraints, "edits": edits}


def document(system):
    return {
        "format": "trellis-system/1",
        "id": system["id"],
        "constraints": [{"expr": c["expr"], "strength": c["strength"]} for c in system["constraints"]],
        "edits": [dict(e) for e in system["edits"]],
    }


def first_appearance(system):
    order = []
    for c in system["constraints"]:
        for side in (c["lhs"], c["rhs"]):
            for _, name in side[0]:
                if name not in order:
                    order.append(name)
    for e in system["edits"]:
        if e["variable"] not in order:
            order.append(e["variable"])
    return order


def kiwi_solve(system):
    variables = {name: kiwi.Variable(name) for name in first_appearance(system)}

    def expression(side):
        terms, constant, _ = side
        total = constant
        for coefficient, name in terms:
            total = variables[name] * coefficient + total
        return total

    built = []
    for c in system["constraints"]:
        lhs, rhs = expression(c["lhs"]), expression(c["rhs"])
        relation = {"==": lhs == rhs, ">=": lhs >= rhs, "<=": lhs <= rhs}[c["op"]]
        built.append(relation | c["strength"])

    accepted, rejected = [], []
    solver = kiwi.Solver()
    for c, constraint in zip(system["constraints"], built):
        try:
            solver.addConstraint(constraint)
            accepted.append(constraint)
        except kiwi.UnsatisfiableConstraint:
            rejected.append(c["expr"])
            solver = kiwi.Solver()
            for kept in accepted:
                solver.addConstraint(kept)
    for e in system["edits"]:
        solver.addEditVariable(variables[e["variable"]], e["strength"])
        solver.suggestValue(variables[e["variable"]], e["value"])
    solver.updateVariables()
    return {name: v.value() for name, v in variables.items()}, rejected


def oracle_main(path, start):
    """Child process: kiwi's answers, one JSON line per system from `start` on."""
    with open(path) as source:
        systems = [json.loads(line) for line in source]
    for system in systems[start:]:
        values, rejected = kiwi_solve(system)
        print(json.dumps({"values": values, "rejected": rejected}), flush=True)


def oracle(systems, folder):
    """kiwi's answers for every system; None where kiwi died on it."""
    path = os.path.join(folder, "oracle-input.jsonl")
    with open(path, "w") as out:
        for system in systems:
            out.write(json.dumps(system) + "\n")
    answers = []
    while len(answers) < len(systems):
        child = subprocess.run([sys.executable, __file__, "--oracle", path, "--start", str(len(answers))],
                               capture_output=True, text=True)
        for line in child.stdout.splitlines():
            answer = json.loads(line)
            answers.append((answer["values"], answer["rejected"]))
        if child.returncode != 0 and len(answers) < len(systems):
            answers.append(None)
    return answers


def close(a, b):
    return abs(a - b) <= 1e-6 * max(1.0, abs(b))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trellis", default=os.environ.get("TRELLIS", ".build/debug/trellis"))
    parser.add_argument("--systems", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20261122)
    parser.add_argument("--oracle", help=argparse.SUPPRESS)
    parser.add_argument("--start", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.oracle:
        oracle_main(args.oracle, args.start)
        return 0

    rng = random.Random(args.seed)
    systems = [random_system(rng, index) for index in range(args.systems)]
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "systems.jsonl")
        with open(path, "w") as out:
            for system in systems:
                out.write(json.dumps(document(system)) + "\n")
        run = subprocess.run([args.trellis, "solve", path], capture_output=True, text=True)
        answers = oracle(systems, folder)
    if run.returncode not in (0,):
        print(run.stderr, file=sys.stderr)
        print(f"trellis solve exited {run.returncode}", file=sys.stderr)
    records = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]

    passed = failed = skipped = 0
    conflicts = 0
    for system, record, answer in zip(systems, records, answers):
        if answer is None:
            skipped += 1
            continue
        expected, rejected = answer
        conflicts += bool(rejected)
        problems = []
        if record.get("id") != system["id"]:
            problems.append(f"record order: got {record.get('id')}")
        if "error" in record:
            problems.append(f"error record {record['error']}")
        values = record.get("values", {})
        if list(values) != list(expected):
            problems.append(f"variables {list(values)} != {list(expected)}")
        for name, value in expected.items():
            if name in values and not close(values[name], value):
                problems.append(f"{name}: trellis {values[name]} kiwi {value}")
        broken = [issue["broken"] for issue in record.get("issues", []) if issue.get("kind") == "unsatisfiable"]
        if broken != rejected:
            problems.append(f"left out {broken}, kiwi left out {rejected}")
        if problems:
            failed += 1
            if failed <= 10:
                print(f"MISMATCH {system['id']}: " + "; ".join(problems))
                print("  " + json.dumps(document(system)))
        else:
            passed += 1
    failed += len(systems) - len(records)
    print(f"{len(systems)} systems, {conflicts} with conflicting required constraints, "
          f"{skipped} skipped because kiwi aborted on them")
    print(f"kiwi differential: {passed} passed, {failed} failed")
    return 0 if failed == 0 and run.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
