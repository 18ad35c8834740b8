"""Blocking calls for the operator screens, answered through callbacks on the UI thread.

The operator presenters need many small one-off calls (list drops, validate an edit code, fetch
codes); a callback per call keeps each presenter short. Answers for a presenter that has gone are
still delivered, so callbacks must only touch widgets they own.

In the app the thread owner (``kiosk.workers.threads``) starts the thread before any call can be
made; used alone (a presenter's tests), the first call starts it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from kiosk.workers.task_worker import TaskWorker

Answer = Callable[[Any], None]
Failure = Callable[[Exception], None]


class BackgroundCalls(QObject):
    """Long-lived worker threads (one unless told: calls then run in order); ``run`` never
    blocks the caller."""

    def __init__(self, name: str = "operator-worker", threads: int = 1) -> None:
        super().__init__()
        self._worker = TaskWorker(name, threads)
        self._callbacks: dict[int, tuple[Answer, Failure]] = {}
        self._worker.succeeded.connect(self._on_answer)
        self._worker.failed.connect(self._on_failure)

    @property
    def name(self) -> str:
        return self._worker.name

    def start(self) -> None:
        self._worker.start()

    def run(self, call: Callable[[], Any], on_answer: Answer, on_failure: Failure) -> None:
        """Run ``call`` in the background; then ``on_answer(result)`` or ``on_failure(error)``.
        After ``stop`` nothing runs and nothing answers."""
        self._worker.start()  # nothing when started already, or stopped
        self._callbacks[self._worker.submit(call)] = (on_answer, on_failure)

    def stop(self) -> bool:
        """Drop the answers still to come; whether the thread ended within its wait."""
        self._callbacks.clear()
        return self._worker.stop()

    def running_threads(self) -> list[str]:
        return self._worker.running_threads()

    def _on_answer(self, request_id: int, result: object) -> None:
        if callbacks := self._callbacks.pop(request_id, None):
            callbacks[0](result)

    def _on_failure(self, request_id: int, error: Exception) -> None:
        if callbacks := self._callbacks.pop(request_id, None):
            callbacks[1](error)
