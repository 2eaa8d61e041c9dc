#!/usr/bin/env python3
"""Peer for `storykit bench decode`: parse a feed file with the standard library's json module.

usage: python_json_decode.py <feed.json> <runs>

Reads the file once, parses it once to warm up, then times `runs` calls of json.loads on the
bytes with time.perf_counter and prints one line:

    mbps=<median MB/s> ms=<median ms> bytes=<document size> runs=<runs>

MB is 10^6 bytes. This measures parsing only (no validation, no model building). Only the
standard library is used, so no virtual environment is needed.
"""

import json
import statistics
import sys
import time


def main(argv):
    if len(argv) != 3:
        print("usage: python_json_decode.py <feed.json> <runs>", file=sys.stderr)
        return 2
    try:
        runs = int(argv[2])
    except ValueError:
        runs = 0
    if runs < 1:
        print("python_json_decode.py: runs must be a positive integer", file=sys.stderr)
        return 2
    with open(argv[1], "rb") as handle:
        data = handle.read()

    json.loads(data)  # warm-up
    samples = []
    for _ in range(runs):
        start = time.perf_counter()
        document = json.loads(data)
        samples.append(time.perf_counter() - start)
        del document

    median = statistics.median(samples)
    print(f"mbps={len(data) / 1e6 / median:.2f} ms={median * 1e3:.3f} bytes={len(data)} runs={runs}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
