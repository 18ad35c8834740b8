"""When the camera loop decodes a frame: every frame while something is happening, a few a
second while the view is still and empty, so a kiosk waiting at its welcome screen idles cool.

Pure and Qt-free. ``MotionWatch`` compares a 64x36 thumbnail of each grey frame with the last
one; ``DecodePacer`` decides, on the loop's clock, whether this frame is decoded: always while
awake (the view moved, or a code was seen, in the last ``awake_s``), else once every
``idle_interval_s``. A code held up in a still view is so read within ``idle_interval_s``, and
from then on it keeps the loop awake.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import cv2
import numpy as np

IDLE_INTERVAL_S = 0.25  # a still, empty view is decoded 4 times a second
AWAKE_S = 2.0  # after motion or a code, every frame is decoded for this long
THUMBNAIL = (64, 36)  # width, height: each cell averages a 20x20 block of a 1280x720 frame
CELL_CHANGE = 24  # grey levels a thumbnail cell must change by to count as moved
MOVED_CELLS = 2  # cells that must change: one flickering cell is not motion


@dataclass
class DecodePacer:
    idle_interval_s: float = IDLE_INTERVAL_S
    awake_s: float = AWAKE_S
    _awake_until: float = field(default=-math.inf, repr=False)
    _next_idle: float = field(default=-math.inf, repr=False)

    def due(self, now: float, *, moved: bool) -> bool:
        """Whether to decode the frame taken at ``now`` (seconds, monotonic)."""
        if moved:
            self.wake(now)
        if now < self._awake_until:
            return True
        if now >= self._next_idle:
            self._next_idle = now + self.idle_interval_s
            return True
        return False

    def wake(self, now: float) -> None:
        """Something worth a close look (motion, a code seen or read): every frame for a while."""
        self._awake_until = max(self._awake_until, now + self.awake_s)


class MotionWatch:
    """Whether a grey frame differs from the last one beyond sensor noise and flicker."""

    def __init__(self) -> None:
        self._last: np.ndarray | None = None

    def moved(self, grey_frame: np.ndarray) -> bool:
        small = cv2.resize(grey_frame, THUMBNAIL, interpolation=cv2.INTER_AREA)
        last, self._last = self._last, small
        if last is None:
            return False  # nothing to compare with (the pacer decodes a first frame anyway)
        changed = cv2.absdiff(small, last) > CELL_CHANGE
        return int(np.count_nonzero(changed)) >= MOVED_CELLS
