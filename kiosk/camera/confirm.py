"""When a decoded payload counts as read (Electrum's reader also waits for repeated reads).

One read can be a misread of a moving code, so a payload counts once it is read in two of a few
consecutive decoded frames (a still image: at once). A payload that was read stays quiet while it
is still in view and for ``quiet_s`` after it was last seen: an attendee holding a card up across
two screens must not have it read again on the second one.

Two or more codes not read yet in one frame (the attendee's and a poster's, or a neighbour's
phone) count for none of them: which one the attendee holds up cannot be told, and the one found
first is only the one higher in the picture. Each counts once it is read alone. So do two new
codes read in turn, one a frame (a camera's focus hunting between the attendee's phone and a
poster behind it): the one read twice first is only the one zxing happened to read more often.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

QUIET_S = 5.0
WINDOW_FRAMES = 3  # the two reads must fall within this many decoded frames


@dataclass(frozen=True)
class Confirmation:
    read: list[str]  # payloads that count from this frame on, in the order found
    pending: bool  # this frame showed a payload for the first time: it awaits a second read
    several: bool = False  # two or more new codes in view: none counts ("one at a time")


class PayloadConfirmer:
    def __init__(
        self,
        quiet_s: float = QUIET_S,
        window_frames: int = WINDOW_FRAMES,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.quiet_s = quiet_s
        self.window_frames = window_frames
        self._clock = clock
        self._frame = 0
        self._first_read: dict[str, int] = {}  # payload -> frame number of its unconfirmed read
        self._last_seen: dict[str, float] = {}  # confirmed payload -> clock time last seen

    def update(self, payloads: Sequence[str], *, certain: bool = False) -> Confirmation:
        """Feed one decoded frame's payloads (empty for a frame without a code)."""
        self._frame += 1
        now = self._clock()
        self._last_seen = {p: t for p, t in self._last_seen.items() if now - t < self.quiet_s}
        self._first_read = {
            p: n for p, n in self._first_read.items() if self._frame - n < self.window_frames
        }
        read: list[str] = []
        pending = False
        new = {p for p in payloads if p not in self._last_seen}
        if len(new | (self._first_read.keys() if new else set())) > 1:
            for payload in payloads:
                if payload in self._last_seen:
                    self._last_seen[payload] = now  # still held up: stay quiet
            self._first_read.clear()  # each is read again once alone
            return Confirmation(read, pending, several=True)
        for payload in payloads:
            if payload in self._last_seen:
                self._last_seen[payload] = now  # still held up: stay quiet
            elif certain or payload in self._first_read:
                self._first_read.pop(payload, None)
                self._last_seen[payload] = now
                read.append(payload)
            else:
                self._first_read[payload] = self._frame
                pending = True
        return Confirmation(read, pending)
