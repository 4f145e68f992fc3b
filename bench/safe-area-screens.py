#!/usr/bin/env python3
"""Screens on a notched phone whose views below the root read the safe area they cover,
for the cost of laying a screen out again once those insets are known (format.md §3.1).

    bench/safe-area-screens.py reads N   N screens: a header's title on its top margin and
                                         a panel's button on its safe area's bottom, so
                                         each screen takes a second pass
    bench/safe-area-screens.py fixed N   the same frames from constants: one pass

Writes the document to standard output, one line.
"""
import json
import sys


def document(reads, count):
    views = [
        {"name": "header"},
        {"name": "title", "parent": "header", "type": "label", "intrinsic": [120, 21]},
        {"name": "body", "type": "label", "lines": 0, "intrinsic": [None, 400]},
        {"name": "panel"},
        {"name": "play", "parent": "panel", "intrinsic": [80, 30]},
    ]
    constraints = [
        "header.top == root.top", "header.leading == root.leading", "header.trailing == root.trailing",
        "header.height == 120",
        "title.top == header.topMargin" if reads else "title.top == header.top + 67",
        "title.leading == header.leadingMargin",
        "body.top == header.bottom + 8", "body.leading == root.leadingMargin", "body.trailing == root.trailingMargin",
        "panel.bottom == root.bottom", "panel.leading == root.leading", "panel.trailing == root.trailing",
        "panel.height == 100",
        "play.bottom == panel.safeAreaLayoutGuide.bottom" if reads else "play.bottom == panel.bottom - 34",
        "play.leading == panel.leading + 16",
    ]
    screens = [{"id": f"s{i}", "template": "Player", "size": [393, 852], "safeArea": [59, 0, 34, 0]} for i in range(count)]
    return {"format": "trellis/1", "id": "player", "templates": {"Player": {"views": views, "constraints": constraints}},
            "screens": screens}


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in ("reads", "fixed"):
        sys.exit(__doc__)
    json.dump(document(sys.argv[1] == "reads", int(sys.argv[2])), sys.stdout, separators=(",", ":"))
    print()
