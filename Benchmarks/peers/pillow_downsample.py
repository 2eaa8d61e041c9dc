#!/usr/bin/env python3
"""Peer for `storykit-bench images` case `decode`: decode a JPEG downsampled for a target size.

usage: pillow_downsample.py <image.jpg> <target-width> <target-height>

Uses the venv of pillow_decode.py (`Benchmarks/.venv-pillow`, `requirements-pillow.txt`), made on
first use from PyPI.

What is timed, per run, on bytes read once before timing: `Image.open(BytesIO(data))`,
`draft("RGB", (target-width, target-height))` (libjpeg-turbo's scaled decoding at the largest of
1/8, 1/4, 1/2 that keeps both sides at least the target's), then `resize(covering, filter)`, which
decodes (load) and shrinks to the covering size: the smallest size with the JPEG's aspect ratio
that covers the target (aspect fill), worked out with the same integer arithmetic as StoryKit's
`ImageDecoder`. That is the same work as `ImageDecoder().decode(data, targetSize:)`.

The case names are Pillow's resampling filters, each timed the same way: `bicubic` (the one
compared with ours: StoryKit's resize is the same Keys cubic, a = -0.5, stretched by the scale
factor, and gives the same picture) and, for reference, `box`, `bilinear`, `lanczos`.

After one warm-up per case the script serves batches (peer_batches.py); its ready line is

    ready width=<w> height=<h> draft=<w>x<h> bytes=<file size> pillow=<version>
        libjpeg=<libjpeg-turbo-version> center=<r>,<g>,<b>

`width` and `height` are the result's size and `draft` the size libjpeg-turbo decoded at;
`center` is the result's pixel at (width / 2, height / 2) with the `bicubic` filter, so the caller can
check that both sides decoded the same picture. Exit status 2 for bad arguments, 3 when Pillow
cannot be installed.
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
    print(f"pillow_downsample.py: {message}", file=sys.stderr, flush=True)


def covering_size(width, height, target_width, target_height):
    """The smallest size at width:height covering the target, never larger than the image."""
    if target_width >= width or target_height >= height:
        return width, height
    if target_width * height >= target_height * width:
        return max(1, target_width), max(1, -(-target_width * height // width))
    return max(1, -(-target_height * width // height)), max(1, target_height)


def decode(data, target, covering, resample):
    from PIL import Image

    image = Image.open(io.BytesIO(data))
    image.draft("RGB", target)
    return image.resize(covering, resample)


def timer(data, target, covering, resample):
    """A function of n that decodes n times and returns the run times in seconds."""

    def time_runs(runs):
        clock = time.perf_counter
        times = []
        for _ in range(runs):
            start = clock()
            image = decode(data, target, covering, resample)
            times.append(clock() - start)
            del image
        return times

    return time_runs


def main(argv):
    if len(argv) != 3 or not argv[1].isdigit() or not argv[2].isdigit():
        log("expected three arguments\nusage: pillow_downsample.py <image.jpg> <target-width> <target-height>")
        return 2
    if not peer_venv.ensure("PIL", VENV, REQUIREMENTS, log, __file__, accept_system_module=False):
        return 3
    import PIL
    from PIL import Image, features

    with open(argv[0], "rb") as handle:
        data = handle.read()
    target = (int(argv[1]), int(argv[2]))
    full = Image.open(io.BytesIO(data))
    covering = covering_size(full.width, full.height, *target)
    full.draft("RGB", target)
    draft = full.size
    filters = {
        "box": Image.Resampling.BOX,
        "bilinear": Image.Resampling.BILINEAR,
        "bicubic": Image.Resampling.BICUBIC,
        "lanczos": Image.Resampling.LANCZOS,
    }
    for resample in filters.values():  # the warm-ups
        decode(data, target, covering, resample)
    image = decode(data, target, covering, filters["bicubic"])
    red, green, blue = image.getpixel((image.width // 2, image.height // 2))[:3]
    if features.check_feature("libjpeg_turbo"):
        libjpeg = f"libjpeg-turbo-{features.version('libjpeg_turbo')}"
    else:
        libjpeg = f"libjpeg-{features.version('jpg')}"
    ready = {
        "width": image.width,
        "height": image.height,
        "draft": f"{draft[0]}x{draft[1]}",
        "bytes": len(data),
        "pillow": PIL.__version__,
        "libjpeg": libjpeg,
        "center": f"{red},{green},{blue}",
    }
    del image, full
    cases = {name: timer(data, target, covering, resample) for name, resample in filters.items()}
    return peer_batches.serve(cases, ready)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
