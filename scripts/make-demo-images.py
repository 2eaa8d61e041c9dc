#!/usr/bin/env python3
"""Draw the demo feed images procedurally.

Writes PNG files into Examples/feeds/images/ (relative to the repository root). Only the Python
standard library is used: shapes are rasterised span by span with 4x vertical supersampling and
exact horizontal coverage, and the PNGs are written with zlib + struct. No photos, nothing is
downloaded, and the output is deterministic (same bytes on every run with the same zlib).

    python3 scripts/make-demo-images.py            # write all images
    python3 scripts/make-demo-images.py --list     # print the file names only

Sizes: icons 240x240, story images and video posters 540x960, banners 1080x540, swipe cards
600x800, products 300x300, stickers 240x240 (RGBA), player UI icons 64x64 (RGBA).
"""

import math
import os
import struct
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT_DIR = os.path.join(ROOT, "Examples", "feeds", "images")

SUBSAMPLES = 4  # vertical supersampling per pixel row

# --------------------------------------------------------------------------------------------
# Colours and a tiny deterministic random source
# --------------------------------------------------------------------------------------------


def hexc(s):
    s = s.lstrip("#")
    return (int(s[0:2], 16), int(s[2:4], 16), int(s[4:6], 16))


def mix(c0, c1, t):
    t = min(1.0, max(0.0, t))
    return tuple(int(round(a + (b - a) * t)) for a, b in zip(c0, c1))


def darker(c, f):
    return mix(c, (0, 0, 0), f)


def lighter(c, f):
    return mix(c, (255, 255, 255), f)


def stops_at(stops, t):
    """Colour at t in a list of (position, colour) stops sorted by position."""
    if t <= stops[0][0]:
        return stops[0][1]
    for (p0, c0), (p1, c1) in zip(stops, stops[1:]):
        if t <= p1:
            return mix(c0, c1, (t - p0) / (p1 - p0) if p1 > p0 else 1.0)
    return stops[-1][1]


def even_stops(*colours):
    n = len(colours) - 1
    return [(i / n, hexc(c) if isinstance(c, str) else c) for i, c in enumerate(colours)]


class Rng:
    """Linear congruential generator: tiny, deterministic, independent of Python's random."""

    def __init__(self, seed):
        self.state = (seed * 2654435761 + 1) & 0x7FFFFFFF

    def next(self):
        self.state = (self.state * 1103515245 + 12345) & 0x7FFFFFFF
        return self.state / 0x80000000

    def uniform(self, a, b):
        return a + (b - a) * self.next()

    def choice(self, items):
        return items[int(self.next() * len(items)) % len(items)]


def seed_of(name):
    return zlib.crc32(name.encode("utf-8"))


# --------------------------------------------------------------------------------------------
# Shapes: each reports its vertical extent and the horizontal spans covered at a given y
# --------------------------------------------------------------------------------------------


class Circle:
    def __init__(self, cx, cy, r):
        self.cx, self.cy, self.r = cx, cy, r
        self.ymin, self.ymax = cy - r, cy + r

    def spans(self, y):
        d = self.r * self.r - (y - self.cy) ** 2
        if d <= 0:
            return []
        s = math.sqrt(d)
        return [(self.cx - s, self.cx + s)]


class Ellipse:
    def __init__(self, cx, cy, rx, ry):
        self.cx, self.cy, self.rx, self.ry = cx, cy, rx, ry
        self.ymin, self.ymax = cy - ry, cy + ry

    def spans(self, y):
        v = 1 - ((y - self.cy) / self.ry) ** 2
        if v <= 0:
            return []
        s = self.rx * math.sqrt(v)
        return [(self.cx - s, self.cx + s)]


class Ring:
    def __init__(self, cx, cy, r_out, r_in):
        self.outer, self.inner = Circle(cx, cy, r_out), Circle(cx, cy, r_in)
        self.ymin, self.ymax = self.outer.ymin, self.outer.ymax

    def spans(self, y):
        o = self.outer.spans(y)
        if not o:
            return []
        i = self.inner.spans(y)
        if not i:
            return o
        return [(o[0][0], i[0][0]), (i[0][1], o[0][1])]


class RoundRect:
    def __init__(self, x0, y0, x1, y1, r=0.0):
        self.x0, self.y0, self.x1, self.y1 = x0, y0, x1, y1
        self.r = max(0.0, min(r, (x1 - x0) / 2, (y1 - y0) / 2))
        self.ymin, self.ymax = y0, y1

    def spans(self, y):
        if y < self.y0 or y >= self.y1:
            return []
        r = self.r
        inset = 0.0
        if r > 0:
            if y < self.y0 + r:
                dy = self.y0 + r - y
                inset = r - math.sqrt(max(0.0, r * r - dy * dy))
            elif y > self.y1 - r:
                dy = y - (self.y1 - r)
                inset = r - math.sqrt(max(0.0, r * r - dy * dy))
        return [(self.x0 + inset, self.x1 - inset)]


class Poly:
    """Any simple or self-intersecting polygon, filled with the even-odd rule."""

    def __init__(self, points):
        self.edges = []
        n = len(points)
        for i in range(n):
            (x0, y0), (x1, y1) = points[i], points[(i + 1) % n]
            if y0 == y1:
                continue
            if y0 > y1:
                x0, y0, x1, y1 = x1, y1, x0, y0
            self.edges.append((y0, y1, x0, (x1 - x0) / (y1 - y0)))
        self.ymin = min(p[1] for p in points)
        self.ymax = max(p[1] for p in points)

    def spans(self, y):
        xs = sorted(x0 + (y - y0) * k for y0, y1, x0, k in self.edges if y0 <= y < y1)
        return [(xs[i], xs[i + 1]) for i in range(0, len(xs) - 1, 2)]


class Union:
    """Several shapes filled as one (overlaps are not double-blended)."""

    def __init__(self, shapes):
        self.shapes = shapes
        self.ymin = min(s.ymin for s in shapes)
        self.ymax = max(s.ymax for s in shapes)

    def spans(self, y):
        spans = sorted(sp for s in self.shapes for sp in s.spans(y) if sp[1] > sp[0])
        merged = []
        for a, b in spans:
            if merged and a <= merged[-1][1]:
                if b > merged[-1][1]:
                    merged[-1] = (merged[-1][0], b)
            else:
                merged.append((a, b))
        return merged


def rect_poly(cx, cy, w, h, angle_deg):
    a = math.radians(angle_deg)
    ca, sa = math.cos(a), math.sin(a)
    pts = []
    for dx, dy in ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2)):
        pts.append((cx + dx * ca - dy * sa, cy + dx * sa + dy * ca))
    return Poly(pts)


def regular_poly(cx, cy, r, n, angle_deg=-90.0):
    return Poly(
        [
            (cx + r * math.cos(math.radians(angle_deg + 360.0 * i / n)),
             cy + r * math.sin(math.radians(angle_deg + 360.0 * i / n)))
            for i in range(n)
        ]
    )


def star_poly(cx, cy, r_out, r_in, n, angle_deg=-90.0):
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(angle_deg + 180.0 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return Poly(pts)


def wave_band(w, y_top, amp, wavelength, phase, y_bottom, steps=48):
    """The area between a sine curve and y_bottom (a horizontal line), across the width w."""
    pts = []
    for i in range(steps + 1):
        x = -2 + (w + 4) * i / steps
        pts.append((x, y_top + amp * math.sin(2 * math.pi * x / wavelength + phase)))
    pts.append((w + 2, y_bottom))
    pts.append((-2, y_bottom))
    return Poly(pts)


# --------------------------------------------------------------------------------------------
# The image: rows of bytes, gradients, span filling with coverage, PNG output
# --------------------------------------------------------------------------------------------


class Image:
    def __init__(self, w, h, alpha=False):
        self.w, self.h = w, h
        self.ch = 4 if alpha else 3
        self.rows = [bytearray(w * self.ch) for _ in range(h)]
        self._tables = {}

    def _px(self, c):
        return bytes(c) + (b"\xff" if self.ch == 4 else b"")

    # Backgrounds ---------------------------------------------------------------------------

    def vertical(self, stops):
        for y in range(self.h):
            t = y / (self.h - 1) if self.h > 1 else 0.0
            self.rows[y][:] = self._px(stops_at(stops, t)) * self.w

    def diagonal(self, stops, flip=False):
        """Gradient along x + y (top-left to bottom-right), or along x - y when flip is set."""
        n = self.w + self.h - 1
        base = b"".join(self._px(stops_at(stops, i / (n - 1))) for i in range(n))
        ch = self.ch
        for y in range(self.h):
            start = (self.h - 1 - y) if flip else y
            self.rows[y][:] = base[start * ch:(start + self.w) * ch]

    # Filling ----------------------------------------------------------------------------------

    def _table(self, channel_value, q):
        key = (channel_value, q)
        t = self._tables.get(key)
        if t is None:
            t = bytes((v * (255 - q) + channel_value * q + 127) // 255 for v in range(256))
            self._tables[key] = t
        return t

    def _run(self, row, s, e, colour, a):
        if e <= s or a <= 0.002:
            return
        ch = self.ch
        q = int(round(min(1.0, a) * 255))
        if q >= 255:
            row[s * ch:e * ch] = self._px(colour) * (e - s)
            return
        if ch == 3:
            for c in range(3):
                sl = slice(s * 3 + c, e * 3, 3)
                row[sl] = row[sl].translate(self._table(colour[c], q))
            return
        # RGBA: source-over compositing, pixel by pixel (only stickers and UI icons use this).
        fa = q / 255.0
        for x in range(s, e):
            i = x * 4
            da = row[i + 3] / 255.0
            oa = fa + da * (1 - fa)
            if oa <= 0:
                continue
            for c in range(3):
                row[i + c] = int(round((colour[c] * fa + row[i + c] * da * (1 - fa)) / oa))
            row[i + 3] = int(round(oa * 255))

    def fill(self, shape, colour, alpha=1.0):
        if isinstance(colour, str):
            colour = hexc(colour)
        y0 = max(0, int(math.floor(shape.ymin)))
        y1 = min(self.h, int(math.ceil(shape.ymax)))
        w = float(self.w)
        for y in range(y0, y1):
            level = {}
            partial = {}
            for k in range(SUBSAMPLES):
                for a, b in shape.spans(y + (k + 0.5) / SUBSAMPLES):
                    a = max(a, 0.0)
                    b = min(b, w)
                    if b <= a:
                        continue
                    ia, ib = int(a), int(b)
                    if ia == ib:
                        partial[ia] = partial.get(ia, 0.0) + (b - a)
                        continue
                    start = ia
                    if a > ia:
                        partial[ia] = partial.get(ia, 0.0) + (ia + 1 - a)
                        start = ia + 1
                    if ib > start:
                        level[start] = level.get(start, 0) + 1
                        level[ib] = level.get(ib, 0) - 1
                    if b > ib:
                        partial[ib] = partial.get(ib, 0.0) + (b - ib)
            if not level and not partial:
                continue
            row = self.rows[y]
            points = sorted(set(level) | set(partial) | {p + 1 for p in partial})
            cur = 0
            for i, p in enumerate(points):
                cur += level.get(p, 0)
                seg = p
                if p in partial:
                    cov = min(1.0, (cur + partial[p]) / SUBSAMPLES)
                    if p < self.w:
                        self._run(row, p, p + 1, colour, alpha * cov)
                    seg = p + 1
                if i + 1 == len(points):
                    break
                nxt = min(points[i + 1], self.w)
                if cur > 0 and nxt > seg:
                    self._run(row, seg, nxt, colour, alpha * min(1.0, cur / SUBSAMPLES))

    def glow(self, cx, cy, r, colour, strength=0.5, steps=10):
        """A soft radial glow: concentric translucent discs."""
        per = 1 - (1 - strength) ** (1.0 / steps)
        for i in range(steps):
            self.fill(Circle(cx, cy, r * (1 - i / steps)), colour, per)

    # Output -------------------------------------------------------------------------------------

    def png(self):
        colour_type = 6 if self.ch == 4 else 2
        raw = b"".join(b"\x00" + bytes(r) for r in self.rows)

        def chunk(tag, data):
            return (struct.pack(">I", len(data)) + tag + data
                    + struct.pack(">I", zlib.crc32(tag + data) & 0xFFFFFFFF))

        return (b"\x89PNG\r\n\x1a\n"
                + chunk(b"IHDR", struct.pack(">IIBBBBB", self.w, self.h, 8, colour_type, 0, 0, 0))
                + chunk(b"IDAT", zlib.compress(raw, 9))
                + chunk(b"IEND", b""))


# --------------------------------------------------------------------------------------------
# Palettes
# --------------------------------------------------------------------------------------------

# name: (gradient start, gradient end, motif colour)
PALETTES = {
    "rose":    ("#FF2D55", "#FF9500", "#FFF4E6"),
    "ocean":   ("#0A84FF", "#5AC8FA", "#FFFFFF"),
    "flame":   ("#FF3B30", "#FFCC00", "#FFF8E1"),
    "magenta": ("#AF52DE", "#FF2D55", "#FFFFFF"),
    "indigo":  ("#5856D6", "#34AADC", "#F2F2FF"),
    "mint":    ("#00C7BE", "#34C759", "#F0FFF8"),
    "sunny":   ("#FFCC00", "#FF6F91", "#FFFFFF"),
    "camel":   ("#E6C9A8", "#9C6B3F", "#FFF9F0"),
    "emerald": ("#1B9E6B", "#A3E635", "#FFFFFF"),
    "navy":    ("#1E3A8A", "#60A5FA", "#EFF6FF"),
    "peach":   ("#FFB38A", "#FF5E62", "#FFF7F0"),
    "slate":   ("#8E9AAF", "#3A4256", "#F4F6FA"),
    "lilac":   ("#F7A8C4", "#A78BFA", "#FFFFFF"),
    "lagoon":  ("#0EA5E9", "#14B8A6", "#ECFEFF"),
    "lime":    ("#A3E635", "#0D9488", "#FFFFFF"),
    "steel":   ("#9CA3AF", "#4B5563", "#FDE68A"),
    "noir":    ("#2B2D42", "#8D99AE", "#EDF2F4"),
    "blush":   ("#FDE2E4", "#E8A0BF", "#7A3E5B"),
}


def dark_palette(p):
    a, b, m = (hexc(c) for c in p)
    return (darker(a, 0.62), darker(b, 0.72), mix(m, a, 0.55))


def palette(name, dark=False):
    p = tuple(hexc(c) for c in PALETTES[name])
    return dark_palette(PALETTES[name]) if dark else p


# --------------------------------------------------------------------------------------------
# Icons (240x240): a diagonal gradient with a simple geometric motif
# --------------------------------------------------------------------------------------------


def draw_icon(img, motif, pal):
    a, b, m = pal
    W = img.w
    s = W / 240.0
    img.diagonal([(0.0, a), (1.0, b)], flip=motif in ("stripes", "waves", "bolt"))
    c = W / 2
    if motif == "circle":
        img.fill(Circle(c, c, 70 * s), m, 0.95)
        img.fill(Circle(c + 38 * s, c - 38 * s, 26 * s), b, 0.9)
    elif motif == "stripes":
        for i in range(-3, 4):
            off = i * 52 * s
            img.fill(Poly([(c + off - 14 * s - 200 * s, c + 200 * s), (c + off + 14 * s - 200 * s, c + 200 * s),
                           (c + off + 14 * s + 200 * s, c - 200 * s), (c + off - 14 * s + 200 * s, c - 200 * s)]),
                     m, 0.55)
        img.fill(Circle(c, c, 40 * s), m, 0.95)
    elif motif == "flame":
        img.fill(Union([Circle(c, c + 30 * s, 50 * s),
                        Poly([(c - 50 * s, c + 30 * s), (c, c - 85 * s), (c + 50 * s, c + 30 * s)])]), m, 0.95)
        img.fill(Union([Circle(c, c + 42 * s, 26 * s),
                        Poly([(c - 26 * s, c + 42 * s), (c + 4 * s, c - 20 * s), (c + 26 * s, c + 42 * s)])]), b, 0.9)
    elif motif == "rings":
        for i, r in enumerate((92, 66, 40)):
            img.fill(Ring(c, c, r * s, (r - 12) * s), m, 0.45 + 0.25 * i)
        img.fill(Circle(c, c, 16 * s), m, 1.0)
    elif motif == "play":
        img.fill(Circle(c, c, 72 * s), m, 0.95)
        img.fill(Poly([(c - 22 * s, c - 36 * s), (c + 38 * s, c), (c - 22 * s, c + 36 * s)]), a, 1.0)
    elif motif == "diamond":
        img.fill(Poly([(c, c - 80 * s), (c + 80 * s, c), (c, c + 80 * s), (c - 80 * s, c)]), m, 0.9)
        img.fill(Poly([(c, c - 40 * s), (c + 40 * s, c), (c, c + 40 * s), (c - 40 * s, c)]), b, 0.85)
    elif motif == "dots":
        for iy in range(4):
            for ix in range(4):
                r = (10 + 4 * ((ix + iy) % 3)) * s
                img.fill(Circle((48 + ix * 48) * s, (48 + iy * 48) * s, r), m, 0.5 + 0.15 * ((ix * iy) % 4))
    elif motif == "triangle":
        img.fill(Poly([(c, c - 78 * s), (c + 84 * s, c + 66 * s), (c - 84 * s, c + 66 * s)]), m, 0.95)
        img.fill(Poly([(c, c - 20 * s), (c + 34 * s, c + 40 * s), (c - 34 * s, c + 40 * s)]), a, 0.9)
    elif motif == "star":
        img.fill(star_poly(c, c + 6 * s, 86 * s, 38 * s, 5), m, 0.95)
    elif motif == "bars":
        for i, frac in enumerate((0.55, 0.8, 0.4, 0.7)):
            x0 = (44 + i * 42) * s
            img.fill(RoundRect(x0, (196 - 150 * frac) * s, x0 + 28 * s, 196 * s, 8 * s), m, 0.9)
    elif motif == "sun":
        for i in range(12):
            img.fill(rect_poly(c, c, 12 * s, 190 * s, i * 15), m, 0.35)
        img.fill(Circle(c, c, 52 * s), m, 0.97)
    elif motif == "blocks":
        rng = Rng(7)
        x = 16 * s
        while x < W - 16 * s:
            bw = rng.uniform(26, 46) * s
            bh = rng.uniform(70, 170) * s
            img.fill(RoundRect(x, 210 * s - bh, min(W - 16 * s, x + bw), 210 * s, 4 * s), m, 0.55 + 0.3 * rng.next())
            x += bw + 8 * s
    elif motif == "waves":
        for i in range(4):
            img.fill(wave_band(W, (70 + i * 42) * s, 12 * s, 120 * s, i * 1.3, W + 2), m, 0.3)
    elif motif == "bolt":
        img.fill(Poly([(c + 20 * s, c - 90 * s), (c - 48 * s, c + 12 * s), (c - 4 * s, c + 12 * s),
                       (c - 20 * s, c + 90 * s), (c + 48 * s, c - 12 * s), (c + 4 * s, c - 12 * s)]), m, 0.95)
    elif motif == "checker":
        n = 6
        cell = W / n
        for iy in range(n):
            for ix in range(n):
                if (ix + iy) % 2 == 0:
                    img.fill(RoundRect(ix * cell, iy * cell, (ix + 1) * cell, (iy + 1) * cell), m, 0.35)
        img.fill(Ring(c, c, 60 * s, 44 * s), m, 0.95)
    elif motif == "heart":
        img.fill(Union([Circle(c - 34 * s, c - 18 * s, 40 * s), Circle(c + 34 * s, c - 18 * s, 40 * s),
                        Poly([(c - 72 * s, c - 4 * s), (c + 72 * s, c - 4 * s), (c, c + 82 * s)])]), m, 0.95)
    else:
        raise ValueError(motif)


# (file stem, motif, palette, also draw a dark variant)
ICONS = [
    ("new-in",    "circle",   "rose",    True),
    ("headlines", "stripes",  "ocean",   True),
    ("hot-deals", "flame",    "flame",   True),
    ("live",      "rings",    "magenta", True),
    ("seams",     "play",     "indigo",  False),
    ("nordlicht", "diamond",  "mint",    False),
    ("quiz",      "dots",     "sunny",   False),
    ("capsule",   "triangle", "camel",   False),
    ("offers-ar", "star",     "emerald", False),
    ("news-he",   "bars",     "navy",    False),
    ("brunch",    "sun",      "peach",   False),
    ("street",    "blocks",   "slate",   False),
    ("beauty",    "heart",    "lilac",   True),
    ("travel",    "waves",    "lagoon",  False),
    ("sneakers",  "bolt",     "lime",    False),
    ("qa",        "checker",  "steel",   False),
]

# --------------------------------------------------------------------------------------------
# Scenes (story images, posters, cards, banners)
# --------------------------------------------------------------------------------------------


def scene_sunset(img, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.vertical([(0.0, darker(a, 0.35)), (0.45, a), (0.7, b), (1.0, lighter(b, 0.3))])
    sx, sy = W * rng.uniform(0.3, 0.7), H * 0.6
    img.glow(sx, sy, W * 0.55, lighter(b, 0.6), 0.55)
    img.fill(Circle(sx, sy, W * 0.17), lighter(m, 0.2), 0.95)
    for i, (top, dark) in enumerate(((0.64, 0.35), (0.72, 0.5), (0.82, 0.65))):
        img.fill(wave_band(W, H * top, H * 0.025, W * rng.uniform(0.7, 1.3), rng.uniform(0, 6), H + 2),
                 darker(a, dark), 1.0)


def scene_studio(img, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.vertical([(0.0, lighter(a, 0.55)), (0.68, lighter(a, 0.25)), (0.681, lighter(b, 0.35)), (1.0, b)])
    aw = W * 0.56
    ax0 = (W - aw) / 2
    img.fill(Union([RoundRect(ax0, H * 0.3, ax0 + aw, H * 0.68), Circle(W / 2, H * 0.3, aw / 2)]), lighter(a, 0.7), 0.9)
    img.fill(Ellipse(W / 2, H * 0.74, W * 0.3, H * 0.03), darker(b, 0.25), 0.35)
    kind = rng.choice(("bottle", "bag", "orb"))
    cx = W / 2
    if kind == "bottle":
        img.fill(RoundRect(cx - W * 0.09, H * 0.45, cx + W * 0.09, H * 0.73, W * 0.03), m, 1.0)
        img.fill(RoundRect(cx - W * 0.045, H * 0.4, cx + W * 0.045, H * 0.455, W * 0.01), darker(b, 0.4), 1.0)
        img.fill(RoundRect(cx - W * 0.06, H * 0.55, cx + W * 0.06, H * 0.62, W * 0.01), a, 0.8)
    elif kind == "bag":
        img.fill(Ring(cx, H * 0.52, W * 0.11, W * 0.085), darker(b, 0.3), 1.0)
        img.fill(RoundRect(cx - W * 0.2, H * 0.52, cx + W * 0.2, H * 0.73, W * 0.04), b, 1.0)
        img.fill(RoundRect(cx - W * 0.2, H * 0.56, cx + W * 0.2, H * 0.575), darker(b, 0.25), 0.8)
    else:
        img.fill(Circle(cx, H * 0.6, W * 0.15), b, 1.0)
        img.fill(Circle(cx - W * 0.05, H * 0.6 - W * 0.05, W * 0.05), lighter(b, 0.6), 0.7)
        img.fill(RoundRect(cx - W * 0.18, H * 0.68, cx + W * 0.18, H * 0.74, W * 0.01), m, 1.0)


def scene_city(img, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.vertical([(0.0, darker(a, 0.6)), (0.6, darker(b, 0.2)), (1.0, b)])
    img.glow(W * 0.75, H * 0.18, W * 0.3, m, 0.35)
    img.fill(Circle(W * 0.75, H * 0.18, W * 0.07), m, 0.95)
    for layer, (base, dk, hmin, hmax) in enumerate(((0.78, 0.45, 0.15, 0.35), (0.86, 0.7, 0.1, 0.45))):
        x = -W * 0.02
        while x < W:
            bw = W * rng.uniform(0.09, 0.18)
            top = H * (base - rng.uniform(hmin, hmax))
            img.fill(RoundRect(x, top, x + bw, H + 1), darker(a, dk), 1.0)
            if layer == 1:
                wy = top + H * 0.02
                while wy < H * 0.95:
                    wx = x + bw * 0.15
                    while wx < x + bw * 0.8:
                        if rng.next() < 0.45:
                            img.fill(RoundRect(wx, wy, wx + bw * 0.15, wy + H * 0.012), m, 0.8)
                        wx += bw * 0.25
                    wy += H * 0.03
            x += bw + W * 0.01


def scene_waves(img, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.vertical([(0.0, lighter(b, 0.35)), (0.5, b), (1.0, darker(a, 0.2))])
    img.glow(W * rng.uniform(0.2, 0.8), H * 0.25, W * 0.45, m, 0.4)
    for i in range(6):
        y = H * (0.42 + i * 0.1)
        img.fill(wave_band(W, y, H * 0.02, W * rng.uniform(0.6, 1.2), rng.uniform(0, 6), H + 2),
                 mix(a, darker(a, 0.5), i / 5), 0.55)


def scene_confetti(img, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.diagonal([(0.0, a), (1.0, b)])
    for _ in range(36):
        x, y = W * rng.next(), H * rng.next()
        size = W * rng.uniform(0.02, 0.06)
        colour = rng.choice((m, lighter(a, 0.5), lighter(b, 0.5), darker(a, 0.3)))
        kind = rng.choice(("c", "r", "t"))
        if kind == "c":
            img.fill(Circle(x, y, size), colour, 0.9)
        elif kind == "r":
            img.fill(rect_poly(x, y, size * 2.2, size * 0.9, rng.uniform(0, 180)), colour, 0.9)
        else:
            img.fill(regular_poly(x, y, size * 1.3, 3, rng.uniform(0, 120)), colour, 0.9)
    img.fill(Circle(W / 2, H * 0.45, W * 0.28), m, 0.18)


def scene_blobs(img, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.diagonal([(0.0, a), (0.6, mix(a, b, 0.7)), (1.0, b)], flip=rng.next() < 0.5)
    for _ in range(5):
        r = W * rng.uniform(0.15, 0.45)
        img.fill(Circle(W * rng.next(), H * rng.next(), r), rng.choice((m, lighter(a, 0.4), darker(b, 0.3))), 0.22)
    img.fill(Ring(W * 0.5, H * 0.42, W * 0.3, W * 0.27), m, 0.7)


def scene_runway(img, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.vertical([(0.0, darker(a, 0.85)), (0.7, darker(a, 0.6)), (0.701, darker(b, 0.55)), (1.0, darker(b, 0.8))])
    for i in range(3):
        x = W * (0.2 + 0.3 * i)
        img.fill(Poly([(x - W * 0.03, -1), (x + W * 0.03, -1), (x + W * 0.26, H * 0.84), (x - W * 0.26, H * 0.84)]),
                 lighter(m, 0.3), 0.12)
    img.fill(Ellipse(W / 2, H * 0.84, W * 0.42, H * 0.035), m, 0.25)
    cx = W / 2 + W * rng.uniform(-0.06, 0.06)
    fig = darker(a, 0.9)
    img.fill(Circle(cx, H * 0.36, W * 0.045), fig, 1.0)
    img.fill(Poly([(cx - W * 0.06, H * 0.4), (cx + W * 0.06, H * 0.4), (cx + W * 0.14, H * 0.66),
                   (cx - W * 0.14, H * 0.66)]), fig, 1.0)
    img.fill(RoundRect(cx - W * 0.05, H * 0.66, cx - W * 0.015, H * 0.83, W * 0.01), fig, 1.0)
    img.fill(RoundRect(cx + W * 0.015, H * 0.66, cx + W * 0.05, H * 0.83, W * 0.01), fig, 1.0)
    img.fill(Poly([(cx - W * 0.06, H * 0.4), (cx + W * 0.06, H * 0.4), (cx + W * 0.14, H * 0.66),
                   (cx - W * 0.14, H * 0.66)]), b, 0.35)


def scene_columns(img, pal, rng):
    """Editorial / news: a clean gradient with column blocks and a focal circle."""
    a, b, m = pal
    W, H = img.w, img.h
    img.vertical([(0.0, b), (1.0, a)])
    for i in range(-6, 7):
        off = i * W * 0.22
        img.fill(Poly([(off, H + 1), (off + W * 0.08, H + 1), (off + W * 0.08 + H * 0.6, -1), (off + H * 0.6, -1)]),
                 m, 0.08)
    img.fill(RoundRect(W * 0.08, H * 0.12, W * 0.92, H * 0.52, W * 0.04), lighter(b, 0.2), 0.5)
    img.fill(Circle(W * rng.uniform(0.3, 0.7), H * 0.32, W * 0.16), m, 0.9)
    for i in range(4):
        img.fill(RoundRect(W * 0.08, H * (0.58 + i * 0.05), W * (0.92 - 0.12 * (i % 3)), H * (0.58 + i * 0.05) + H * 0.018,
                           H * 0.009), m, 0.3)


SCENES = {
    "sunset": scene_sunset,
    "studio": scene_studio,
    "city": scene_city,
    "waves": scene_waves,
    "confetti": scene_confetti,
    "blobs": scene_blobs,
    "runway": scene_runway,
    "columns": scene_columns,
}

# (file stem, scene, palette): 540x960 story images
STORIES = [
    ("story-new-in-1", "studio", "rose"),
    ("story-new-in-3", "studio", "blush"),
    ("story-new-in-4", "confetti", "rose"),
    ("story-headlines-1", "columns", "ocean"),
    ("story-headlines-3", "columns", "navy"),
    ("story-deals-1", "studio", "flame"),
    ("story-deals-2", "confetti", "flame"),
    ("story-live-2", "runway", "magenta"),
    ("story-nordlicht-1", "waves", "mint"),
    ("story-quiz-1", "blobs", "sunny"),
    ("story-quiz-2", "blobs", "peach"),
    ("story-quiz-3", "confetti", "sunny"),
    ("story-capsule-1", "studio", "camel"),
    ("story-capsule-2", "blobs", "camel"),
    ("story-capsule-4", "studio", "noir"),
    ("story-capsule-5", "columns", "camel"),
    ("story-offers-ar-1", "studio", "emerald"),
    ("story-offers-ar-2", "confetti", "emerald"),
    ("story-news-he-1", "columns", "navy"),
    ("story-news-he-2", "city", "navy"),
    ("story-brunch-1", "sunset", "peach"),
    ("story-brunch-2", "studio", "peach"),
    ("story-brunch-3", "blobs", "blush"),
    ("story-street-1", "city", "slate"),
    ("story-street-3", "city", "noir"),
    ("story-beauty-1", "studio", "lilac"),
    ("story-beauty-2", "blobs", "lilac"),
    ("story-beauty-3", "waves", "blush"),
    ("story-travel-1", "sunset", "lagoon"),
    ("story-travel-2", "waves", "lagoon"),
    ("story-sneakers-1", "city", "lime"),
    ("story-sneakers-2", "confetti", "lime"),
    ("story-qa-1", "blobs", "steel"),
]

# (file stem, scene, palette): 540x960 video posters (stories and the video feed)
POSTERS = [
    ("poster-new-in-lookbook", "runway", "rose"),
    ("poster-headlines-briefing", "city", "ocean"),
    ("poster-deals-haul", "studio", "flame"),
    ("poster-live-runway", "runway", "magenta"),
    ("poster-seams-1", "runway", "indigo"),
    ("poster-seams-2", "studio", "indigo"),
    ("poster-seams-3", "blobs", "indigo"),
    ("poster-capsule-try-on", "runway", "camel"),
    ("poster-street-2", "city", "steel"),
    ("poster-watch-denim", "runway", "navy"),
    ("poster-watch-skincare", "waves", "mint"),
    ("poster-watch-lisbon", "sunset", "peach"),
    ("poster-watch-sneakers", "city", "lime"),
    ("poster-watch-studio", "studio", "lilac"),
]

# --------------------------------------------------------------------------------------------
# Products (300x300) and the product objects reused on swipe cards
# --------------------------------------------------------------------------------------------


def draw_object(img, kind, pal, cx, cy, s):
    """A simple product silhouette centred at (cx, cy); s is the scale (1.0 fills ~300 px)."""
    a, b, m = pal
    dk = darker(b, 0.35)
    if kind == "bag":
        img.fill(Ring(cx, cy - 30 * s, 62 * s, 48 * s), dk, 1.0)
        img.fill(RoundRect(cx - 95 * s, cy - 30 * s, cx + 95 * s, cy + 95 * s, 18 * s), b, 1.0)
        img.fill(RoundRect(cx - 95 * s, cy - 5 * s, cx + 95 * s, cy + 5 * s), dk, 0.6)
        img.fill(RoundRect(cx - 14 * s, cy - 5 * s, cx + 14 * s, cy + 22 * s, 5 * s), m, 1.0)
    elif kind == "sneaker":
        img.fill(Union([Poly([(cx - 110 * s, cy + 40 * s), (cx - 100 * s, cy - 40 * s), (cx - 40 * s, cy - 50 * s),
                              (cx + 10 * s, cy - 10 * s), (cx + 110 * s, cy + 15 * s), (cx + 115 * s, cy + 40 * s)])]),
                 b, 1.0)
        img.fill(RoundRect(cx - 115 * s, cy + 38 * s, cx + 118 * s, cy + 62 * s, 10 * s), m, 1.0)
        for i in range(3):
            img.fill(rect_poly(cx - 45 * s + i * 22 * s, cy - 25 * s + i * 9 * s, 30 * s, 6 * s, 30), m, 0.9)
        img.fill(Poly([(cx - 10 * s, cy + 30 * s), (cx + 60 * s, cy - 5 * s), (cx + 70 * s, cy + 10 * s)]), dk, 0.7)
    elif kind == "sunglasses":
        img.fill(RoundRect(cx - 30 * s, cy - 20 * s, cx + 30 * s, cy - 8 * s, 6 * s), dk, 1.0)
        for side in (-1, 1):
            img.fill(Ellipse(cx + side * 62 * s, cy, 50 * s, 40 * s), dk, 1.0)
            img.fill(Ellipse(cx + side * 62 * s, cy, 40 * s, 31 * s), b, 1.0)
            img.fill(Ellipse(cx + side * 62 * s - 14 * s, cy - 12 * s, 12 * s, 7 * s), m, 0.6)
    elif kind == "dress":
        img.fill(Poly([(cx - 38 * s, cy - 95 * s), (cx + 38 * s, cy - 95 * s), (cx + 30 * s, cy - 20 * s),
                       (cx + 95 * s, cy + 110 * s), (cx - 95 * s, cy + 110 * s), (cx - 30 * s, cy - 20 * s)]), b, 1.0)
        img.fill(RoundRect(cx - 34 * s, cy - 30 * s, cx + 34 * s, cy - 16 * s, 4 * s), m, 0.9)
        img.fill(Poly([(cx - 20 * s, cy - 95 * s), (cx, cy - 70 * s), (cx + 20 * s, cy - 95 * s)]), a, 1.0)
    elif kind == "serum":
        img.fill(RoundRect(cx - 48 * s, cy - 40 * s, cx + 48 * s, cy + 105 * s, 16 * s), b, 1.0)
        img.fill(RoundRect(cx - 22 * s, cy - 78 * s, cx + 22 * s, cy - 38 * s, 6 * s), dk, 1.0)
        img.fill(Circle(cx, cy - 92 * s, 18 * s), dk, 1.0)
        img.fill(RoundRect(cx - 34 * s, cy + 10 * s, cx + 34 * s, cy + 60 * s, 6 * s), m, 0.9)
    elif kind == "watch":
        img.fill(RoundRect(cx - 32 * s, cy - 120 * s, cx + 32 * s, cy + 120 * s, 14 * s), dk, 1.0)
        img.fill(Circle(cx, cy, 70 * s), m, 1.0)
        img.fill(Ring(cx, cy, 70 * s, 58 * s), b, 1.0)
        img.fill(rect_poly(cx, cy - 20 * s, 6 * s, 40 * s, 0), dk, 1.0)
        img.fill(rect_poly(cx + 15 * s, cy, 30 * s, 6 * s, 0), dk, 1.0)
    elif kind == "trench":
        img.fill(Poly([(cx - 50 * s, cy - 110 * s), (cx + 50 * s, cy - 110 * s), (cx + 95 * s, cy - 80 * s),
                       (cx + 80 * s, cy + 115 * s), (cx - 80 * s, cy + 115 * s), (cx - 95 * s, cy - 80 * s)]), b, 1.0)
        img.fill(Poly([(cx - 50 * s, cy - 110 * s), (cx, cy - 40 * s), (cx + 50 * s, cy - 110 * s)]), a, 1.0)
        img.fill(RoundRect(cx - 88 * s, cy, cx + 88 * s, cy + 14 * s), dk, 0.8)
        for i in range(3):
            img.fill(Circle(cx - 20 * s, cy - 40 * s + i * 60 * s, 6 * s), dk, 1.0)
            img.fill(Circle(cx + 20 * s, cy - 40 * s + i * 60 * s, 6 * s), dk, 1.0)
    else:
        raise ValueError(kind)


# (file stem, object, palette)
PRODUCTS = [
    ("product-bag", "bag", "camel"),
    ("product-sneaker", "sneaker", "lime"),
    ("product-sunglasses", "sunglasses", "noir"),
    ("product-dress", "dress", "rose"),
    ("product-serum", "serum", "mint"),
    ("product-watch", "watch", "slate"),
]


def draw_product(img, kind, pal):
    a, b, m = pal
    W = img.w
    img.vertical([(0.0, lighter(a, 0.85)), (1.0, lighter(a, 0.6))])
    img.fill(Ellipse(W / 2, W * 0.86, W * 0.36, W * 0.04), darker(a, 0.3), 0.25)
    draw_object(img, kind, pal, W / 2, W * 0.5, W / 300.0 * 0.95)


# (file stem, scene, palette, product object or None): 600x800 swipe cards
CARDS = [
    ("card-trench", "studio", "camel", "trench"),
    ("card-bag", "blobs", "blush", "bag"),
    ("card-sneaker", "city", "lime", "sneaker"),
    ("card-longread", "columns", "navy", None),
    ("card-serum", "waves", "mint", "serum"),
]


def draw_card(img, scene, pal_name, obj, rng):
    pal = palette(pal_name)
    SCENES[scene](img, pal, rng)
    if obj:
        W, H = img.w, img.h
        img.fill(Circle(W / 2, H * 0.5, W * 0.36), lighter(pal[0], 0.75), 0.85)
        draw_object(img, obj, pal, W / 2, H * 0.5, W / 300.0 * 0.85)


# --------------------------------------------------------------------------------------------
# Banners (1080x540)
# --------------------------------------------------------------------------------------------


def draw_banner(img, style, pal, rng):
    a, b, m = pal
    W, H = img.w, img.h
    img.diagonal([(0.0, a), (1.0, b)])
    if style == "rings":
        for i in range(5):
            r = H * (0.9 - i * 0.15)
            img.fill(Ring(W * 0.78, H * 0.5, r, r - H * 0.05), m, 0.25 + 0.12 * i)
        img.fill(Circle(W * 0.78, H * 0.5, H * 0.2), m, 0.95)
    elif style == "stripes":
        for i in range(-4, 14):
            x = i * W * 0.09
            img.fill(Poly([(x, H + 1), (x + W * 0.035, H + 1), (x + W * 0.035 + H, -1), (x + H, -1)]), m, 0.14)
        img.fill(star_poly(W * 0.8, H * 0.5, H * 0.36, H * 0.17, 5), m, 0.95)
    elif style == "blocks":
        x = W * 0.45
        while x < W:
            bw = W * rng.uniform(0.05, 0.09)
            img.fill(RoundRect(x, H * rng.uniform(0.2, 0.6), x + bw, H + 1, W * 0.008), darker(a, 0.4), 0.8)
            x += bw + W * 0.012
        img.fill(Circle(W * 0.85, H * 0.2, H * 0.1), m, 0.95)
    elif style == "product":
        img.fill(Circle(W * 0.76, H * 0.5, H * 0.42), lighter(a, 0.7), 0.85)
        draw_object(img, "sneaker", pal, W * 0.76, H * 0.52, H / 300.0 * 0.95)
    # No panel for the title: the banner widget draws its own scrim, on the side the text is on
    # (a panel baked into the picture stays on the left in right-to-left layouts).


# (file stem, style, palette)
BANNERS = [
    ("banner-spring", "rings", "rose"),
    ("banner-members", "stripes", "indigo"),
    ("banner-briefing", "blocks", "navy"),
    ("banner-sneakers", "product", "lime"),
]

# --------------------------------------------------------------------------------------------
# Stickers and player UI icons (RGBA)
# --------------------------------------------------------------------------------------------


def draw_sticker_sale(img):
    W = img.w
    c = W / 2
    img.fill(star_poly(c, c, W * 0.48, W * 0.4, 16), "#FF3B30", 1.0)
    img.fill(Circle(c, c, W * 0.33), "#FFCC00", 1.0)
    img.fill(Ring(c, c, W * 0.3, W * 0.28), "#FF3B30", 1.0)
    img.fill(Poly([(c - W * 0.12, c + W * 0.02), (c - W * 0.03, c + W * 0.12), (c + W * 0.15, c - W * 0.1),
                   (c + W * 0.1, c - W * 0.15), (c - W * 0.03, c + W * 0.02), (c - W * 0.07, c - W * 0.03)]),
             "#FFFFFF", 1.0)


def draw_sticker_heart(img):
    W = img.w
    c = W / 2
    s = W / 240.0
    heart = Union([Circle(c - 40 * s, c - 22 * s, 48 * s), Circle(c + 40 * s, c - 22 * s, 48 * s),
                   Poly([(c - 86 * s, c - 6 * s), (c + 86 * s, c - 6 * s), (c, c + 98 * s)])])
    img.fill(heart, "#FF2D55", 1.0)
    img.fill(Ellipse(c - 48 * s, c - 36 * s, 16 * s, 10 * s), "#FFFFFF", 0.55)


def draw_ui_close(img):
    W = img.w
    c = W / 2
    img.fill(Circle(c, c, W * 0.48), "#000000", 0.35)
    for angle in (45, -45):
        img.fill(rect_poly(c, c, W * 0.08, W * 0.5, angle), "#FFFFFF", 1.0)


def draw_ui_share(img):
    W = img.w
    c = W / 2
    img.fill(Circle(c, c, W * 0.48), "#000000", 0.35)
    img.fill(Poly([(c - W * 0.24, c + W * 0.2), (c + W * 0.26, c - W * 0.02), (c - W * 0.24, c - W * 0.24),
                   (c - W * 0.14, c - W * 0.02)]), "#FFFFFF", 1.0)


# --------------------------------------------------------------------------------------------
# The catalogue of files
# --------------------------------------------------------------------------------------------


def catalogue():
    """Yield (file name, width, height, alpha, draw function) for every image."""
    for stem, motif, pal, dark in ICONS:
        yield ("icon-%s.png" % stem, 240, 240, False,
               lambda img, motif=motif, pal=pal: draw_icon(img, motif, palette(pal)))
        if dark:
            yield ("icon-%s-dark.png" % stem, 240, 240, False,
                   lambda img, motif=motif, pal=pal: draw_icon(img, motif, palette(pal, dark=True)))
    for stem, scene, pal in STORIES + POSTERS:
        yield ("%s.png" % stem, 540, 960, False,
               lambda img, stem=stem, scene=scene, pal=pal: SCENES[scene](img, palette(pal), Rng(seed_of(stem))))
    for stem, style, pal in BANNERS:
        yield ("%s.png" % stem, 1080, 540, False,
               lambda img, stem=stem, style=style, pal=pal: draw_banner(img, style, palette(pal), Rng(seed_of(stem))))
    for stem, scene, pal, obj in CARDS:
        yield ("%s.png" % stem, 600, 800, False,
               lambda img, stem=stem, scene=scene, pal=pal, obj=obj: draw_card(img, scene, pal, obj,
                                                                               Rng(seed_of(stem))))
    for stem, obj, pal in PRODUCTS:
        yield ("%s.png" % stem, 300, 300, False,
               lambda img, obj=obj, pal=pal: draw_product(img, obj, palette(pal)))
    yield ("sticker-sale.png", 240, 240, True, draw_sticker_sale)
    yield ("sticker-heart.png", 240, 240, True, draw_sticker_heart)
    yield ("ui-close.png", 64, 64, True, draw_ui_close)
    yield ("ui-share.png", 64, 64, True, draw_ui_share)


def main(argv):
    if "--list" in argv:
        for name, *_ in catalogue():
            print(name)
        return 0
    os.makedirs(OUT_DIR, exist_ok=True)
    total = 0
    count = 0
    for name, w, h, alpha, draw in catalogue():
        img = Image(w, h, alpha=alpha)
        draw(img)
        data = img.png()
        with open(os.path.join(OUT_DIR, name), "wb") as f:
            f.write(data)
        total += len(data)
        count += 1
        print("%-34s %5dx%-4d %8d bytes" % (name, w, h, len(data)))
    print("%d images, %d bytes in %s" % (count, total, os.path.relpath(OUT_DIR, ROOT)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
