#!/usr/bin/env python3
"""check_pixels.py DIR -- checks the PNGs Chromium rendered from DIR/*.svg
against DIR/checks.txt (written by svg_samples, which says what each line
means).  Reads PNG with the standard library only (zlib), prints one
"ok N - LABEL" or "not ok N - LABEL: why" per check and ends with
"N passed, N failed"; exits 1 when a check failed."""

import os
import struct
import sys
import zlib


def unfilter(filt, line, prev, channels):
    """undoes one PNG row filter in place"""
    n = len(line)
    if filt == 1:
        for x in range(channels, n):
            line[x] = (line[x] + line[x - channels]) & 255
    elif filt == 2:
        line[:] = bytes((a + b) & 255 for a, b in zip(line, prev))
    elif filt == 3:
        for x in range(n):
            line[x] = (line[x] + (((line[x - channels] if x >= channels else 0) + prev[x]) >> 1)) & 255
    elif filt == 4:
        for x in range(n):
            if x < channels:
                line[x] = (line[x] + prev[x]) & 255
                continue
            a, b, c = line[x - channels], prev[x], prev[x - channels]
            pa, pb, pc = abs(b - c), abs(a - c), abs(a + b - 2 * c)
            line[x] = (line[x] + (a if pa <= pb and pa <= pc else (b if pb <= pc else c))) & 255


class Png:
    """an 8-bit RGB or RGBA PNG without interlacing, its rows decoded"""

    def __init__(self, path):
        with open(path, "rb") as f:
            data = f.read()
        if data[:8] != b"\x89PNG\r\n\x1a\n":
            raise ValueError("not a PNG")
        pos, idat = 8, []
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos:pos + 8])
            body = data[pos + 8:pos + 8 + length]
            pos += 12 + length
            if kind == b"IHDR":
                self.width, self.height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
                if depth != 8 or color not in (2, 6) or interlace:
                    raise ValueError("an 8-bit RGB(A) PNG without interlacing is expected")
                self.channels = 3 if color == 2 else 4
            elif kind == b"IDAT":
                idat.append(body)
            elif kind == b"IEND":
                break
        raw = zlib.decompress(b"".join(idat))
        stride = self.width * self.channels
        self.rows, prev = [], bytearray(stride)
        for y in range(self.height):
            at = y * (stride + 1)
            line = bytearray(raw[at + 1:at + 1 + stride])
            unfilter(raw[at], line, prev, self.channels)
            self.rows.append(line)
            prev = line

    def pixel(self, x, y):
        x = min(max(x, 0), self.width - 1) * self.channels
        return tuple(self.rows[min(max(y, 0), self.height - 1)][x:x + 3])


def near(pixel, rgb, tolerance=40):
    return all(abs(p - q) <= tolerance for p, q in zip(pixel, rgb))


def dark(pixel):
    """ink: black or dark grey, not a colour"""
    return max(pixel) < 100


def grey(pixel):
    """the grey a greyscale print gives (Rec. 709 weights), 0 to 1"""
    r, g, b = pixel
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255


def box(image, x0, y0, x1, y1):
    return [image.pixel(x, y) for y in range(y0, y1 + 1) for x in range(x0, x1 + 1)]


def segment(image, x0, y0, x1, y1):
    steps = max(abs(x1 - x0), abs(y1 - y0), 1)
    return [image.pixel(round(x0 + (x1 - x0) * k / steps), round(y0 + (y1 - y0) * k / steps))
            for k in range(steps + 1)]


def main():
    folder = sys.argv[1]
    images, passed, failed, number = {}, 0, 0, 0
    with open(os.path.join(folder, "checks.txt")) as f:
        lines = [line.split() for line in f if line.strip()]
    for words in lines:
        if words[0] == "svg":
            png = os.path.join(folder, words[1] + ".png")
            try:
                image = Png(png)
                images[words[1]] = image
                if (image.width, image.height) != (int(words[2]), int(words[3])):
                    images[words[1]] = "rendered %dx%d, not %sx%s" % (
                        image.width, image.height, words[2], words[3])
            except (OSError, ValueError, zlib.error) as e:
                images[words[1]] = "cannot read %s: %s" % (png, e)
            continue
        number += 1
        kind, name, label = words[0], words[1], words[2]
        image = images.get(name, "no picture %s" % name)
        why = None
        if isinstance(image, str):
            why = image
        elif kind in ("color", "dark"):
            x0, y0, x1, y1 = map(int, words[3:7])
            pixels = box(image, x0, y0, x1, y1)
            if kind == "color":
                rgb = tuple(int(words[7][k:k + 2], 16) for k in (0, 2, 4))
                share = sum(near(p, rgb) for p in pixels) / len(pixels)
                want = float(words[8])
                what = "#" + words[7]
            else:
                share = sum(dark(p) for p in pixels) / len(pixels)
                want = float(words[7])
                what = "dark"
            if share < want:
                why = "%.0f%% of %d pixels %s, want %.0f%% (e.g. %s)" % (
                    100 * share, len(pixels), what, 100 * want, pixels[len(pixels) // 2])
        elif kind == "line":
            x0, y0, x1, y1 = map(int, words[3:7])
            rgb = tuple(int(words[7][k:k + 2], 16) for k in (0, 2, 4))
            pixels = segment(image, x0, y0, x1, y1)
            share = sum(near(p, rgb) for p in pixels) / len(pixels)
            low, high = float(words[8]), float(words[9])
            if not low <= share <= high:
                why = "%.0f%% of %d points #%s, want %.0f%% to %.0f%%" % (
                    100 * share, len(pixels), words[7], 100 * low, 100 * high)
        elif kind == "greys":
            points = list(map(int, words[3:9]))
            greys = [grey(image.pixel(points[k], points[k + 1])) for k in (0, 2, 4)]
            gaps = [abs(greys[a] - greys[b]) for a, b in ((0, 1), (0, 2), (1, 2))]
            if min(gaps) < 0.08:
                why = "greys %s are not 0.08 apart" % ", ".join("%.2f" % g for g in greys)
        else:
            why = "unknown check %s" % kind
        if why:
            failed += 1
            print("not ok %d - %s %s: %s" % (number, name, label, why))
        else:
            passed += 1
            print("ok %d - %s %s" % (number, name, label))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
