"""The screen read back as a phone camera reads it: a screenshot of a widget, through the kiosk's
own QR decoder (``kiosk.camera.decoder``). For the dispenser's self-test, the demo's phone and the
tests; imported only by them, as OpenCV and zxing take a moment to load."""

from __future__ import annotations

import cv2
import numpy as np
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from kiosk.camera.decoder import decode_frame


def screen_grey(widget: QWidget, scale: float = 1.0) -> np.ndarray:
    """What ``widget`` shows, as one grey channel, scaled by ``scale`` (each pixel the average of
    the area it covers, as a camera's sensor sees a screen from further away)."""
    grey = widget.grab().toImage().convertToFormat(QImage.Format.Format_Grayscale8)
    rows = np.frombuffer(grey.constBits(), np.uint8).reshape(grey.height(), grey.bytesPerLine())
    frame = np.ascontiguousarray(rows[:, : grey.width()])
    if scale == 1.0:
        return frame
    return cv2.resize(frame, None, fx=scale, fy=scale, interpolation=cv2.INTER_AREA)


def read_qr_on_screen(widget: QWidget, scale: float = 1.0) -> list[str]:
    """The QR texts a camera would read off ``widget``."""
    return decode_frame(screen_grey(widget, scale))
