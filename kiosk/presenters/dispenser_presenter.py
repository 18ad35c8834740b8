"""Dispenser mode's presenter: carries out the effects of ``DispenserFlow``
(kiosk/core/dispenser.py) on its page, one worker thread and three timers (docs/dispenser.md,
docs/threads.md).

Every service call and journal write runs on ``dispenser-worker-1``, in the order given; the
drop's artwork loads on ``dispenser-artwork-1``, so a slow artwork host never holds a tapped QR.
The UI thread only hands them over and shows what comes back. ``read_qr_on_screen`` reads the
page back with the kiosk's own decoder, as a phone camera would (the self-test, the demo's phone,
tests).
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from datetime import datetime

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QPixmap

from kiosk.core.dispenser import (
    RELIST_S,
    CheckLink,
    DispenserFlow,
    DispenserState,
    Effect,
    Journal,
    LinkCheck,
    LinkSource,
    LoadPool,
    PollLink,
    PoolProblem,
    Screen,
    WakeAfter,
    mint_page_url,
)
from kiosk.core.dispenser_calls import DispenserCalls, PoolAnswer
from kiosk.core.journal import MintJournal
from kiosk.presenters.attendee_controller import DecodedArtwork
from kiosk.service import Event
from kiosk.ui.dispenser_page import DispenserPage
from kiosk.workers.background_calls import BackgroundCalls
from kiosk.workers.mint_queue import RetryDelays

log = logging.getLogger(__name__)


class DispenserPresenter(QObject):
    """Owns the flow, its page and its worker; the app starts and stops it like any worker."""

    state_changed = Signal(object)  # DispenserState, after every change (the statistics)
    name = "dispenser"

    def __init__(
        self,
        flow: DispenserFlow,
        calls: DispenserCalls,
        page: DispenserPage,
        journal: MintJournal,
        *,
        source: LinkSource,
        links_file: str,
        mint_page: str,
        load_artwork: Callable[[str], DecodedArtwork | None],
    ) -> None:
        super().__init__()
        self.flow = flow
        self.calls = calls
        self.page = page
        self.journal = journal
        self.source, self.links_file, self.mint_page = source, links_file, mint_page
        self._load_artwork = load_artwork
        self._worker = BackgroundCalls("dispenser-worker")
        self._artwork = BackgroundCalls("dispenser-artwork")
        self._poll = QTimer(self)
        self._poll.setSingleShot(True)
        self._poll.timeout.connect(self._ask_shown)
        self._polled = ""  # the link the poll timer will ask about
        # when each link's QR first went up, on the service's clock: a claim before is not ours
        self._shown_since: dict[str, datetime] = {}
        self._wake = QTimer(self)
        self._wake.setSingleShot(True)
        self._wake.timeout.connect(lambda: self._apply(self.flow.tick()))
        # The drop's links listed again while it runs: every ``relist_s`` while the service
        # answers; a list not had (no answer, or failed here) is asked again on its own, backing
        # off (5 s, doubling, to 5 min), so the first attendee after an outage finds a QR. A
        # links file lists no claims: on the same schedule, the links shown here and hidden
        # unclaimed are asked about instead (``DispenserFlow.ask_hidden``). One timer for both,
        # so a list on its way stops either, and its answer says which comes next.
        self.relist_s = RELIST_S
        self.list_retry = RetryDelays()
        self._list_failures = 0  # lists not had in a row
        self._relist = QTimer(self)
        self._relist.setSingleShot(True)
        self._relist.timeout.connect(self._relist_due)
        self._ask_hidden_next = False  # the timer asks about a file's hidden links, not for a list
        self._listening = False
        self._artwork_url = ""  # the drop's artwork address last asked for
        # A picture not loaded is tried again on its own, backing off (5 s, doubling, to 5 min)
        self.artwork_retry = RetryDelays()
        self._artwork_failures = 0  # loads of ``_artwork_url`` failed in a row

    @property
    def state(self) -> DispenserState:
        return self.flow.state

    def link_of(self, qr_hash: str) -> str:
        """What the QR of ``qr_hash`` encodes: its public mint page."""
        return mint_page_url(qr_hash, self.mint_page, self.calls.mint_site)

    def start(self) -> None:
        if not self._listening:
            self.page.tapped.connect(self._tapped)
            self._listening = True
        self._worker.start()
        self._artwork.start()
        # The page outlives the build before (another drop's, maybe): its drop is not this one's.
        self._artwork_url = ""
        self.page.show_drop("", None)
        self._worker.run(self.calls.drop, self._show_drop, lambda error: None)
        self._apply(self.flow.start())

    def stop(self) -> bool:
        """The page outlives this build: it no longer reaches the flow."""
        if self._listening:
            self.page.tapped.disconnect(self._tapped)
            self._listening = False
        self._poll.stop()
        self._wake.stop()
        self._relist.stop()
        return all([self._worker.stop(), self._artwork.stop()])  # each, whatever the other

    def running_threads(self) -> list[str]:
        return self._worker.running_threads() + self._artwork.running_threads()

    def _tapped(self) -> None:
        self._apply(self.flow.tapped())

    # --- effects -------------------------------------------------------------------------------

    def _apply(self, effects: list[Effect]) -> None:
        for effect in effects:
            self._carry_out(effect)
        state = self.flow.state
        self.page.show_state(state, self.link_of(state.qr_hash) if state.qr_hash else "")
        if state.screen is Screen.SHOWING:
            self._shown_since.setdefault(state.qr_hash, self.calls.client.now())
        self.state_changed.emit(state)

    def _carry_out(self, effect: Effect) -> None:
        match effect:
            case LoadPool():
                self._relist.stop()  # one list on its way at a time; its answer sets the next
                source, links_file = self.source, self.links_file
                drop_id, journal = self.calls.drop_id, self.journal

                def load() -> tuple[PoolAnswer, tuple[str, ...]]:
                    return self.calls.pool(source, links_file), journal.shown_unclaimed(drop_id)

                self._worker.run(load, self._pool_answered, self._pool_failed)
            case CheckLink(qr_hash=qr_hash):
                since = self._shown_since.get(qr_hash)
                self._worker.run(
                    lambda: self._check(qr_hash, since),
                    lambda answer: self._checked(answer, lambda c: self.flow.checked(qr_hash, c)),
                    lambda error: self._apply(self.flow.checked(qr_hash, LinkCheck.UNCHECKED)),
                )
            case PollLink(qr_hash=qr_hash, after_s=after_s):
                self._polled = qr_hash
                self._poll.start(round(after_s * 1000))
            case WakeAfter(after_s=after_s):
                self._wake.start(max(0, round(after_s * 1000)))
            case Journal(record=record, qr_hash=qr_hash):
                drop_id, journal = self.calls.drop_id, self.journal
                self._worker.run(
                    lambda: journal.record_dispensed(qr_hash, drop_id, record),
                    lambda _none: None,
                    lambda error: log.error(
                        "Dispenser: %s of %s not journaled: %s", record, qr_hash, error
                    ),
                )

    def _check(self, qr_hash: str, shown_since: datetime | None) -> tuple[LinkCheck, Event | None]:
        """On the worker: a link this kiosk holds an attendee's mint of is theirs, whatever the
        service says (it cannot know of a mint queued here); otherwise the service's word, with
        the drop as the link's status names it."""
        if self.journal.waiting_rows_of(qr_hash):
            return LinkCheck.HELD_HERE, None
        return self.calls.check_naming(qr_hash, shown_since)

    def _checked(
        self,
        answer: tuple[LinkCheck, Event | None],
        then: Callable[[LinkCheck], list[Effect]],
    ) -> None:
        """The drop as the service names it now (renamed since the opening, or not read then),
        then the flow hears the verdict."""
        check, drop = answer
        if drop is not None:
            self._show_drop(drop)
        self._apply(then(check))

    def _pool_answered(self, loaded: tuple[PoolAnswer, tuple[str, ...]]) -> None:
        answer, shown_before = loaded
        self.flow.shown_before(shown_before)
        if answer.problem is not None:
            self._apply(self.flow.pool_failed(answer.problem))
            self._list_again(answer.problem)
        else:
            self._apply(self.flow.pool_loaded(answer.qr_hashes, answer.claimed))
            self._list_failures = 0
            if self._listening:  # the service's list again, or a file's hidden links asked about
                self._relist_in(self.relist_s, hidden=answer.claimed is None)

    def _pool_failed(self, error: Exception) -> None:
        log.error("Dispenser: the links could not be had: %s", type(error).__name__)
        self._apply(self.flow.pool_failed(PoolProblem.FAILED))
        self._list_again(PoolProblem.FAILED)

    def _list_again(self, problem: PoolProblem) -> None:
        """A list not had for want of an answer, or failing here, is asked for again on its
        own, backing off; the rest (no edit code, a wrong one, no links file) wait for staff."""
        if problem not in (PoolProblem.UNREACHABLE, PoolProblem.FAILED) or not self._listening:
            return
        self._list_failures += 1
        self._relist_in(self.list_retry.after_failures(self._list_failures), hidden=False)

    def _relist_in(self, delay_s: float, *, hidden: bool) -> None:
        """``hidden``: then a links file's hidden links are asked about; otherwise a list."""
        self._ask_hidden_next = hidden
        self._relist.start(round(delay_s * 1000))

    def _relist_due(self) -> None:
        if not self._ask_hidden_next:
            self._apply(self.flow.list_again())  # its answer sets the next
            return
        self._apply(self.flow.ask_hidden())
        if self._listening:
            self._relist_in(self.relist_s, hidden=True)

    def _ask_shown(self) -> None:
        qr_hash = self._polled
        since = self._shown_since.get(qr_hash)
        self._worker.run(
            lambda: self._check(qr_hash, since),
            lambda answer: self._checked(answer, lambda c: self.flow.polled(qr_hash, c)),
            lambda error: self._apply(self.flow.polled(qr_hash, LinkCheck.UNCHECKED)),
        )

    def _show_drop(self, event: Event) -> None:
        """The drop's name as the service gave it last; its artwork loaded once per address."""
        self.page.show_drop_name(event.name)
        url = event.artwork_url
        if url and url != self._artwork_url:
            self._artwork_url = url
            self._artwork_failures = 0
            self._fetch_artwork(url)

    def _fetch_artwork(self, url: str) -> None:
        self._artwork.run(
            lambda: self._load_artwork(url),
            lambda decoded: self._show_artwork(url, decoded),
            lambda error: self._show_artwork(url, None),
        )

    def _show_artwork(self, url: str, decoded: DecodedArtwork | None) -> None:
        """The picture beside its own drop only; one not loaded is tried again later (no
        picture is no failure: the QR mints all the same)."""
        if url != self._artwork_url or not self._listening:
            return
        if decoded is not None:
            self.page.artwork.set_artwork(QPixmap.fromImage(decoded.image()))
            return
        log.warning("Dispenser: the drop's artwork was not loaded; tried again later")
        self._artwork_failures += 1
        delay_ms = round(1000 * self.artwork_retry.after_failures(self._artwork_failures))
        QTimer.singleShot(delay_ms, self, lambda: self._artwork_due(url))

    def _artwork_due(self, url: str) -> None:
        if url == self._artwork_url and self._listening:
            self._fetch_artwork(url)
