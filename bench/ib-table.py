#!/usr/bin/env python3
"""table-ib-e2e's two sets from one `trellis gen --text` set: the same rows bound to
examples/interface-builder/PostCell.xib (an Interface Builder cell template), and to
the JSON template written by hand for that cell.

    bench/ib-table.py GEN_SET XIB OUT_IB OUT_JSON

Every document of GEN_SET keeps its id, table and rows (name, time, body); only its
styles and templates change. XIB is copied into OUT_IB's parent folder (inside OUT_IB
it would be solved too), and OUT_IB's documents name it by a path relative to themselves.
"""
import json
import os
import shutil
import sys

CELL = {"xib": "../PostCell.xib", "cell": "PostCell", "texts": {"Name": "$name", "Time": "$time", "Body": "$body"}}

# PostCell.xib as a document's template: its fonts as styles (the system font is the
# default family), its button's padding as content insets.
STYLES = {"name": {"size": 16, "weight": "bold"}, "time": {"textStyle": "footnote"}, "body": {"textStyle": "body"}, "button": {"size": 15}}
BY_HAND = {
    "views": [
        {"name": "avatar", "type": "image", "intrinsic": [44, 44], "hugging": [251, 251]},
        {"name": "name", "type": "label", "hugging": [251, 251], "text": "$name", "style": "name"},
        {"name": "time", "type": "label", "hugging": [252, 251], "compression": [751, 750], "text": "$time", "style": "time"},
        {"name": "body", "type": "label", "hugging": [251, 251], "lines": 0, "text": "$body", "style": "body"},
        {"name": "reply", "type": "button", "title": "Reply", "style": "button", "contentInsets": [6, 0, 6, 0]},
    ],
    "constraints": [
        "avatar.width == 44", "avatar.height == 44",
        "avatar.leading == superview.leadingMargin", "avatar.top == superview.topMargin",
        "superview.bottomMargin >= avatar.bottom",
        "name.leading == avatar.trailing + 12", "name.top == superview.topMargin",
        "time.leading >= name.trailing + 8", "superview.trailingMargin == time.trailing", "time.centerY == name.centerY",
        "body.top == name.bottom + 4", "body.leading == name.leading", "superview.trailingMargin == body.trailing",
        "reply.top == body.bottom + 4", "reply.leading == body.leading", "superview.bottomMargin == reply.bottom",
    ],
}


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
    gen_set, xib, out_ib, out_json = sys.argv[1:5]
    for folder in (out_ib, out_json):
        os.makedirs(folder, exist_ok=True)
    shutil.copy(xib, os.path.join(os.path.dirname(os.path.abspath(out_ib)), "PostCell.xib"))
    for name in sorted(os.listdir(gen_set)):
        if name.endswith(".jsonl"):
            rewrite(os.path.join(gen_set, name), os.path.join(out_ib, name), {}, CELL)
            rewrite(os.path.join(gen_set, name), os.path.join(out_json, name), STYLES, BY_HAND)


if __name__ == "__main__":
    main()
