"""Long-lived background threads that run blocking calls, answered through Qt signals.

The UI thread never waits on the network: it submits a call and gets a request id back; the answer
arrives later through a signal carrying that id, so the owner can drop answers it no longer wants
(Electrum's TaskThread, with request ids).

The threads are Python daemon threads, not QThreads: a call stuck on the network (a service that
drips its answer) must never hold the process at exit, and a QThread destroyed while running
aborts it. Signals emitted from them reach the owner's thread through Qt's queued connections.
The app starts and stops them through ``kiosk.workers.threads.ThreadOwner``.
"""

from __future__ import annotations

import logging
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from itertools import count
from typing import Any

from PySide6.QtCore import QObject, Signal

log = logging.getLogger(__name__)

STOP_WAIT_S = 2.0  # a stop waits this long for running calls, then leaves them to end alone


@dataclass(frozen=True)
class _Task:
    request_id: int
    call: Callable[[], Any]
    keep_on_stop: bool = False  # run even after a stop: someone was told it is under way


class TaskWorker(QObject):
    """Runs submitted calls on ``threads`` threads, in order when there is one; with more, a
    slow call never holds the ones submitted after it.

    ``succeeded(request_id, result)`` or ``failed(request_id, exception)`` is emitted for each call,
    delivered in the owner's thread by Qt's queued connections.
    """

    succeeded = Signal(int, object)
    failed = Signal(int, object)

    def __init__(self, name: str, threads: int = 1, *, drain_on_stop: bool = False) -> None:
        super().__init__()
        self.name = name
        self._drain_on_stop = drain_on_stop  # writes that must not be lost: run, not skipped
        self._tasks: queue.SimpleQueue[_Task | None] = queue.SimpleQueue()
        self._ids = count(1)
        self._id_lock = threading.Lock()
        self._threads = [
            threading.Thread(target=self._run, name=f"{name}-{n + 1}", daemon=True)
            for n in range(threads)
        ]
        self._started = False
        self._stopped = False

    def start(self) -> None:
        """Start the threads, once; a worker once stopped stays stopped."""
        if self._started or self._stopped:
            return
        self._started = True
        for thread in self._threads:
            thread.start()

    def submit(self, call: Callable[[], Any], *, keep_on_stop: bool = False) -> int:
        """Queue ``call``; safe from any thread. Returns the id its answer will carry.
        ``keep_on_stop``: a stop still runs it (a mint the attendee reads is being minted)."""
        with self._id_lock:
            request_id = next(self._ids)
        self._tasks.put(_Task(request_id, call, keep_on_stop))
        return request_id

    def stop(self, timeout_s: float = STOP_WAIT_S) -> bool:
        """Skip the queued calls (run them first when built with ``drain_on_stop``, and those
        submitted ``keep_on_stop`` always) and let the running ones finish within ``timeout_s``.
        Whether every thread ended; one still in a call is left to end on its own (it is a
        daemon: it never holds the process), its answer still delivered if the owner lives. Its
        owner logs it, by name (``running_threads``)."""
        self._stopped = True
        kept: list[_Task] = []
        while not self._drain_on_stop:
            try:
                task = self._tasks.get_nowait()
            except queue.Empty:
                break
            if task is not None and task.keep_on_stop:
                kept.append(task)
        for task in kept:  # in their order, before the threads' ends
            self._tasks.put(task)
        for _ in self._threads:
            self._tasks.put(None)
        deadline = time.monotonic() + timeout_s
        for thread in self._threads:
            if thread.is_alive():
                thread.join(max(0.0, deadline - time.monotonic()))
        return not self.running_threads()

    def running_threads(self) -> list[str]:
        return [thread.name for thread in self._threads if thread.is_alive()]

    def _run(self) -> None:
        while (task := self._tasks.get()) is not None:
            try:
                result = task.call()
            except Exception as error:  # every failure goes back to the owner, never lost
                log.debug("Task %s failed: %s", task.request_id, type(error).__name__)
                self.failed.emit(task.request_id, error)
            else:
                self.succeeded.emit(task.request_id, result)
