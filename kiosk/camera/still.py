"""Reading a still image (``kiosk decode`` on a photo or a screenshot): thorough, not fast.

A still is read once, so it gets more than the camera's look at a frame:

1. zxing-cpp's own best on the picture as loaded (``cv2.imread``), at full resolution: QR codes,
   each binarizer it has, its rotated, downscaled and inverted tries on. Those reads are kept
   whatever comes next, so nothing zxing-cpp alone reads with these options is lost
   (tests/camera/test_still_images.py checks that its defaults read nothing more either).
2. The project's looks, for what that missed: the camera's decoder (grey, with its second look
   at codes seen but not read), the picture scaled down with area averaging (it averages away
   a phone photo's noise and JPEG blocks), equalised (CLAHE) and sharpened, and each code any
   pass saw but could not read, cropped, enlarged and equalised. A picture with transparency is
   also read flattened on white and as its alpha channel (black on transparent reads as nothing).

The payloads are the union of all of them, in the order found. Only ``kiosk decode`` imports
this module, when it runs: OpenCV and zxing-cpp stay out of the kiosk's start.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from itertools import chain
from pathlib import Path

import cv2
import numpy as np
import zxingcpp

from kiosk.camera.decoder import QR_ONLY, grey, read_frame

BINARIZERS = (
    zxingcpp.Binarizer.LocalAverage,  # zxing's default
    zxingcpp.Binarizer.GlobalHistogram,
    zxingcpp.Binarizer.FixedThreshold,
    zxingcpp.Binarizer.BoolCast,  # read one cropped screenshot (no quiet zone) none other did
)
SCALED_LONG_SIDES = (2000, 1200)  # pixels: a phone photo's noise averaged away, small codes kept
ALPHA_SUFFIXES = frozenset({".png", ".webp", ".tif", ".tiff"})


@dataclass(frozen=True)
class StillPicture:
    image: np.ndarray  # BGR, as cv2.imread gives it (EXIF orientation applied)
    # Grey looks made from the file's transparency, when it has some: flattened on white, and
    # its alpha channel alone (opaque dark: the code's shape whatever its colours).
    transparency: tuple[np.ndarray, ...] = ()


@dataclass(frozen=True)
class StillReading:
    payloads: list[str]  # every distinct text read, in the order found
    camera: list[str]  # those the camera's own decoder reads in this picture
    code_seen: bool  # a QR symbol was found that no look could read


def load_still(path: str | Path) -> StillPicture | None:
    """The picture as OpenCV reads it, and its transparency if it has some; None if unreadable."""
    image = cv2.imread(str(path), cv2.IMREAD_COLOR)
    if image is None:
        return None
    if Path(path).suffix.lower() not in ALPHA_SUFFIXES:
        return StillPicture(image)
    raw = cv2.imread(str(path), cv2.IMREAD_UNCHANGED)  # as stored: QR codes read at any turn
    if raw is not None and raw.dtype == np.uint16:
        raw = cv2.convertScaleAbs(raw, alpha=1 / 257)
    if raw is None or raw.dtype != np.uint8 or raw.ndim != 3 or raw.shape[2] != 4:
        return StillPicture(image)
    alpha = raw[..., 3]
    if alpha.min() == 255:  # fully opaque
        return StillPicture(image)
    weight = alpha.astype(np.float32) / 255
    flattened = (grey(raw[..., :3]) * weight + 255 * (1 - weight)).astype(np.uint8)
    return StillPicture(image, (flattened, 255 - alpha))


def read_still(picture: StillPicture) -> StillReading:
    """zxing-cpp's best on the full picture, then the project's looks; the union of the texts."""
    found: dict[str, None] = {}
    unread: list[tuple[np.ndarray, zxingcpp.Position]] = []

    def take(image: np.ndarray, barcodes: list[zxingcpp.Barcode]) -> None:
        for barcode in barcodes:
            if barcode.valid and barcode.text:
                found.setdefault(barcode.text)
            elif not barcode.valid:
                unread.append((image, barcode.position))

    for binarizer in BINARIZERS:  # 1. zxing-cpp's own best
        take(picture.image, _zxing(picture.image, binarizer=binarizer))
    grey_image = grey(picture.image)
    camera = read_frame(grey_image).payloads  # 2. the camera's decoder, then the other looks
    found.update(dict.fromkeys(camera))
    for look in chain(_looks(grey_image), picture.transparency):
        take(look, _zxing(look))
    for image, where in _distinct(unread):
        found.update(
            dict.fromkeys(b.text for b in _read_closer(image, where) if b.valid and b.text)
        )
    return StillReading(list(found), camera, bool(unread) and not found)


def _zxing(
    image: np.ndarray, binarizer: zxingcpp.Binarizer = zxingcpp.Binarizer.LocalAverage
) -> list[zxingcpp.Barcode]:
    return zxingcpp.read_barcodes(
        image,
        formats=QR_ONLY,
        try_rotate=True,
        try_downscale=True,
        try_invert=True,
        binarizer=binarizer,
        return_errors=True,  # the positions of codes seen but not read, for a closer look
    )


def _looks(image: np.ndarray) -> Iterator[np.ndarray]:
    """The project's preprocessed versions of a grey picture.

    A phone photo is equalised and sharpened at 2000 pixels: on the bench's photos that read as
    much as at full size, in a third of the time.
    """
    working = image
    for long_side in SCALED_LONG_SIDES:
        factor = long_side / max(image.shape)
        if factor < 0.8:
            scaled = cv2.resize(image, None, fx=factor, fy=factor, interpolation=cv2.INTER_AREA)
            working = scaled if working is image else working
            yield scaled
    yield cv2.createCLAHE(clipLimit=2.0, tileGridSize=(8, 8)).apply(working)
    blurred = cv2.GaussianBlur(working, (0, 0), 3)
    yield cv2.addWeighted(working, 2.0, blurred, -1.0, 0)  # unsharp mask: a soft focus


def _distinct(
    unread: list[tuple[np.ndarray, zxingcpp.Position]],
) -> Iterator[tuple[np.ndarray, zxingcpp.Position]]:
    """One of each code seen unread (passes at the same size see the same code)."""
    centres: list[tuple[int, float, float]] = []
    for image, where in unread:
        corners = (where.top_left, where.top_right, where.bottom_right, where.bottom_left)
        xs = [p.x for p in corners]
        x, y = sum(xs) / 4, sum(p.y for p in corners) / 4
        size = max(max(xs) - min(xs), 8)
        if any(
            width == image.shape[1] and abs(x - cx) < size / 2 and abs(y - cy) < size / 2
            for width, cx, cy in centres
        ):
            continue
        centres.append((image.shape[1], x, y))
        yield image, where


def _read_closer(image: np.ndarray, where: zxingcpp.Position) -> list[zxingcpp.Barcode]:
    """The camera's second look (crop, enlarge, equalise), on any picture, grey or colour."""
    corners = (where.top_left, where.top_right, where.bottom_right, where.bottom_left)
    xs, ys = [p.x for p in corners], [p.y for p in corners]
    margin = (max(xs) - min(xs)) // 4 + 8
    top, left = max(0, min(ys) - margin), max(0, min(xs) - margin)
    crop = grey(image[top : max(ys) + margin, left : max(xs) + margin])
    if crop.size == 0:
        return []
    if max(crop.shape) < 1000:
        crop = cv2.resize(crop, None, fx=2, fy=2, interpolation=cv2.INTER_CUBIC)
    crop = cv2.createCLAHE(clipLimit=2.0, tileGridSize=(4, 4)).apply(crop)
    return _zxing(crop)
