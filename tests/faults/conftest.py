"""Fixtures the truth audits share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kiosk.emulator import EmulatorServer


@pytest.fixture
def server() -> Iterator[EmulatorServer]:
    """One emulator per case; mints pass (or fail) at once unless a case slows or breaks them."""
    emulator = EmulatorServer(mint_delays=(0.0, 0.0))
    emulator.start()
    yield emulator
    emulator.stop()
