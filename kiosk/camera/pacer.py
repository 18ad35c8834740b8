"""When the camera loop decodes a frame: every frame while something is happening, a few a
second while the view is still, and seldom while it has not changed since it was last decoded,
so a kiosk waiting at its welcome screen idles cool.

Pure and Qt-free. ``MotionWatch`` compares a 64x36 grey thumbnail of each frame with the last
one (motion) and with the one of the last decoded frame (any change); ``DecodePacer`` decides, on
the loop's clock, whether this frame is decoded: always while awake (the view moved, or a code
was seen, in the last ``awake_s``), else once every ``idle_interval_s`` if the view changed at all
since its last decode, else once every ``unchanged_interval_s``: a frame like one already decoded
without a code cannot hold a new code (the rare decode is a safety net for a change too small for
the thumbnail). A code held up in a still view is so read within ``idle_interval_s``, and from
then on it keeps the loop awake.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import cv2
import numpy as np

IDLE_INTERVAL_S = 0.25  # a still, empty view that changed is decoded 4 times a second
UNCHANGED_INTERVAL_S = 2.0  # one unchanged since its last decode, every 2 s
AWAKE_S = 2.0  # after motion or a code, every frame is decoded for this long
THUMBNAIL = (64, 36)  # width, height: each cell averages a 20x20 block of a 1280x720 frame ...
ROW_STEP = 5  # ... of which every 5th row (20x4 pixels): a fifth of the work, noise still averaged
CELL_CHANGE = 24  # grey levels a thumbnail cell must change by to count as moved
MOVED_CELLS = 2  # cells that must change: one flickering cell is not motion
SEEN_CHANGE = 8  # grey levels one cell must change by since the last decode to be worth another
# (sensor noise moves a cell's average by well under 1 level)


@dataclass
class DecodePacer:
    idle_interval_s: float = IDLE_INTERVAL_S
    unchanged_interval_s: float = UNCHANGED_INTERVAL_S
    awake_s: float = AWAKE_S
    _awake_until: float = field(default=-math.inf, repr=False)
    _next_idle: float = field(default=-math.inf, repr=False)
    _last_decode: float = field(default=-math.inf, repr=False)

    def due(self, now: float, *, moved: bool, changed: bool = True) -> bool:
        """Whether to decode the frame taken at ``now`` (seconds, monotonic); ``changed``: the
        view differs from the last decoded frame's."""
        if moved:
            self.wake(now)
        if now < self._awake_until or (
            now >= self._next_idle
            and (changed or now >= self._last_decode + self.unchanged_interval_s)
        ):
            self._next_idle = now + self.idle_interval_s
            self._last_decode = now
            return True
        return False

    def wake(self, now: float) -> None:
        """Something worth a close look (motion, a code seen or read): every frame for a while."""
        self._awake_until = max(self._awake_until, now + self.awake_s)


class MotionWatch:
    """Whether a frame (BGR or grey) differs from the last one beyond sensor noise and flicker
    (``moved``), and whether it differs at all from the last decoded one (``changed``).

    The thumbnail is averaged from the colour frame and made grey at its own size: no grey copy
    of the whole frame. Its buffers are reused from frame to frame.
    """

    def __init__(self) -> None:
        self._thumbs = (np.zeros(THUMBNAIL[::-1], np.uint8), np.zeros(THUMBNAIL[::-1], np.uint8))
        self._colour = np.zeros((*THUMBNAIL[::-1], 3), np.uint8)
        self._decoded = np.zeros(THUMBNAIL[::-1], np.uint8)  # the last decoded frame's
        self._first = True
        self._none_decoded = True

    def changed(self) -> bool:
        """Whether the last frame given to ``moved`` differs from the last one ``decoded``."""
        if self._none_decoded:
            return True
        return int(cv2.absdiff(self._thumbs[0], self._decoded).max()) > SEEN_CHANGE

    def decoded(self) -> None:
        """The last frame given to ``moved`` is being decoded."""
        np.copyto(self._decoded, self._thumbs[0])
        self._none_decoded = False

    def moved(self, frame: np.ndarray) -> bool:
        last, thumb = self._thumbs
        self._thumbs = thumb, last
        rows = frame[::ROW_STEP]
        if frame.ndim == 2:
            cv2.resize(rows, THUMBNAIL, thumb, interpolation=cv2.INTER_AREA)
        else:
            cv2.resize(rows, THUMBNAIL, self._colour, interpolation=cv2.INTER_AREA)
            cv2.cvtColor(self._colour, cv2.COLOR_BGR2GRAY, thumb)
        if self._first:
            self._first = False
            return False  # nothing to compare with (the pacer decodes a first frame anyway)
        changed = cv2.absdiff(thumb, last) > CELL_CHANGE
        return int(np.count_nonzero(changed)) >= MOVED_CELLS
