"""One long-lived background thread that runs blocking calls one at a time.

The UI thread never waits on the network: it submits a call and gets a request id back; the answer
arrives later through a signal carrying that id, so the owner can drop answers it no longer wants
(Electrum's TaskThread, with request ids).
"""

from __future__ import annotations

import logging
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass
from itertools import count
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class _Task:
    request_id: int
    call: Callable[[], Any]


class TaskWorker(QObject):
    """Runs submitted calls in order on its own QThread.

    ``succeeded(request_id, result)`` or ``failed(request_id, exception)`` is emitted for each call,
    delivered in the owner's thread by Qt's queued connections.
    """

    succeeded = Signal(int, object)
    failed = Signal(int, object)

    def __init__(self, name: str) -> None:
        super().__init__()
        self._tasks: queue.SimpleQueue[_Task | None] = queue.SimpleQueue()
        self._ids = count(1)
        self._id_lock = threading.Lock()
        self._thread = QThread()
        self._thread.setObjectName(name)
        self.moveToThread(self._thread)
        self._thread.started.connect(self._run)

    def start(self) -> None:
        self._thread.start()

    def submit(self, call: Callable[[], Any]) -> int:
        """Queue ``call``; safe from any thread. Returns the id its answer will carry."""
        with self._id_lock:
            request_id = next(self._ids)
        self._tasks.put(_Task(request_id, call))
        return request_id

    def stop(self, timeout_ms: int = 5000) -> bool:
        """Let the running call finish, skip the queued ones, and end the thread."""
        while True:
            try:
                self._tasks.get_nowait()
            except queue.Empty:
                break
        self._tasks.put(None)
        self._thread.quit()
        return self._thread.wait(timeout_ms)

    def _run(self) -> None:
        while (task := self._tasks.get()) is not None:
            try:
                result = task.call()
            except Exception as error:  # every failure goes back to the owner, never lost
                log.debug("Task %s failed: %s", task.request_id, type(error).__name__)
                self.failed.emit(task.request_id, error)
            else:
                self.succeeded.emit(task.request_id, result)
