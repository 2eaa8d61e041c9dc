#!/usr/bin/env python3
"""Peer for `storykit bench decode`: parse a feed file with the standard library's json module.

usage: python_json_decode.py <feed.json>

Reads the file once and parses it once to warm up, then serves batches (peer_batches.py): the one
case, `loads`, times json.loads on the bytes (time.perf_counter), releasing each document outside
the timed region. The ready line is

    ready bytes=<document size>

This measures parsing only (no validation, no model building). Only the standard library is
used, so no virtual environment is needed. Exit status 2 for bad arguments.
"""

import json
import sys
import time

import peer_batches


def main(argv):
    if len(argv) != 2:
        print("usage: python_json_decode.py <feed.json>", file=sys.stderr)
        return 2
    with open(argv[1], "rb") as handle:
        data = handle.read()
    json.loads(data)  # warm-up

    def loads(runs):
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            document = json.loads(data)
            times.append(time.perf_counter() - start)
            del document
        return times

    return peer_batches.serve({"loads": loads}, {"bytes": len(data)})


if __name__ == "__main__":
    sys.exit(main(sys.argv))
