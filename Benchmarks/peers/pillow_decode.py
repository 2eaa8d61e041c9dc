#!/usr/bin/env python3
"""Peer for `storykit-bench render`: decode a JPEG file with Pillow (which bundles libjpeg-turbo).

usage: pillow_decode.py <image.jpg>

On first use this script creates `Benchmarks/.venv-pillow` with `python3 -m venv`, installs
`requirements-pillow.txt` (a pinned Pillow wheel) into it from PyPI, and re-runs itself with the
venv's interpreter; later runs reuse the venv.

What is timed, per run: `Image.open(BytesIO(data))` then `im.load()` on bytes read once before
timing: the header parse and the full decode into Pillow's pixel storage. That is the closest
match to StoryKit's `ImageDecoder().decode(data)`, which parses the header and decodes with
libjpeg-turbo straight into a 4-byte-per-pixel BGRA surface: for an RGB JPEG, Pillow built with
libjpeg-turbo asks it for RGBX output, so `load()` also writes 4 bytes per pixel in one pass.
`im.convert("RGBA")` would add a second full pass over the pixels that our decoder does not make;
the case `convert` times load + convert for reference (it is not used for the ratio).

After one warm-up decode the script serves batches (peer_batches.py) of the cases `load` and
`convert`; its ready line is

    ready width=<w> height=<h> mode=<mode> bytes=<file size> pillow=<version>
        libjpeg=<libjpeg-turbo-version> center=<r>,<g>,<b>

`center` is the decoded pixel at (width / 2, height / 2), so the caller can check that both sides
decoded the same picture. Exit status 2 for bad arguments, 3 when Pillow cannot be installed.
"""

import io
import os
import sys
import time

import peer_batches
import peer_venv

HERE = os.path.dirname(os.path.abspath(__file__))
VENV = os.path.join(os.path.dirname(HERE), ".venv-pillow")
REQUIREMENTS = os.path.join(HERE, "requirements-pillow.txt")


def log(message):
    print(f"pillow_decode.py: {message}", file=sys.stderr, flush=True)


def ensure_pillow():
    """Imports PIL, creating the venv and installing into it first when needed."""
    return peer_venv.ensure("PIL", VENV, REQUIREMENTS, log, __file__, accept_system_module=False)


def timer(data, convert):
    """A function of n that decodes n times and returns the run times in seconds."""
    from PIL import Image

    def time_runs(runs):
        clock = time.perf_counter
        times = []
        for _ in range(runs):
            start = clock()
            image = Image.open(io.BytesIO(data))
            image.load()
            if convert:
                image = image.convert("RGBA")
            times.append(clock() - start)
        return times

    return time_runs


def main(argv):
    if len(argv) != 1:
        log("expected one argument\nusage: pillow_decode.py <image.jpg>")
        return 2
    if not ensure_pillow():
        return 3
    import PIL
    from PIL import Image, features

    with open(argv[0], "rb") as handle:
        data = handle.read()
    image = Image.open(io.BytesIO(data))  # also the warm-up
    image.load()
    width, height = image.size
    red, green, blue = image.getpixel((width // 2, height // 2))[:3]
    if features.check_feature("libjpeg_turbo"):
        libjpeg = f"libjpeg-turbo-{features.version('libjpeg_turbo')}"
    else:
        libjpeg = f"libjpeg-{features.version('jpg')}"
    ready = {
        "width": width,
        "height": height,
        "mode": image.mode,
        "bytes": len(data),
        "pillow": PIL.__version__,
        "libjpeg": libjpeg,
        "center": f"{red},{green},{blue}",
    }
    del image
    return peer_batches.serve({"load": timer(data, False), "convert": timer(data, True)}, ready)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
