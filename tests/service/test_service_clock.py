"""The service's clock: set by the answers' ``Date``, steady between them."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from kiosk.service.service_clock import ServiceClock


def test_answers_a_second_apart_leave_the_clock_steady() -> None:
    """A ``Date`` is to the second: two answers read 0.9 s apart may name the same second. The
    clock must not step back between them, or a journal row written in between reads as written
    "later than now" (after a clock set back) and its mint is sent again at once."""
    clock = ServiceClock()
    service_now = datetime.now(UTC).replace(microsecond=0) + timedelta(hours=2)
    clock.observe(service_now + timedelta(seconds=1))
    written = clock.now()
    clock.observe(service_now)  # the next answer, its Date rounded down a whole second
    assert clock.now() >= written


def test_a_clock_that_moved_is_followed() -> None:
    """The service's clock (or this computer's) was set: the next answer moves the kiosk's."""
    clock = ServiceClock()
    clock.observe(datetime.now(UTC))
    clock.observe(datetime.now(UTC) + timedelta(hours=2))
    assert clock.now() - datetime.now(UTC) > timedelta(hours=1, minutes=59)
