"""The camera loop on its own thread: frames in, a preview and confirmed payloads out.

It always works on the newest frame (the capture keeps no queue), decodes it, and sends a small
preview at most 30 times a second. A payload counts once it is read in two frames (a still image:
once), and the same payload is not sent again for a few seconds.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from enum import StrEnum

import cv2
import numpy as np
from PySide6.QtCore import QThread, Signal
from PySide6.QtGui import QImage

from kiosk.camera.decoder import decode_frame
from kiosk.camera.source import FrameSource, SourceKind

log = logging.getLogger(__name__)

PREVIEW_WIDTH = 640
PREVIEW_INTERVAL_S = 1 / 30
CONFIRM_WITHIN_S = 1.0  # the second sighting must come this soon after the first
RECONNECT_DELAYS_S = (0.5, 1, 2, 5)  # growing, then every 5 s


class CameraState(StrEnum):
    RUNNING = "running"
    RECONNECTING = "reconnecting"  # a camera went away; trying again
    UNAVAILABLE = "unavailable"  # the source cannot be opened
    ENDED = "ended"  # a video file or image was read to its end
    STOPPED = "stopped"


def preview_image(frame: np.ndarray) -> QImage:
    """A small RGB copy that owns its pixels, so the frame's buffer can be freed at once."""
    height, width = frame.shape[:2]
    if width > PREVIEW_WIDTH:
        size = (PREVIEW_WIDTH, round(height * PREVIEW_WIDTH / width))
        frame = cv2.resize(frame, size, interpolation=cv2.INTER_AREA)
    rgb = cv2.cvtColor(frame, cv2.COLOR_BGR2RGB)
    h, w = rgb.shape[:2]
    return QImage(rgb.data, w, h, 3 * w, QImage.Format.Format_RGB888).copy()


class PayloadFilter:
    """Two sightings confirm a payload; a confirmed payload is quiet for ``cooldown_s``."""

    def __init__(self, cooldown_s: float = 5.0, confirm_within_s: float = CONFIRM_WITHIN_S) -> None:
        self.cooldown_s = cooldown_s
        self.confirm_within_s = confirm_within_s
        self._first_seen: dict[str, float] = {}
        self._confirmed: dict[str, float] = {}

    def confirmed(self, payload: str, now: float, *, certain: bool = False) -> bool:
        if now - self._confirmed.get(payload, -1e9) < self.cooldown_s:
            self._confirmed[payload] = now  # still held up: stay quiet until it is taken away
            return False
        first = self._first_seen.get(payload)
        if certain or (first is not None and now - first <= self.confirm_within_s):
            self._first_seen.pop(payload, None)
            self._confirmed[payload] = now
            return True
        self._first_seen[payload] = now
        return False


class CameraWorker(QThread):
    preview = Signal(QImage)
    payload_read = Signal(str)
    code_seen = Signal()  # a code is in view but not read yet: "hold it steady"
    state_changed = Signal(str)  # a CameraState value

    def __init__(
        self,
        source: FrameSource,
        *,
        cooldown_s: float = 5.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__()
        self.setObjectName("camera-worker")
        self.source = source
        self._filter = PayloadFilter(cooldown_s)
        self._clock = clock
        self._stopping = False

    def stop(self, timeout_ms: int = 3000) -> bool:
        self._stopping = True
        return self.wait(timeout_ms)

    def _set_state(self, state: CameraState) -> None:
        log.info("Camera %s: %s", self.source.spec, state)
        self.state_changed.emit(state.value)

    def _pause(self, seconds: float) -> None:
        """Sleep in small steps so stop() is never kept waiting."""
        end = time.monotonic() + seconds
        while not self._stopping and time.monotonic() < end:
            self.msleep(20)

    def _connect(self) -> bool:
        reconnects = self.source.kind in (SourceKind.DEVICE, SourceKind.STREAM)
        attempt = 0
        while not self._stopping:
            if self.source.open():
                self._set_state(CameraState.RUNNING)
                return True
            if not reconnects:
                self._set_state(CameraState.UNAVAILABLE)
                return False
            self._set_state(CameraState.UNAVAILABLE if attempt == 0 else CameraState.RECONNECTING)
            self._pause(RECONNECT_DELAYS_S[min(attempt, len(RECONNECT_DELAYS_S) - 1)])
            attempt += 1
        return False

    def run(self) -> None:
        # OpenCV warns on stderr at every failed open; the state signal already says it.
        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)
        certain = self.source.kind is SourceKind.IMAGE
        last_preview = 0.0
        try:
            if not self._connect():
                return
            while not self._stopping:
                frame = self.source.read()
                if frame is None:
                    if self.source.kind in (SourceKind.FILE, SourceKind.IMAGE):
                        self._set_state(CameraState.ENDED)
                        return
                    self._set_state(CameraState.RECONNECTING)
                    if not self._connect():
                        return
                    continue
                now = self._clock()
                if time.monotonic() - last_preview >= PREVIEW_INTERVAL_S:
                    last_preview = time.monotonic()
                    self.preview.emit(preview_image(frame))
                result = decode_frame(frame)
                for payload in result.payloads:
                    if self._filter.confirmed(payload, now, certain=certain):
                        self.payload_read.emit(payload)
                if result.seen_unreadable and not result.payloads:
                    self.code_seen.emit()
        finally:
            self.source.release()
            if self._stopping:
                self._set_state(CameraState.STOPPED)
