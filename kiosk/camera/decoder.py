"""QR decoding for camera frames, with the settings bench/qr_decode.py chose.

zxing-cpp on the grey frame at full resolution (downscaling first loses small codes), QR codes
only, inverted codes on (dark-mode phone screens show light-on-dark codes).
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np
import zxingcpp

QR_ONLY = zxingcpp.BarcodeFormats(zxingcpp.BarcodeFormat.QRCode)


@dataclass(frozen=True)
class FrameReading:
    payloads: list[str]  # texts read, in the order zxing found them
    code_seen: bool  # a QR symbol was found but not read: "hold it steady"


def grey(frame: np.ndarray) -> np.ndarray:
    """zxing is fastest on one channel; camera frames arrive as BGR."""
    return frame if frame.ndim == 2 else cv2.cvtColor(frame, cv2.COLOR_BGR2GRAY)


def read_frame(frame: np.ndarray) -> FrameReading:
    """Payloads, and whether an unreadable code is in view (zxing's failed reads cost nothing)."""
    barcodes = zxingcpp.read_barcodes(
        grey(frame),
        formats=QR_ONLY,
        try_invert=True,
        return_errors=True,
    )
    payloads: list[str] = []
    for barcode in barcodes:
        if barcode.valid and barcode.text and barcode.text not in payloads:
            payloads.append(barcode.text)
    return FrameReading(payloads, any(not barcode.valid for barcode in barcodes))


def decode_frame(frame: np.ndarray) -> list[str]:
    """The distinct texts of the QR codes in a BGR or grey frame, in the order found."""
    return read_frame(frame).payloads
