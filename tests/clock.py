"""A clock the test moves by hand, for the flow and the PIN gate (the network still runs in real
time)."""

from __future__ import annotations


class FakeClock:
    """The code's idea of now, moved by the test."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now
