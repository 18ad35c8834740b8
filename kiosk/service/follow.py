"""When to ask an accepted mint's status: soon, then less often; near the moment it usually settles.

Pure and Qt-free: ``follow_times`` lists the moments (seconds after the mint was accepted) to ask
at, and ``SettleTimes`` remembers between which two asks recent mints settled, so a kiosk minting
one drop on one chain asks when its mints usually settle, and then closely, instead of at a fixed
beat. Only what the service answers settles a mint: these decide when to ask, never what.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator

FIRST_WAIT_S = 0.25  # the first wait; it doubles up to the cap (0.25, 0.5, 1, 2 …)
NEAR_STEP_S = 0.1  # around the expected moment the status is asked this often
NEAR_SPAN_S = 0.5  # … from the expected moment until this long after it


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


def follow_times(
    expected_s: float | None, *, first_s: float = FIRST_WAIT_S, cap_s: float = 2.0
) -> Iterator[float]:
    """The moments, in seconds after acceptance, to ask a mint's status at, in order.

    Nothing expected yet: the back-off alone (``backoff_times``). Expected to settle at
    ``expected_s``: then (at once when that is now), every ``NEAR_STEP_S`` until ``NEAR_SPAN_S``
    after it, then the back-off from there, so a mint that settles when mints usually do is seen
    within a step of it, and one that does not costs no more than the back-off.
    """
    if expected_s is None:
        yield from backoff_times(first_s=first_s, cap_s=cap_s)
        return
    moment = max(0.0, expected_s)
    end = expected_s + NEAR_SPAN_S
    while moment < end:
        yield moment
        moment = round(moment + NEAR_STEP_S, 6)
    yield from backoff_times(moment - NEAR_STEP_S, first_s=first_s, cap_s=cap_s)


class SettleTimes:
    """When the latest mint settled (seconds after acceptance), per kind: a wallet's mint waits
    for the chain, an e-mail's is reserved at once. A mint found open at one ask and settled at
    the next settled between the two: the middle is kept. A mint settled at the first ask may
    have settled earlier: a step before that ask is kept, so the next follow looks a step
    earlier. The estimate so closes in on the real moment, however coarse the first asks were,
    and then stays within a step of it. Thread-safe (the attendee calls share one client)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._latest: dict[bool, float] = {}

    def add(self, *, by_email: bool, open_at: float | None, settled_at: float) -> None:
        """A mint found settled at ``settled_at``; still open at ``open_at`` (None: no ask
        found it open)."""
        if open_at is None:
            moment = max(0.0, settled_at - NEAR_STEP_S)
        else:
            moment = (open_at + max(open_at, settled_at)) / 2
        with self._lock:
            self._latest[by_email] = moment

    def expected(self, *, by_email: bool) -> float | None:
        """When the next mint is expected to settle; None before any. An e-mail mint is expected
        at once (the service reserves the link when it accepts the mint)."""
        with self._lock:
            latest = self._latest.get(by_email)
        if latest is None:
            return 0.0 if by_email else None
        return latest
