"""Frames from a camera (device index), a video file, a still image or a stream URL.

Qt-free. One background thread owns the ``cv2.VideoCapture`` (OpenCV captures are not safe to share
between threads) and hands frames over through a one-frame slot. For a camera or a stream the slot
is overwritten, so the reader always gets the newest frame and stale ones are dropped rather than
queued; for a file every frame is handed over in order. A camera that fails is reopened with
backoff (unplugged and plugged back), as is one that keeps handing the very same picture (a
frozen driver: its still must not pass for the live view); a file that ends or cannot be read
is final. Nothing here
raises or blocks for long: outcomes are ``CameraState`` values and ``CameraError`` reason codes.

cv2 and numpy are imported only when a source starts: building the kiosk's window stays fast.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING
from urllib.parse import urlsplit

if TYPE_CHECKING:
    import cv2
    import numpy as np

log = logging.getLogger(__name__)

IMAGE_SUFFIXES = frozenset({".png", ".jpg", ".jpeg", ".bmp", ".webp", ".tif", ".tiff"})
RETRY_DELAYS_S = (0.5, 1.0, 2.0, 5.0)  # between reopen attempts, then every 5 s
STREAM_TIMEOUT_MS = 5000  # an IP camera that does not answer must not hold the thread for minutes
CLOSE_WAIT_S = 2.0
# A sensor's noise changes some pixels in every frame, so a camera or stream that hands the same
# picture (not one flat colour: a covered lens) for this long has frozen: it is reopened.
FROZEN_AFTER_S = 5.0
_FROZEN_SAMPLE = 16  # one channel of every 16th pixel of every 16th row: 3 600 values at 720p


class SourceKind(StrEnum):
    DEVICE = "device"  # a camera: unplugging is temporary, so reconnect
    STREAM = "stream"  # an IP camera URL: reconnect like a device
    FILE = "file"  # a video file: its end is the end
    IMAGE = "image"  # one still picture: one frame, read with full confidence


class CameraState(StrEnum):
    STARTING = "starting"
    RUNNING = "running"  # frames are arriving
    UNAVAILABLE = "unavailable"  # cannot be opened; a camera or stream is still retried
    RECONNECTING = "reconnecting"  # a camera or stream went away; trying again with backoff
    ENDED = "ended"  # a file was read to its end (final)
    STOPPED = "stopped"  # closed by its owner (final)


class CameraError(StrEnum):
    """Reason codes; the UI words them."""

    NO_CAMERA = "no_camera"  # no camera at that index (yet)
    CAMERA_LOST = "camera_lost"  # reads failed: unplugged, or taken by another program
    UNREADABLE_SOURCE = "unreadable_source"  # a file or URL that gives no frames


FINAL_STATES = frozenset({CameraState.ENDED, CameraState.STOPPED})


@dataclass(frozen=True)
class Frame:
    image: np.ndarray  # BGR, as OpenCV reads it
    number: int  # counts every frame read from the source, so a gap means dropped frames


@dataclass(frozen=True)
class StateChange:
    state: CameraState
    error: CameraError | None = None


@dataclass(frozen=True)
class SourceRead:
    frame: Frame | None
    changes: list[StateChange]  # what happened before this frame was taken, oldest first


def source_kind(spec: str | int | PathLike[str]) -> SourceKind:
    text = str(spec).strip()
    if text.isdigit():
        return SourceKind.DEVICE
    if "://" in text:
        return SourceKind.STREAM
    return SourceKind.IMAGE if Path(text).suffix.lower() in IMAGE_SUFFIXES else SourceKind.FILE


class FrameSource:
    """One capture and one reader: ``start()``, ``read()`` until a final state, ``close()``.

    ``spec`` is a device index (``0`` or ``"0"``), a video or image path, or a stream URL.
    ``realtime`` paces a file at its own frame rate and drops frames like a camera (a stand-in
    camera for demos and the CPU bench); cameras and streams are always realtime.
    """

    def __init__(
        self,
        spec: str | int | PathLike[str],
        *,
        width: int = 1280,
        height: int = 720,
        mirror: bool = False,
        realtime: bool = False,
        retry_delays_s: Sequence[float] = RETRY_DELAYS_S,
        frozen_after_s: float = FROZEN_AFTER_S,
    ) -> None:
        self.spec = str(spec).strip()
        self.kind = source_kind(self.spec)
        self.width = width
        self.height = height
        self.mirror = mirror  # read by the grabbing thread at each frame: can be toggled live
        self.live = realtime or self.kind in (SourceKind.DEVICE, SourceKind.STREAM)
        self.frames_dropped = 0
        self._retry_delays_s = tuple(retry_delays_s)
        self._frozen_after_s = frozen_after_s
        self._lock = threading.Condition()
        self._closing = threading.Event()
        self._slot: Frame | None = None
        self._changes: deque[StateChange] = deque()
        self._state = CameraState.STARTING
        self._thread: threading.Thread | None = None

    @property
    def full_confidence(self) -> bool:
        """A still image is read once: one clean read is enough."""
        return self.kind is SourceKind.IMAGE

    @property
    def state(self) -> CameraState:
        with self._lock:
            return self._state

    def start(self) -> None:
        """Open in the background; progress arrives with the reads."""
        if self._thread is None:
            self._thread = threading.Thread(
                target=self._grab, name=f"frames-{self.kind}", daemon=True
            )
            self._thread.start()

    def read(self, timeout_s: float = 0.1) -> SourceRead:
        """The newest frame not yet taken (waiting up to ``timeout_s``) and the changes before it.

        Taken together under one lock, so a file's ENDED never overtakes its last frame.
        """
        with self._lock:
            if self._slot is None and not self._changes and self._state not in FINAL_STATES:
                self._lock.wait(timeout_s)
            frame, self._slot = self._slot, None
            changes = list(self._changes)
            self._changes.clear()
            self._lock.notify_all()  # a file's grabber waits for the slot to be taken
            return SourceRead(frame, changes)

    def close(self) -> None:
        """Stop grabbing and release the capture; waits at most ``CLOSE_WAIT_S``."""
        self._closing.set()
        with self._lock:
            self._lock.notify_all()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(CLOSE_WAIT_S)
            if self._thread.is_alive():
                log.warning("Camera %s did not close in time; it will when its read returns", self)
        self._set_state(CameraState.STOPPED)

    def __str__(self) -> str:
        """For logs: a stream URL without its user name and password."""
        if self.kind is SourceKind.STREAM:
            parts = urlsplit(self.spec)
            return f"{self.kind} {parts._replace(netloc=parts.netloc.rpartition('@')[2]).geturl()}"
        return f"{self.kind} {self.spec}"

    def _set_state(self, state: CameraState, error: CameraError | None = None) -> None:
        with self._lock:
            if self._state in FINAL_STATES or (state is self._state and error is None):
                return
            self._state = state
            self._changes.append(StateChange(state, error))
            self._lock.notify_all()
        log.info("Camera %s: %s%s", self, state, f" ({error})" if error else "")

    def _end(self, unreadable: bool) -> None:
        """A file or image is done: ENDED once its last frame has been taken."""
        with self._lock:
            self._lock.wait_for(lambda: self._slot is None or self._closing.is_set())
        if self._closing.is_set():
            return  # stopped by its owner, not ended
        if unreadable:
            self._set_state(CameraState.UNAVAILABLE, CameraError.UNREADABLE_SOURCE)
        self._set_state(CameraState.ENDED)

    def _put(self, frame: Frame) -> None:
        """Hand a frame over: live sources overwrite an untaken one; files wait till it is taken."""
        with self._lock:
            if not self.live:
                self._lock.wait_for(lambda: self._slot is None or self._closing.is_set())
            elif self._slot is not None:
                self.frames_dropped += 1
            self._slot = frame
            self._lock.notify_all()

    def _grab(self) -> None:
        import cv2

        # OpenCV warns on stderr at every failed open; our states already say it.
        cv2.utils.logging.setLogLevel(cv2.utils.logging.LOG_LEVEL_ERROR)
        if self.kind is SourceKind.IMAGE:
            self._grab_image()
        elif self.kind is SourceKind.FILE:
            self._grab_file()
        else:
            self._grab_camera()

    def _grab_image(self) -> None:
        import cv2

        image = cv2.imread(self.spec, cv2.IMREAD_COLOR)
        if image is not None:
            self._set_state(CameraState.RUNNING)
            self._put(Frame(self._mirrored(image), 0))
        self._end(unreadable=image is None)

    def _grab_file(self) -> None:
        """Every frame in order; at the file's own frame rate when it stands in for a camera."""
        import cv2

        capture = self._open()
        number = 0
        if capture is not None:
            interval = 1 / (capture.get(cv2.CAP_PROP_FPS) or 30) if self.live else 0.0
            due = time.monotonic()
            try:
                while not self._closing.is_set():
                    ok, image = capture.read()
                    if not ok:
                        break
                    if number == 0:
                        self._set_state(CameraState.RUNNING)
                    self._put(Frame(self._mirrored(image), number))
                    number += 1
                    if self.live:
                        due += interval
                        self._closing.wait(max(0.0, due - time.monotonic()))
            finally:
                capture.release()
        self._end(unreadable=number == 0)  # missing, not a video, or a video without frames

    def _grab_camera(self) -> None:
        """Read as fast as frames come; reopen with growing delays when the camera fails."""
        failures = 0
        number = 0
        while not self._closing.is_set():
            capture = self._open()
            if capture is None:
                if number == 0 and failures == 0:
                    missing = self.kind is SourceKind.DEVICE
                    error = CameraError.NO_CAMERA if missing else CameraError.UNREADABLE_SOURCE
                    self._set_state(CameraState.UNAVAILABLE, error)
                delays = self._retry_delays_s
                self._closing.wait(delays[min(failures, len(delays) - 1)])
                failures += 1
                continue
            frozen = _FrozenPicture(self._frozen_after_s)
            try:
                while not self._closing.is_set():
                    ok, image = capture.read()
                    if not ok:
                        break
                    if frozen.seen(image):
                        log.warning("Camera %s: one picture for %g s", self, frozen.after_s)
                        break
                    if failures or number == 0:
                        failures = 0
                        self._set_state(CameraState.RUNNING)
                    self._put(Frame(self._mirrored(image), number))
                    number += 1
            finally:
                capture.release()
            if not self._closing.is_set():
                self._set_state(CameraState.RECONNECTING, CameraError.CAMERA_LOST)
                failures = max(failures, 1)

    def _open(self) -> cv2.VideoCapture | None:
        import cv2

        if self.kind is SourceKind.DEVICE:
            capture = cv2.VideoCapture(int(self.spec))
            # Most webcams give 720p at 30 fps only as MJPG (raw YUYV: 5-10 fps over USB 2).
            capture.set(cv2.CAP_PROP_FOURCC, cv2.VideoWriter.fourcc(*"MJPG"))
            capture.set(cv2.CAP_PROP_FRAME_WIDTH, self.width)
            capture.set(cv2.CAP_PROP_FRAME_HEIGHT, self.height)
            capture.set(cv2.CAP_PROP_BUFFERSIZE, 1)  # the driver's queue is stale frames too
        elif self.kind is SourceKind.STREAM:
            capture = cv2.VideoCapture(
                self.spec,
                cv2.CAP_ANY,
                [
                    cv2.CAP_PROP_OPEN_TIMEOUT_MSEC,
                    STREAM_TIMEOUT_MS,
                    cv2.CAP_PROP_READ_TIMEOUT_MSEC,
                    STREAM_TIMEOUT_MS,
                ],
            )
        elif Path(self.spec).is_file():
            capture = cv2.VideoCapture(self.spec)
        else:
            return None
        if capture.isOpened():
            return capture
        capture.release()
        return None

    def _mirrored(self, image: np.ndarray) -> np.ndarray:
        import cv2

        return cv2.flip(image, 1) if self.mirror else image


class _FrozenPicture:
    """Whether a camera keeps handing the very same picture (a driver stuck on one buffer):
    the welcome page would show a still image as the live view, and read nothing new."""

    def __init__(self, after_s: float) -> None:
        self.after_s = after_s
        self._sample: np.ndarray | None = None
        self._since = 0.0

    def seen(self, image: np.ndarray) -> bool:
        sample = image[::_FROZEN_SAMPLE, ::_FROZEN_SAMPLE]
        if sample.ndim == 3:  # one channel is enough: noise moves each of them
            sample = sample[:, :, 0]
        now = time.monotonic()
        previous, self._sample = self._sample, sample.copy()
        if previous is None or previous.shape != sample.shape or (previous != sample).any():
            self._since = now
            return False
        if sample.min() == sample.max():  # one flat colour: a covered lens, not a frozen driver
            self._since = now
            return False
        return now - self._since >= self.after_s
