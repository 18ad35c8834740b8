"""The thread owner: every worker stopped in stage order, each stop checked, a late one named."""

from __future__ import annotations

import logging
import threading

import pytest

from kiosk.workers.threads import Stage, ThreadOwner


class Recorded:
    """A worker without threads that notes when it starts and stops."""

    def __init__(self, name: str, log: list[str]) -> None:
        self.name = name
        self._log = log

    def start(self) -> None:
        self._log.append(f"start {self.name}")

    def stop(self) -> bool:
        self._log.append(f"stop {self.name}")
        return True

    def running_threads(self) -> list[str]:
        return []


class Blocking:
    """A worker whose one thread runs until ``release`` is set; its stop waits 50 ms."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.release = threading.Event()
        self._thread = threading.Thread(target=self.release.wait, name=f"{name}-1", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def stop(self) -> bool:
        self._thread.join(0.05)
        return not self._thread.is_alive()

    def running_threads(self) -> list[str]:
        return [self._thread.name] if self._thread.is_alive() else []


def test_stop_all_goes_stage_by_stage_then_in_the_order_added() -> None:
    happened: list[str] = []
    owner = ThreadOwner()
    for stage, name in (
        (Stage.EMULATOR, "emulator"),
        (Stage.GATE, "gate"),
        (Stage.STAFF, "setup"),
        (Stage.STAFF, "statistics"),
        (Stage.SETTLING, "settling"),
        (Stage.MINT_QUEUE, "queue"),
    ):
        owner.start(stage, Recorded(name, happened))
    owner.add(Stage.ATTENDEES, Recorded("camera", happened))  # known, never started
    owner.add(Stage.ATTENDEES, Recorded("calls", happened))
    assert owner.stop_all()
    stops = [entry for entry in happened if entry.startswith("stop")]
    assert stops == [
        "stop camera",
        "stop calls",
        "stop queue",
        "stop settling",
        "stop setup",
        "stop statistics",
        "stop gate",
        "stop emulator",
    ]
    happened.clear()
    assert owner.stop_all()  # each was stopped for good: a second close stops nothing
    assert happened == []


def test_a_worker_added_twice_is_stopped_once() -> None:
    happened: list[str] = []
    owner = ThreadOwner()
    worker = Recorded("queue", happened)
    owner.add(Stage.MINT_QUEUE, worker)
    owner.start(Stage.MINT_QUEUE, worker)
    owner.stop_all()
    assert happened == ["start queue", "stop queue"]


def test_a_thread_that_outlives_its_stop_is_named_and_stopped_again_at_close(
    caplog: pytest.LogCaptureFixture,
) -> None:
    owner = ThreadOwner()
    stuck = Blocking("service-worker")
    owner.start(Stage.ATTENDEES, stuck)
    with caplog.at_level(logging.WARNING, logger="kiosk.workers.threads"):
        assert not owner.stop(stuck)
    assert "service-worker did not end" in caplog.text
    assert "service-worker-1 still running" in caplog.text
    assert owner.running() == ["service-worker-1"]

    stuck.release.set()  # its call ends (at close, the app cuts the answers first)
    assert owner.stop_all()
    assert owner.running() == []


def test_stop_all_says_when_a_thread_is_left(caplog: pytest.LogCaptureFixture) -> None:
    owner = ThreadOwner()
    stuck = Blocking("codes-counter")
    owner.start(Stage.STAFF, stuck)
    try:
        with caplog.at_level(logging.WARNING, logger="kiosk.workers.threads"):
            assert not owner.stop_all()
        assert "codes-counter-1 still running" in caplog.text
    finally:
        stuck.release.set()


def test_a_worker_the_owner_never_knew_is_still_stopped_and_checked() -> None:
    """A build of the attendee side used alone (tests, benches) stops through its own owner."""
    happened: list[str] = []
    assert ThreadOwner().stop(Recorded("camera", happened))
    assert happened == ["stop camera"]
