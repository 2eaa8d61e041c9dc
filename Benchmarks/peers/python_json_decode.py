#!/usr/bin/env python3
"""Peer for `storykit-bench decode`: parse a feed file with orjson and with the standard json.

usage: python_json_decode.py <feed.json>

On first use this script creates `Benchmarks/.venv-json` with `python3 -m venv`, installs
`requirements-json.txt` (orjson) into it from PyPI and re-executes itself with the venv's
interpreter; later runs reuse the venv. When orjson cannot be installed (no network), the `orjson`
case is left out and the ready line says why; the `loads` case needs only the standard library.

Reads the file once and parses it once per parser to warm up, then serves batches
(peer_batches.py):
- `loads`: json.loads on the bytes;
- `orjson`: orjson.loads on the bytes.
Each run is timed with time.perf_counter around the call alone; the document is released outside
the timed region. The ready line is

    ready bytes=<document size> orjson=<version or "missing">

This measures parsing only (no validation, no model building). Exit status 2 for bad arguments.
"""

import json
import os
import sys
import time

import peer_batches
import peer_venv

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(os.path.dirname(HERE), ".venv-json")
REQUIREMENTS = os.path.join(HERE, "requirements-json.txt")


def log(message):
    print(f"python_json_decode.py: {message}", file=sys.stderr, flush=True)


def timer(data, parse):
    """A function of n that parses n times and returns the run times in seconds."""

    def time_runs(runs):
        clock = time.perf_counter
        times = []
        for _ in range(runs):
            start = clock()
            document = parse(data)
            times.append(clock() - start)
            del document
        return times

    return time_runs


def main(argv):
    if len(argv) != 2:
        print("usage: python_json_decode.py <feed.json>", file=sys.stderr)
        return 2
    with open(argv[1], "rb") as handle:
        data = handle.read()
    cases = {"loads": timer(data, json.loads)}
    version = "missing"
    if peer_venv.ensure("orjson", VENV, REQUIREMENTS, log, __file__, accept_system_module=False):
        import orjson

        cases["orjson"] = timer(data, orjson.loads)
        version = orjson.__version__
    for time_runs in cases.values():
        time_runs(1)  # warm-up
    return peer_batches.serve(cases, {"bytes": len(data), "orjson": version})


if __name__ == "__main__":
    sys.exit(main(sys.argv))
