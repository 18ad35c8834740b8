"""kiosk.core.memory: free C heap memory back to the system at quiet moments, not too often."""

from __future__ import annotations

import sys

import pytest

from kiosk.core import memory
from kiosk.core.memory import MemoryReturn, release_free_memory


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's malloc_trim")
def test_linux_gives_free_memory_back():
    assert release_free_memory() is True


def test_at_most_once_in_its_interval(monkeypatch):
    calls = []

    def release():
        calls.append(1)
        return True

    monkeypatch.setattr(memory, "release_free_memory", release)
    now = [100.0]
    returner = MemoryReturn(every_s=10, clock=lambda: now[0])
    assert returner.quiet_moment() is True
    now[0] += 9.9
    assert returner.quiet_moment() is False
    now[0] += 0.2
    assert returner.quiet_moment() is True
    assert len(calls) == 2


def test_nothing_where_there_is_no_malloc_trim(monkeypatch):
    monkeypatch.setattr(memory, "_malloc_trim", lambda: None)
    assert release_free_memory() is False
