"""Pillow, with the readers of the four picture formats drop artwork comes in, and nothing else.

The service takes a drop's image as PNG, GIF, WebP or JPEG (docs/service-behaviour.md), so its
artwork is one of those. ``Image.open`` left to itself tries every format Pillow has and, at the
first picture none of the common ones reads, imports all of them (over 40 readers, 9 MB: the
kiosk's memory, ``bench/memory.py``), on whatever thread the picture is read on. Naming the four
formats keeps it to their readers, imported with this module: the WebP reader's C library among
them, loaded by whoever imports this first (the attendee side does it on the UI thread: see
docs/performance.md, "Known limits").
"""

from __future__ import annotations

import io

from PIL import GifImagePlugin, Image, JpegImagePlugin, PngImagePlugin, WebPImagePlugin

ARTWORK_FORMATS = ("PNG", "GIF", "WEBP", "JPEG")  # Pillow's names

# Imported for their registration with Image.open (module names keep the linters quiet).
FORMAT_READERS = (PngImagePlugin, GifImagePlugin, WebPImagePlugin, JpegImagePlugin)


def open_artwork(data: bytes) -> Image.Image:
    """``Image.open`` on ``data`` with only the artwork formats tried. Raises what it raises:
    ``UnidentifiedImageError`` (another format, or not a picture), ``DecompressionBombError``."""
    return Image.open(io.BytesIO(data), formats=ARTWORK_FORMATS)
