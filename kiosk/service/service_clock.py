"""The service's clock, as its answers give it."""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta

from kiosk.service.models import utc_today

SAME_CLOCK = timedelta(seconds=2)  # a Date's second, and the time an answer took to arrive


class ServiceClock:
    """This computer's clock, set by how far the service's was from it at its last dated answer
    (its ``Date``, to the second). A secret word's window, a drop's expiry and the time a mint
    was made are the service's: a venue laptop's clock may be minutes or hours off. One clock
    serves every client a kiosk builds in its run, and its journal."""

    def __init__(self) -> None:
        self._ahead: timedelta | None = None  # None: no dated answer yet

    def observe(self, moment: datetime) -> None:
        """The service said it is ``moment`` (an answer's ``Date``) now. A ``Date`` is to the
        second: answers that agree within ``SAME_CLOCK`` leave the clock as it was, so it never
        steps back and forth by a second between two answers (a row written just before would
        read as written "later than now", as after a clock set back, and be settled at once)."""
        ahead = moment - datetime.now(UTC)
        if self._ahead is None or abs(ahead - self._ahead) > SAME_CLOCK:
            self._ahead = ahead

    @property
    def known(self) -> bool:
        """Whether a dated answer set it: until one does, it is this computer's clock, which may
        be hours off the service's."""
        return self._ahead is not None

    def now(self) -> datetime:
        return datetime.now(UTC) + (self._ahead or timedelta(0))

    def today(self) -> date:
        """The service's calendar day (UTC); this computer's own while no dated answer came."""
        return self.now().date() if self.known else utc_today()
