#!/usr/bin/env python3
"""Inputs that grow in one dimension, for checking that cost grows linearly with them.

    bench/many-views.py independent N    one screen of N views, each placed on its own
    bench/many-views.py chained N        one screen of N views stacked top to bottom, each
                                         view's top 1 pt below the previous one's bottom
    bench/many-views.py expression N     a trellis-system/1 document whose one constraint
                                         sums N variables (N + 1 terms with the constant)
    bench/many-views.py kiwi-chained N   the chained screen's constraint system in the
                                         spec format of bench/workloads (README.md), the
                                         variables and constraints Trellis makes for it

Writes the document to standard output, one line.
"""
import json
import sys


def independent(count):
    views = [{"name": f"v{i}"} for i in range(count)]
    constraints = []
    for i in range(count):
        constraints += [f"v{i}.leading == superview.leading + {i % 300}",
                        f"v{i}.top == superview.top + {i % 800}",
                        f"v{i}.width == 20", f"v{i}.height == 10"]
    return screen(views, constraints)


def chained(count):
    views = [{"name": f"v{i}"} for i in range(count)]
    constraints = ["v0.top == superview.top"]
    for i in range(count):
        if i > 0:
            constraints.append(f"v{i}.top == v{i - 1}.bottom + 1")
        constraints += [f"v{i}.leading == superview.leading", f"v{i}.width == 20", f"v{i}.height == 10"]
    return screen(views, constraints)


def screen(views, constraints):
    return {"format": "trellis/1", "id": "many-views",
            "templates": {"Many": {"views": views, "constraints": constraints}},
            "screens": [{"id": "many", "template": "Many", "size": [390, 844]}]}


def expression(count):
    terms = " + ".join(f"x{i}" for i in range(count))
    return {"format": "trellis-system/1", "id": "long-expression",
            "constraints": [{"expr": f"{terms} + 1 == {count}"}]}


def kiwi_chained(count):
    """The system LayoutSystem builds for `chained(count)` (root pinned at 390 × 844,
    four variables per view: left, top, width, height in root coordinates)."""
    lines = [f"# chained-views: {count} views stacked, as `bench/many-views.py chained {count}` makes them.",
             "var root.left root.top root.width root.height"]
    lines += [f"var v{i}.left v{i}.top v{i}.width v{i}.height" for i in range(count)]
    lines += ["c required: root.left == 0", "c required: root.top == 0",
              "c required: root.width == 390", "c required: root.height == 844",
              "c required: v0.top == root.top"]
    for i in range(count):
        if i > 0:
            lines.append(f"c required: v{i}.top == v{i - 1}.top + v{i - 1}.height + 1")
        lines += [f"c required: v{i}.left == root.left", f"c required: v{i}.width == 20",
                  f"c required: v{i}.height == 10"]
    lines.append(f"output v{count - 1}.top")
    return "\n".join(lines) + "\n"


def main():
    makers = {"independent": independent, "chained": chained, "expression": expression}
    if len(sys.argv) != 3 or sys.argv[1] not in list(makers) + ["kiwi-chained"] or not sys.argv[2].isdigit():
        sys.exit(__doc__)
    kind, count = sys.argv[1], int(sys.argv[2])
    if kind == "kiwi-chained":
        sys.stdout.write(kiwi_chained(count))
    else:
        sys.stdout.write(json.dumps(makers[kind](count), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
