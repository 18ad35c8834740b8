"""When to ask an accepted mint's status: soon, then less often; near the moment it usually settles.

Pure and Qt-free: ``follow_times`` lists the moments (seconds after the mint was accepted) to ask
at, and ``SettleTimes`` remembers between which two asks the latest mint settled, so a kiosk
minting one drop on one chain asks closely where its mints settle, instead of at a fixed beat.
Only what the service answers settles a mint: these decide when to ask, never what.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass

FIRST_WAIT_S = 0.25  # the first wait; it doubles up to the cap (0.25, 0.5, 1, 2 …)
NEAR_STEP_S = 0.1  # around the expected moment the status is asked this often
NEAR_SPAN_S = 0.5  # … from the expected moment for at least this long
MAX_NEAR_SPAN_S = 2.0  # … and at most this long (a first, coarse back-off bracket)


def backoff_times(
    start_s: float = 0.0, *, first_s: float = FIRST_WAIT_S, cap_s: float = 2.0
) -> Iterator[float]:
    """``start_s + first_s``, then waits doubling up to ``cap_s``: with the defaults 0.25, 0.75,
    1.75, 3.75, 5.75 … (waits of 0.25, 0.5, 1, 2, 2 …). Endless; the caller bounds it."""
    moment, wait = start_s, first_s
    while True:
        moment += wait
        yield moment
        wait = min(wait * 2, max(cap_s, first_s))


@dataclass(frozen=True)
class NearWindow:
    """Where recent mints settled: ask first at ``first_s``, then every ``NEAR_STEP_S`` until
    ``until_s`` (at least ``NEAR_SPAN_S`` and at most ``MAX_NEAR_SPAN_S`` after ``first_s``)."""

    first_s: float
    until_s: float


def follow_times(
    near: NearWindow | None, *, first_s: float = FIRST_WAIT_S, cap_s: float = 2.0
) -> Iterator[float]:
    """The moments, in seconds after acceptance, to ask a mint's status at, in order.

    Nothing known yet: the back-off alone (``backoff_times``). Mints settled recently: every
    ``NEAR_STEP_S`` through their window, then the back-off from there, so a mint that settles
    when mints usually do is seen within a step of it, and one that does not costs no more than
    the back-off.
    """
    if near is None:
        yield from backoff_times(first_s=first_s, cap_s=cap_s)
        return
    moment = max(0.0, near.first_s)
    end = min(max(near.until_s, moment + NEAR_SPAN_S), moment + MAX_NEAR_SPAN_S)
    while moment < end:
        yield moment
        moment = round(moment + NEAR_STEP_S, 6)
    yield from backoff_times(moment - NEAR_STEP_S, first_s=first_s, cap_s=cap_s)


class SettleTimes:
    """Where the latest mint settled (seconds after acceptance), per kind: a wallet's mint waits
    for the chain, an e-mail's is reserved at once. Kept: the last ask that found it still open
    and the first that found it settled. The next follow asks a step after that open ask, then
    every step up to the settled one, so from the second mint on it sees the outcome within a
    step of the real moment, however coarse the first mint's back-off bracket was. A mint
    already settled at the first ask settled earlier: the next follow looks a step earlier.
    Thread-safe (the attendee calls share one client)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._latest: dict[bool, NearWindow] = {}

    def add(self, *, by_email: bool, open_at: float | None, settled_at: float) -> None:
        """A mint found settled at ``settled_at``; still open at ``open_at`` (None: no ask
        found it open)."""
        first = settled_at - NEAR_STEP_S if open_at is None else open_at + NEAR_STEP_S
        with self._lock:
            self._latest[by_email] = NearWindow(max(0.0, round(first, 6)), settled_at)

    def expected(self, *, by_email: bool) -> NearWindow | None:
        """Where the next mint is expected to settle; None before any. An e-mail mint is
        expected at once (the service reserves the link when it accepts the mint)."""
        with self._lock:
            latest = self._latest.get(by_email)
        if latest is None and by_email:
            return NearWindow(0.0, 0.0)
        return latest
