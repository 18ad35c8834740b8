"""The task worker runs calls off the UI thread, in order, and reports every outcome."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from functools import partial

import pytest
from pytestqt.qtbot import QtBot

from kiosk.workers.task_worker import TaskWorker


@pytest.fixture
def worker(qtbot: QtBot) -> Iterator[TaskWorker]:
    worker = TaskWorker("test-worker")
    worker.start()
    yield worker
    assert worker.stop()


def test_results_arrive_in_order_with_their_ids(qtbot: QtBot, worker: TaskWorker) -> None:
    answers: list[tuple[int, object]] = []
    worker.succeeded.connect(lambda request_id, result: answers.append((request_id, result)))
    ids = [worker.submit(partial(pow, n, 2)) for n in range(5)]
    qtbot.waitUntil(lambda: len(answers) == 5)
    assert answers == [(request_id, n * n) for n, request_id in enumerate(ids)]
    assert len(set(ids)) == 5


def test_calls_run_off_the_ui_thread(qtbot: QtBot, worker: TaskWorker) -> None:
    with qtbot.waitSignal(worker.succeeded) as blocker:
        worker.submit(threading.get_ident)
    assert blocker.args is not None
    assert blocker.args[1] != threading.get_ident()


def test_a_failure_is_reported_and_the_worker_goes_on(qtbot: QtBot, worker: TaskWorker) -> None:
    def broken() -> None:
        raise ValueError("boom")

    failures: list[tuple[int, object]] = []
    answers: list[object] = []
    worker.failed.connect(lambda request_id, error: failures.append((request_id, error)))
    worker.succeeded.connect(lambda _request_id, result: answers.append(result))
    failed_id = worker.submit(broken)
    worker.submit(lambda: "still alive")
    qtbot.waitUntil(lambda: bool(failures) and bool(answers))
    assert failures[0][0] == failed_id
    assert isinstance(failures[0][1], ValueError)
    assert answers == ["still alive"]


def test_stop_skips_queued_calls(qtbot: QtBot) -> None:
    worker = TaskWorker("stopping-worker")
    all_queued = threading.Event()
    ran: list[int] = []

    def busy_until_stop_drains_the_queue() -> None:
        all_queued.wait(5)
        while worker._tasks.qsize() != 1:  # only stop()'s end marker left
            time.sleep(0.001)

    worker.start()
    worker.submit(busy_until_stop_drains_the_queue)
    for n in range(3):
        worker.submit(partial(ran.append, n))
    all_queued.set()
    assert worker.stop()
    assert ran == []


def test_stop_still_runs_the_calls_submitted_to_be_kept(qtbot: QtBot) -> None:
    """A call someone was told is under way (an attendee's mint) is run, in its order, even
    when the stop comes before a thread took it up; the others queued are skipped."""
    worker = TaskWorker("keeping-worker")
    busy, release = threading.Event(), threading.Event()
    ran: list[int] = []

    def busy_until_released() -> None:
        busy.set()
        release.wait(5)

    worker.start()
    worker.submit(busy_until_released)
    assert busy.wait(5)
    for n in range(4):
        worker.submit(partial(ran.append, n), keep_on_stop=n % 2 == 1)
    stopper = threading.Thread(target=worker.stop)
    stopper.start()
    qtbot.waitUntil(lambda: worker._tasks.qsize() == 3)  # the two kept, then the end marker
    release.set()
    stopper.join(5)
    assert not stopper.is_alive()
    assert not worker.running_threads()
    assert ran == [1, 3]


def test_many_answers_cross_threads_intact(qtbot: QtBot, worker: TaskWorker) -> None:
    """PySide6 6.12.0 corrupts reference counts on cross-thread signals (crash within ~100)."""
    answers: list[object] = []
    worker.succeeded.connect(lambda _id, result: answers.append(result))
    for n in range(1000):
        worker.submit(partial(tuple, ("answer", n)))
    qtbot.waitUntil(lambda: len(answers) == 1000)
    assert answers[-1] == ("answer", 999)


def test_stop_says_which_threads_are_still_in_a_call(qtbot: QtBot) -> None:
    worker = TaskWorker("slow-worker", threads=2)
    release = threading.Event()
    worker.start()
    worker.submit(release.wait)
    qtbot.waitUntil(lambda: worker._tasks.qsize() == 0)  # taken by a thread
    assert not worker.stop(0.05)
    assert len(worker.running_threads()) == 1
    assert worker.running_threads()[0].startswith("slow-worker-")
    release.set()
    assert worker.stop()
    assert worker.running_threads() == []


def test_a_stopped_worker_never_starts_again() -> None:
    worker = TaskWorker("stopped-worker")
    assert worker.stop()  # never started: nothing to wait for
    worker.start()
    assert worker.running_threads() == []
