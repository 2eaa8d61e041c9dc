#!/usr/bin/env python3
"""Peer for `storykit bench render`: decode a JPEG file with Pillow (which bundles libjpeg-turbo).

usage: pillow_decode.py <image.jpg> <runs>

On first use this script creates `Benchmarks/.venv-pillow` with `python3 -m venv`, installs
`requirements-pillow.txt` (a pinned Pillow wheel) into it from PyPI, and re-runs itself with the
venv's interpreter; later runs reuse the venv.

What is timed, per run: `Image.open(BytesIO(data))` then `im.load()` on bytes read once before
timing: the header parse and the full decode into Pillow's pixel storage. That is the closest
match to StoryKit's `ImageDecoder().decode(data)`, which parses the header and decodes with
libjpeg-turbo straight into a 4-byte-per-pixel BGRA surface: for an RGB JPEG, Pillow built with
libjpeg-turbo asks it for RGBX output, so `load()` also writes 4 bytes per pixel in one pass.
`im.convert("RGBA")` would add a second full pass over the pixels that our decoder does not make;
it is timed separately (`convert_ms`, load + convert) for reference and not used for the ratio.
One warm-up, then `runs` timed runs with time.perf_counter; the median.

Output, one line:

    ms=<median ms> convert_ms=<median ms with convert("RGBA")> width=<w> height=<h> mode=<mode>
        bytes=<file size> runs=<runs> pillow=<version> libjpeg=<libjpeg-turbo-version> center=<r>,<g>,<b>

`center` is the decoded pixel at (width / 2, height / 2), so the caller can check that both sides
decoded the same picture. Exit status 2 for bad arguments, 3 when Pillow cannot be installed.
"""

import io
import os
import statistics
import sys
import time

import peer_venv

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(os.path.dirname(HERE), ".venv-pillow")
REQUIREMENTS = os.path.join(HERE, "requirements-pillow.txt")


def log(message):
    print(f"pillow_decode.py: {message}", file=sys.stderr, flush=True)


def ensure_pillow():
    """Imports PIL, creating the venv and installing into it first when needed."""
    return peer_venv.ensure("PIL", VENV, REQUIREMENTS, log, __file__, accept_system_module=False)


def parse(argv):
    if len(argv) != 2:
        raise ValueError("expected two arguments")
    runs = int(argv[1])
    if runs < 1:
        raise ValueError("runs must be a positive integer")
    return argv[0], runs


def measure(data, runs, convert):
    from PIL import Image

    clock = time.perf_counter
    samples = []
    image = None
    for run in range(1 + runs):
        start = clock()
        image = Image.open(io.BytesIO(data))
        image.load()
        if convert:
            image = image.convert("RGBA")
        elapsed = clock() - start
        if run >= 1:
            samples.append(elapsed)
    return statistics.median(samples), image


def main(argv):
    try:
        path, runs = parse(argv)
    except ValueError as error:
        log(f"{error}\nusage: pillow_decode.py <image.jpg> <runs>")
        return 2
    if not ensure_pillow():
        return 3
    import PIL
    from PIL import features

    with open(path, "rb") as handle:
        data = handle.read()
    median, image = measure(data, runs, convert=False)
    convert_median, _ = measure(data, runs, convert=True)
    width, height = image.size
    red, green, blue = image.getpixel((width // 2, height // 2))[:3]
    if features.check_feature("libjpeg_turbo"):
        libjpeg = f"libjpeg-turbo-{features.version('libjpeg_turbo')}"
    else:
        libjpeg = f"libjpeg-{features.version('jpg')}"
    print(
        f"ms={median * 1e3:.3f} convert_ms={convert_median * 1e3:.3f} width={width} height={height} "
        f"mode={image.mode} bytes={len(data)} runs={runs} pillow={PIL.__version__} "
        f"libjpeg={libjpeg} center={red},{green},{blue}",
        flush=True,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
