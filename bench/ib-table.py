#!/usr/bin/env python3
"""table-ib-e2e's two sets from one `trellis gen --text` set: the same rows bound to
examples/interface-builder/PostCell.xib (an Interface Builder cell template), and to
the JSON template written by hand for that cell.

    bench/ib-table.py GEN_SET XIB HAND_TEMPLATE OUT_IB OUT_JSON

HAND_TEMPLATE is Tests/Fixtures/InterfaceBuilder/PostCell.template.json: the cell's
JSON template and styles, written by hand.

Every document of GEN_SET keeps its id, table and rows (name, time, body); only its
styles and templates change. XIB is copied into OUT_IB's parent folder (inside OUT_IB
it would be solved too), and OUT_IB's documents name it by a path relative to themselves.
"""
import json
import os
import shutil
import sys

CELL = {"xib": "../PostCell.xib", "cell": "PostCell", "texts": {"Name": "$name", "Time": "$time", "Body": "$body"}}

def rewrite(source, target, styles, template):
    with open(source) as lines, open(target, "w") as out:
        for line in lines:
            if not line.strip():
                continue
            document = json.loads(line)
            document["styles"] = styles
            document["templates"] = {"TextPostCell": template}
            out.write(json.dumps(document, ensure_ascii=False, separators=(",", ":")) + "\n")


def main():
    gen_set, xib, hand_template, out_ib, out_json = sys.argv[1:6]
    with open(hand_template) as file:
        by_hand = json.load(file)
    for folder in (out_ib, out_json):
        os.makedirs(folder, exist_ok=True)
    shutil.copy(xib, os.path.join(os.path.dirname(os.path.abspath(out_ib)), "PostCell.xib"))
    for name in sorted(os.listdir(gen_set)):
        if name.endswith(".jsonl"):
            rewrite(os.path.join(gen_set, name), os.path.join(out_ib, name), {}, CELL)
            rewrite(os.path.join(gen_set, name), os.path.join(out_json, name), by_hand["styles"], by_hand["template"])


if __name__ == "__main__":
    main()
