"""QR decoding for camera frames, with the settings our measurements chose (bench/qr_decode.py).

zxing-cpp on the grey frame at full resolution (downscaling first loses small codes), QR codes only,
inverted codes on (dark-mode phone screens show light-on-dark codes).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
import zxingcpp

QR_ONLY = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)


@dataclass(frozen=True)
class DecodeResult:
    payloads: tuple[str, ...]  # texts read, in the order zxing found them
    seen_unreadable: bool  # a code is in view but could not be read yet: "hold it steady"


def grey(frame: np.ndarray) -> np.ndarray:
    """zxing is fastest on one channel; camera frames arrive as BGR."""
    return frame if frame.ndim == 2 else cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)


def decode_frame(frame: np.ndarray) -> DecodeResult:
    barcodes = zxingcpp.read_barcodes(
        grey(frame),
        formats=QR_ONLY,
        try_invert=True,
        return_errors=True,
    )
    payloads = tuple(b.text for b in barcodes if b.valid and b.text)
    return DecodeResult(payloads, any(not b.valid for b in barcodes))
