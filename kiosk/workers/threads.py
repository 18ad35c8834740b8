"""The owner of every worker thread: started and stopped in one place, in one order.

The app (``kiosk.app``) hands each worker to one ``ThreadOwner`` with the stage it belongs to;
the owner starts it when the app says, and at close stops everything stage by stage: first what
uses the others (the camera and the attendee calls), last what they all talk to (the demo's
emulator). Each stop is checked: a thread that outlives its stop's wait (a call stuck on the
network) is logged by name and kept in view, and stopped once more at close. docs/threads.md
lists every thread.
"""

from __future__ import annotations

import logging
from enum import IntEnum
from typing import Protocol

log = logging.getLogger(__name__)


class Stage(IntEnum):
    """The stop order at close, first to last; they start the other way round over the app's
    life (the emulator before the app, the attendee side last, each time the doors open)."""

    ATTENDEES = 1  # the camera, the attendee calls (service, artwork): they feed everything else
    MINT_QUEUE = 2  # retries queued mints through the attendee side's client
    SETTLING = 3  # settles the journal at each opening, through that client too
    STAFF = 4  # the operator pages' background calls (their own clients)
    GATE = 5  # the PIN and operator-pass checks
    EMULATOR = 6  # --demo and --self-test: the service the others talk to


class Worker(Protocol):
    """Something that runs threads of its own: started once, stopped once (a second stop only
    waits again)."""

    @property
    def name(self) -> str: ...

    def start(self) -> None: ...

    def stop(self) -> bool:
        """Stop within its own wait; whether every thread of it ended."""
        ...

    def running_threads(self) -> list[str]:
        """The names of its threads still running."""
        ...


class ThreadOwner:
    """Knows every worker of the app by stage; ``stop_all`` ends them in ``Stage`` order."""

    def __init__(self) -> None:
        self._workers: list[tuple[Stage, Worker]] = []  # not known to have ended, by stage

    def add(self, stage: Stage, worker: Worker) -> None:
        """Known from now on (stopped at close), started later with ``start``."""
        if not self._knows(worker):
            self._workers.append((stage, worker))

    def start(self, stage: Stage, worker: Worker) -> None:
        self.add(stage, worker)
        log.debug("Starting %s", worker.name)
        worker.start()

    def stop(self, worker: Worker) -> bool:
        """Stop ``worker`` and check it ended; a thread still running is logged by name and the
        worker stays known, so ``stop_all`` waits for it again."""
        ended = worker.stop()
        if ended:
            self._workers = [known for known in self._workers if known[1] is not worker]
        else:
            log.warning(
                "%s did not end within its stop's wait: %s still running, left to end on its own",
                worker.name,
                ", ".join(worker.running_threads()) or "a thread",
            )
        return ended

    def stop_all(self) -> bool:
        """Every known worker, stage by stage (in the order each was added within a stage);
        whether every thread ended."""
        ended = True
        for _stage, worker in sorted(self._workers, key=lambda known: known[0]):
            ended = self.stop(worker) and ended
        return ended

    def running(self) -> list[str]:
        """The names of the threads still running, of every worker not known to have ended."""
        return [name for _stage, worker in self._workers for name in worker.running_threads()]

    def _knows(self, worker: Worker) -> bool:
        return any(known is worker for _stage, known in self._workers)
