"""Frames from a camera (device index), a video file or a stream URL, through ``cv2.VideoCapture``.

Qt-free: the camera worker runs it on its own thread; ``kiosk decode`` uses it for files.
"""

from __future__ import annotations

import logging
from enum import StrEnum
from pathlib import Path

import cv2
import numpy as np

log = logging.getLogger(__name__)

IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".bmp", ".webp", ".tif", ".tiff"})


class SourceKind(StrEnum):
    DEVICE = "device"  # a camera: unplugging is temporary, so reconnect
    FILE = "file"  # a video file: its end is the end
    IMAGE = "image"  # one still picture: one frame, read with full confidence
    STREAM = "stream"  # an IP camera URL: reconnect like a device


def source_kind(spec: str) -> SourceKind:
    if spec.strip().isdigit():
        return SourceKind.DEVICE
    if "://" in spec:
        return SourceKind.STREAM
    return SourceKind.IMAGE if Path(spec).suffix.lower() in IMAGE_SUFFIXES else SourceKind.FILE


class FrameSource:
    """One capture; ``read()`` gives the next frame or None (unplugged, unreadable, or ended)."""

    def __init__(
        self, spec: str, *, width: int = 1280, height: int = 720, mirror: bool = False
    ) -> None:
        self.spec = spec.strip()
        self.kind = source_kind(self.spec)
        self.width = width
        self.height = height
        self.mirror = mirror
        self._capture: cv2.VideoCapture | None = None
        self._image_read = False

    def open(self) -> bool:
        """True when frames can be read; never raises for a missing or broken source."""
        self.release()
        self._image_read = False
        if self.kind is SourceKind.IMAGE:
            return Path(self.spec).is_file()
        if self.kind is SourceKind.DEVICE:
            capture = cv2.VideoCapture(int(self.spec))
            capture.set(cv2.CAP_PROP_FRAME_WIDTH, self.width)
            capture.set(cv2.CAP_PROP_FRAME_HEIGHT, self.height)
            capture.set(cv2.CAP_PROP_BUFFERSIZE, 1)  # the newest frame, not a queue of old ones
        else:
            capture = cv2.VideoCapture(self.spec)
        if not capture.isOpened():
            capture.release()
            return False
        self._capture = capture
        return True

    def read(self) -> np.ndarray | None:
        if self.kind is SourceKind.IMAGE:
            if self._image_read:
                return None
            self._image_read = True
            frame = cv2.imread(self.spec, cv2.IMREAD_COLOR)
        elif self._capture is None:
            return None
        else:
            ok, frame = self._capture.read()
            if not ok:
                frame = None
        if frame is None:
            return None
        return cv2.flip(frame, 1) if self.mirror else frame

    def release(self) -> None:
        if self._capture is not None:
            self._capture.release()
            self._capture = None


def list_cameras(max_index: int = 4) -> list[int]:
    """Device indexes that open now (probing is quiet: OpenCV's own warnings are silenced)."""
    found = []
    previous = cv2.utils.logging.getLogLevel()
    cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_SILENT)
    try:
        for index in range(max_index + 1):
            capture = cv2.VideoCapture(index)
            if capture.isOpened():
                found.append(index)
            capture.release()
    finally:
        cv2.utils.logging.setLogLevel(previous)
    return found
