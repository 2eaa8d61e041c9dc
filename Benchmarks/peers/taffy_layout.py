#!/usr/bin/env python3
"""Peer for `storykit-bench layout`: the same two trees laid out by Taffy, through `stretchable`.

usage: taffy_layout.py [--row N] [--tree N]

Taffy (https://github.com/DioxusLabs/taffy, Rust; version 0.7.7 inside stretchable 1.1.8) is a
CSS flexbox/grid engine. On first use this script creates `Benchmarks/.venv-layout` with
`python3 -m venv`, installs `requirements-layout.txt` into it from PyPI, and re-runs itself with
the venv's interpreter; later runs reuse the venv.

The trees (the same as StoryKit's side, see Benchmarks/README.md, `bench layout`):

- row:  a flex row (gap 8, padding 16, align-items start) of `--row` children of fixed size
        72 x 96 (flex-shrink 0); the root has the fixed size of its natural extent,
        (2*16 + N*72 + (N-1)*8) x (2*16 + 96).
- tree: a flex column (gap 2, padding 4, align-items start) of `--tree` flex rows (gap 2,
        padding 4, align-items start, auto size) of `--tree` children of fixed size 8 x 8
        (flex-shrink 0); the root has the fixed size of its natural extent.

What is timed: only Taffy's layout call, `taffylib.node_compute_layout(taffy, root, space)`,
the native entry point under `Node.compute_layout()` without the Python-side work around it
(wrapping the measure callback, which no node here uses, and `_update_layout()`, which walks the
tree in Python building Box objects). Taffy caches layouts per node, so before every run (warm-up
or timed) every node is marked dirty with `node_mark_dirty`, which clears its cache; that is
outside the timed region, as is building the trees. Rounding is off, as `compute_layout()`
leaves it by default.

Both trees are built and laid out 3 times to warm up; then the script prints the frames and
serves batches (peer_batches.py) of the cases `row` and `tree`:

    frame case=<row|tree> node=<name> x=<x> y=<y> w=<width> h=<height>   (relative to the parent)
    ready row=<node count> tree=<node count>

Exit status 2 for bad arguments, 3 when stretchable cannot be installed.
"""

import os
import sys
import time

import peer_batches
import peer_venv

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(os.path.dirname(HERE), ".venv-layout")
REQUIREMENTS = os.path.join(HERE, "requirements-layout.txt")
WARMUPS = 3


def log(message):
    print(f"taffy_layout.py: {message}", file=sys.stderr, flush=True)


def ensure_stretchable():
    """Imports stretchable, creating the venv and installing into it first when needed."""
    return peer_venv.ensure("stretchable", VENV, REQUIREMENTS, log, __file__, accept_system_module=True)


def parse(argv):
    options = {"--row": 1000, "--tree": 100}
    items = list(argv)
    while items:
        name = items.pop(0)
        if name not in options or not items:
            raise ValueError(f"bad option {name!r}")
        value = int(items.pop(0))
        if value < 1:
            raise ValueError(f"{name} must be positive")
        options[name] = value
    return options["--row"], options["--tree"]


def build_row(count):
    from stretchable import Node, Style
    from stretchable.style import PT, AlignItems, FlexDirection

    width = 2 * 16 + count * 72 + (count - 1) * 8
    height = 2 * 16 + 96
    root = Node(
        style=Style(
            flex_direction=FlexDirection.ROW,
            gap=8 * PT,
            padding=16 * PT,
            align_items=AlignItems.START,
            size=(width * PT, height * PT),
        )
    )
    leaf = Style(size=(72 * PT, 96 * PT), flex_shrink=0)  # one Style value, shared: building is not timed
    children = [Node(style=leaf) for _ in range(count)]
    root.extend(children)
    nodes = [root, *children]
    named = {"root": root, "first": children[0], "last": children[-1]}
    return root, nodes, named, (width, height)


def build_tree(side):
    from stretchable import Node, Style
    from stretchable.style import PT, AlignItems, FlexDirection

    row_width = 2 * 4 + side * 8 + (side - 1) * 2
    row_height = 2 * 4 + 8
    width = 2 * 4 + row_width
    height = 2 * 4 + side * row_height + (side - 1) * 2
    root = Node(
        style=Style(
            flex_direction=FlexDirection.COLUMN,
            gap=2 * PT,
            padding=4 * PT,
            align_items=AlignItems.START,
            size=(width * PT, height * PT),
        )
    )
    row_style = Style(flex_direction=FlexDirection.ROW, gap=2 * PT, padding=4 * PT, align_items=AlignItems.START)
    leaf = Style(size=(8 * PT, 8 * PT), flex_shrink=0)  # shared Style values: building is not timed
    nodes = [root]
    rows = []
    for _ in range(side):
        row = Node(style=row_style)
        leaves = [Node(style=leaf) for _ in range(side)]
        row.extend(leaves)
        rows.append((row, leaves))
        nodes.append(row)
        nodes.extend(leaves)
    root.extend([row for row, _ in rows])
    named = {
        "root": root,
        "row.first": rows[0][0],
        "row.last": rows[-1][0],
        "row.first.leaf.first": rows[0][1][0],
        "row.last.leaf.last": rows[-1][1][-1],
    }
    return root, nodes, named, (width, height)


class Case:
    """One tree, ready to be laid out from a cold cache as often as asked."""

    def __init__(self, name, root, nodes, named, size):
        from stretchable import taffylib
        from stretchable.context import taffy
        from stretchable.style.geometry.size import SizeAvailableSpace

        self.name = name
        self.named = named
        self.nodes = nodes
        self.pointer = taffy._ptr
        taffy.use_rounding = False
        self.root_id = root._node_id
        self.node_ids = [node._node_id for node in nodes]
        self.space = SizeAvailableSpace(*size).to_dict()
        self.taffylib = taffylib

    def time(self, runs):
        """Lays the tree out `runs` times, every cache cleared first; the run times in seconds."""
        mark_dirty = self.taffylib.node_mark_dirty
        compute = self.taffylib.node_compute_layout
        pointer, root_id, space = self.pointer, self.root_id, self.space
        clock = time.perf_counter
        times = []
        for _ in range(runs):
            for node_id in self.node_ids:
                mark_dirty(pointer, node_id)
            if not self.taffylib.node_dirty(pointer, root_id):
                raise RuntimeError("the root is not dirty after node_mark_dirty")
            start = clock()
            ok = compute(pointer, root_id, space)
            elapsed = clock() - start
            if not ok:
                raise RuntimeError("node_compute_layout failed")
            times.append(elapsed)
        return times

    def print_frames(self):
        layout = self.taffylib.PyLayout()
        for name, node in self.named.items():
            self.taffylib.node_get_layout(self.pointer, node._node_id, layout)
            print(
                f"frame case={self.name} node={name} x={layout.x:.4f} y={layout.y:.4f} "
                f"w={layout.width:.4f} h={layout.height:.4f}"
            )


def main(argv):
    try:
        row, tree = parse(argv)
    except ValueError as error:
        log(f"{error}\nusage: taffy_layout.py [--row N] [--tree N]")
        return 2
    if not ensure_stretchable():
        return 3
    cases = [Case("row", *build_row(row)), Case("tree", *build_tree(tree))]
    for case in cases:
        case.time(WARMUPS)
        case.print_frames()
    return peer_batches.serve(
        {case.name: case.time for case in cases}, {case.name: len(case.nodes) for case in cases}
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
