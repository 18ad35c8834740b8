"""The camera loop on its own QThread: frames in, a preview sized for its view and confirmed
payloads out.

The loop always works on the newest frame (``FrameSource`` drops stale ones), decodes it (every
frame while the view moves or a code is in it, a few a second while it is still and empty, seldom
while it has not changed since its last decode) and sends a preview at most 30 times a second,
and never a new one while the UI has not painted the last (so previews cannot pile up in a busy
UI thread's queue). The preview is made once at the size the view paints (``set_preview_size``):
the part of the frame the view shows, scaled down once, in the 32-bit format the paint copies as
is. Payloads count after ``PayloadConfirmer``'s rule: two reads, or one from a still image; a read
payload stays quiet while it is held up and for ``quiet_s`` after.

cv2, numpy and zxing are imported on the camera thread, so building the window stays fast.
"""

from __future__ import annotations

import logging
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QThread, Signal, Slot
from PySide6.QtGui import QImage

from kiosk.camera.confirm import QUIET_S, PayloadConfirmer
from kiosk.camera.source import FINAL_STATES, CameraError, CameraState, FrameSource, StateChange

if TYPE_CHECKING:
    import numpy as np

__all__ = ["PREVIEW_WIDTH", "CameraError", "CameraState", "CameraWorker", "PreviewMaker"]

log = logging.getLogger(__name__)

PREVIEW_WIDTH = 640  # the whole frame this wide, until the view says what it paints
PREVIEW_INTERVAL_S = 1 / 30
STOP_WAIT_S = 3.0  # releasing a capture can take a moment (a USB camera, an IP stream)


class PreviewMaker:
    """Frames into previews for a view that fills ``size`` (device pixels) with them.

    The view shows the middle of the frame, cropped to its own shape (no black bars): only that
    part is scaled, once, straight to the painted size (never up: the paint enlarges what is
    smaller), into a reused buffer, then converted into a new ``Format_RGB32`` image (what a
    widget paints without converting; its bytes are B, G, R, 255 on the little-endian machines
    the kiosk runs on). Without a size, the whole frame ``PREVIEW_WIDTH`` wide. Each preview owns
    its pixels: the UI keeps it as long as it likes. Used by the camera thread only.
    """

    def __init__(self) -> None:
        # (width, height) of the painted area; set from any thread (one assignment), read once
        # a frame: a new size takes effect at the next preview.
        self.size: tuple[int, int] | None = None
        self._layout: tuple[object, ...] = ()  # what the crop and buffer were made for
        self._crop = (slice(None), slice(None))
        self._scaled: np.ndarray | None = None  # the reused buffer, None when not scaling

    def make(self, frame: np.ndarray) -> QImage:
        import cv2

        size = self.size
        if self._layout != (frame.shape, size):
            self._plan(frame.shape[1], frame.shape[0], size)
            self._layout = (frame.shape, size)
        visible = frame[self._crop]
        if self._scaled is not None:
            height, width = self._scaled.shape[:2]
            cv2.resize(visible, (width, height), self._scaled, interpolation=cv2.INTER_LINEAR)
            visible = self._scaled
        height, width = visible.shape[:2]
        image = QImage(width, height, QImage.Format.Format_RGB32)
        cv2.cvtColor(visible, cv2.COLOR_BGR2BGRA, _pixels(image))
        return image

    def _plan(self, width: int, height: int, size: tuple[int, int] | None) -> None:
        import numpy as np

        if size is None:
            self._crop = (slice(None), slice(None))
            scale = PREVIEW_WIDTH / width
            out = (PREVIEW_WIDTH, round(height * scale))
        else:
            scale = max(size[0] / width, size[1] / height)  # fill the view
            shown = (min(width, round(size[0] / scale)), min(height, round(size[1] / scale)))
            left, top = (width - shown[0]) // 2, (height - shown[1]) // 2
            self._crop = (slice(top, top + shown[1]), slice(left, left + shown[0]))
            out = size
        self._scaled = np.empty((out[1], out[0], 3), np.uint8) if scale < 1 else None


def _pixels(image: QImage) -> np.ndarray:
    """A 32-bit image's pixels as a (height, width, 4) array over its own memory."""
    import numpy as np

    rows = np.frombuffer(image.bits(), np.uint8).reshape(image.height(), image.bytesPerLine())
    return rows[:, : image.width() * 4].reshape(image.height(), image.width(), 4)


class _CameraLoop(QObject):
    """Lives on the camera thread; ``run`` loops until the source ends or the owner stops it."""

    preview_ready = Signal(QImage)
    payload_seen = Signal(str)
    code_seen = Signal()
    several_codes = Signal()
    state_changed = Signal(str)
    camera_error = Signal(str)

    def __init__(self, source: FrameSource, confirmer: PayloadConfirmer) -> None:
        super().__init__()
        self.source = source
        self.confirmer = confirmer
        self.stopping = threading.Event()
        self.preview_free = threading.Event()  # cleared while a preview waits to be painted
        self.preview_free.set()
        self.previews = PreviewMaker()

    @Slot()
    def run(self) -> None:
        import cv2

        from kiosk.camera.decoder import read_frame
        from kiosk.camera.pacer import DecodePacer, MotionWatch

        # One thread for OpenCV (the process's only user at run time is this loop): its pool's
        # threads spin-wait after each small resize, costing more than they save on a 720p frame.
        cv2.setNumThreads(1)
        pacer, motion = DecodePacer(), MotionWatch()
        preview_due = 0.0
        self.source.start()
        try:
            while not self.stopping.is_set():
                got = self.source.read(timeout_s=0.1)
                self._report(got.changes)
                frame = got.frame
                if frame is None:
                    if self.source.state in FINAL_STATES:
                        break
                    continue
                now = time.monotonic()
                if self.preview_free.is_set() and now >= preview_due:
                    # On a fixed schedule, so a 30 fps camera's jitter does not halve the rate.
                    preview_due = max(preview_due + PREVIEW_INTERVAL_S, now - PREVIEW_INTERVAL_S)
                    self.preview_free.clear()
                    self.preview_ready.emit(self.previews.make(frame.image))
                # A still, empty view is decoded a few times a second if it changed since its last
                # decode, seldom if not; anything else every frame (kiosk/camera/pacer.py). Only
                # a decoded frame is made grey (by read_frame).
                moved = motion.moved(frame.image)
                if not pacer.due(now, moved=moved, changed=motion.changed()):
                    continue
                motion.decoded()
                reading = read_frame(frame.image)
                confirmation = self.confirmer.update(
                    reading.payloads, certain=self.source.full_confidence
                )
                if reading.payloads or reading.code_seen or confirmation.pending:
                    pacer.wake(now)
                for payload in confirmation.read:
                    self.payload_seen.emit(payload)
                if confirmation.several:
                    self.several_codes.emit()
                elif not confirmation.read and (confirmation.pending or reading.code_seen):
                    self.code_seen.emit()
        finally:
            self.source.close()
            self._report(self.source.read(timeout_s=0).changes)
            thread = self.thread()
            if thread is not None:
                thread.quit()

    def _report(self, changes: list[StateChange]) -> None:
        for change in changes:
            if change.error is not None:
                self.camera_error.emit(change.error.value)
            self.state_changed.emit(change.state.value)


class CameraWorker(QObject):
    """The UI thread's handle on one camera loop; its signals arrive in the owner's thread.

    ``state_changed(str)`` carries a ``CameraState`` value, ``camera_error(str)`` a ``CameraError``
    reason code (sent just before the state it explains). One worker per source: to change the
    camera, stop this one and build another.
    """

    preview = Signal(QImage)  # at most 30 a second, sized by set_preview_size; the UI's to keep
    payload_read = Signal(str)  # a confirmed payload, once
    code_seen = Signal()  # a code is in view but not read yet: "hold it steady"
    several_codes = Signal()  # two or more codes in view, none taken: "one at a time"
    state_changed = Signal(str)
    camera_error = Signal(str)
    name = "camera"

    def __init__(
        self,
        source: FrameSource,
        *,
        quiet_s: float = QUIET_S,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._thread = QThread()
        self._thread.setObjectName(self.name)
        self.source = source  # read-only for the owner: its grabbing thread is the loop's
        self._loop = _CameraLoop(source, PayloadConfirmer(quiet_s, clock=clock))
        self._loop.moveToThread(self._thread)
        self._thread.started.connect(self._loop.run)
        self._loop.preview_ready.connect(self._show_preview)
        self._loop.payload_seen.connect(self.payload_read)
        self._loop.code_seen.connect(self.code_seen)
        self._loop.several_codes.connect(self.several_codes)
        self._loop.state_changed.connect(self.state_changed)
        self._loop.camera_error.connect(self.camera_error)

    def start(self) -> None:
        """Returns at once; opening the camera happens on the camera thread."""
        self._thread.start()

    def stop(self, timeout_s: float = STOP_WAIT_S) -> bool:
        """End the loop, release the capture and join the thread; False if it outlived the wait."""
        self._loop.stopping.set()
        self._thread.quit()
        return self._thread.wait(round(timeout_s * 1000))

    @Slot(int, int)
    def set_preview_size(self, width: int, height: int) -> None:
        """The size (device pixels) the view paints previews at: from the next preview on, they
        are made at that size, the frame filling it. 0 x 0: the whole frame PREVIEW_WIDTH wide."""
        self._loop.previews.size = (width, height) if width > 0 and height > 0 else None

    def is_running(self) -> bool:
        return self._thread.isRunning()

    def running_threads(self) -> list[str]:
        return [self.name] if self.is_running() else []

    @Slot(QImage)
    def _show_preview(self, image: QImage) -> None:
        self._loop.preview_free.set()
        self.preview.emit(image)
