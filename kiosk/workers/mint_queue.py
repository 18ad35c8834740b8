"""The retry of queued mints: a background round now and then, backing off while offline.

Each round runs in its own worker thread: it reconciles rows a broken call left ``unknown``, then
mints queued links oldest first, each only after its status says it is still unclaimed
(``kiosk.core.reconcile``). The queue lives in the journal, so it survives restarts; the operator
sees its length and last error through ``queue_changed``. Whether the service answers is told
(``service_reachable``) only by a round that asked it something: one with nothing to do asks the
service's health instead while the service was last found unreachable, else it says nothing.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from kiosk.core.attendee_flow import RecordMintResult, RecordRefusal
from kiosk.core.journal import MintJournal
from kiosk.core.reconcile import (
    TIME_LIMIT_S,
    ReconcileReport,
    ask_health,
    drain_queue,
    reconcile_journal,
)
from kiosk.workers.task_worker import TaskWorker

if TYPE_CHECKING:
    from kiosk.service import ServiceClient

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class RetryDelays:
    """Exponential backoff with jitter between failed rounds, and the pace while all is well."""

    first_s: float = 5.0
    longest_s: float = 300.0
    idle_s: float = 30.0  # between rounds while the service answers (new unknown rows, restarts)

    def after_failures(self, failures: int) -> float:
        """Half to all of the doubled delay, so kiosks that lost the same network spread out."""
        ceiling = min(self.longest_s, self.first_s * 2 ** (failures - 1))
        return random.uniform(ceiling / 2, ceiling)


@dataclass(frozen=True)
class _Round:
    report: ReconcileReport  # reconciliation's then the queue's, or the health check's
    queued: int
    last_error: str


class MintQueue(QObject):
    """Drains the journal's queue in the background; start it with the kiosk, stop it at exit.

    ``queue_unminted`` is the operator's queue switch: with it, a row found never minted while
    reconciling is queued too. ``poke()`` after a mint was queued starts a round at once, unless
    the queue is backing off. A round cut by its time limit is no failure: the next round, at
    the pace of a round that went well, takes the rest.
    ``note_service_reachable`` is what others found (the attendee calls): while the service is
    known unreachable, a round with nothing to ask asks its health, so the kiosk learns it is back.
    """

    queue_changed = Signal(int, str)  # queued mints, the last error why they are not minted yet
    service_reachable = Signal(bool)  # what a round that asked the service found (none: silent)
    name = "mint-queue"

    def __init__(
        self,
        journal: MintJournal,
        client: ServiceClient,
        *,
        queue_unminted: bool = True,
        delays: RetryDelays | None = None,
        time_limit_s: float = TIME_LIMIT_S,
        now: Callable[[], datetime] | None = None,
        allowed_drops: frozenset[int] = frozenset(),
    ) -> None:
        super().__init__()
        self.journal = journal
        self.client = client
        self.queue_unminted = queue_unminted
        self.delays = delays or RetryDelays()
        self.time_limit_s = time_limit_s
        # The rounds' clock (the service's, as the journal's rows): rows sent within the
        # gateway's wait are left
        self.now = now or client.now
        self.allowed_drops = allowed_drops  # the drops staff chose; a link of another is not minted
        self.failures = 0  # rounds in a row that could not reach the service
        self.service_unreachable = False  # last found so, by a round or the attendee calls
        self._worker = TaskWorker(self.name)
        self._worker.succeeded.connect(self._on_round)
        self._worker.failed.connect(self._on_error)
        self._running = False
        self._again = False  # poked while a round ran: another one follows at once
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._start_round)

    def start(self) -> None:
        self._worker.start()
        self._start_round()

    def stop(self) -> bool:
        """No more rounds; whether the one running ended within the worker's wait."""
        self._timer.stop()
        return self._worker.stop()

    def write_owed(self, records: list[RecordMintResult | RecordRefusal]) -> None:
        """Results and refusals the journal refused (staff came in meanwhile), to write at once;
        the journal keeps them (``MintJournal.owe``): each round of this queue or the next
        build's writes them first, the journal's close at the latest."""
        if records:
            self.journal.owe(records)
            self.poke()

    def running_threads(self) -> list[str]:
        return self._worker.running_threads()

    def note_service_reachable(self, reachable: bool) -> None:
        """What the attendee calls found: rounds with nothing to do ask the service's health
        while it is unreachable."""
        self.service_unreachable = not reachable

    def poke(self) -> None:
        """A mint was just queued: try it now, unless the service is known to be down."""
        if self._running:
            self._again = True
        elif self.failures == 0:
            self._timer.start(0)

    @property
    def next_round_ms(self) -> int:
        """Milliseconds until the next round, -1 while one runs (for the operator and tests)."""
        return self._timer.remainingTime() if self._timer.isActive() else -1

    def _start_round(self) -> None:
        if self._running:
            return
        self._running = True
        self._again = False
        self._worker.submit(partial(self._round, self.service_unreachable))

    def _round(self, ask_health_when_idle: bool) -> _Round:
        """Runs in the worker thread. A round that asked the service nothing (nothing to
        reconcile, follow or mint) says nothing about it, unless ``ask_health_when_idle``."""
        self.journal.write_owed()
        report = reconcile_journal(
            self.journal,
            self.client,
            queue_unminted=self.queue_unminted,
            include_pending=False,  # pending rows have a call running on them
            time_limit_s=self.time_limit_s,
            now=self.now,
            allowed_drops=self.allowed_drops,
        )
        if not report.error:  # the first failure to reach the service (or it busy) ends the round
            drained = drain_queue(
                self.journal,
                self.client,
                time_limit_s=self.time_limit_s,
                now=self.now,
                allowed_drops=self.allowed_drops,
            )
            report = report.then(drained)
        if report.reachable is None and ask_health_when_idle:
            report = ask_health(self.client)
        queued, last_error = self.journal.queue_status()
        return _Round(report, queued, last_error)

    def _on_round(self, _request_id: int, result: _Round) -> None:
        self._running = False
        report = result.report
        if report.error:
            self.failures += 1
            log.warning("Mint queue: %s (%d queued)", report.error, result.queued)
        else:
            self.failures = 0
        last_error = (report.error or result.last_error) if result.queued else ""
        self.queue_changed.emit(result.queued, last_error)
        reachable = report.reachable
        if reachable is not None:  # a round that asked nothing says nothing
            self.service_unreachable = not reachable
            self.service_reachable.emit(reachable)
        self._schedule()

    def _on_error(self, _request_id: int, error: Exception) -> None:
        """The journal itself failed (disk full, …): keep trying, slowly."""
        self._running = False
        self.failures += 1
        log.error("Mint queue round failed", exc_info=error)
        self._schedule()

    def _schedule(self) -> None:
        if self.failures:
            delay_s = self.delays.after_failures(self.failures)
        elif self._again:
            delay_s = 0.0
        else:
            delay_s = self.delays.idle_s
        self._timer.start(round(delay_s * 1000))
