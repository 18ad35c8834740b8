"""Keeps the statistics and journal pages current while staff look at them, and exports the CSV.

Nothing here blocks the UI thread: with 10 000 attempts one ``statistics()`` read took about 12 ms
(measured on the shared 2-core build machine), so journal reads run on their own worker thread,
and the codes count, a service call, on another, so a slow network never holds the numbers back.
Pages that are hidden are not refreshed; the timer runs only while one of them is shown.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QTimer, Slot

from kiosk.core.dispenser import LinkSource, Record, kiosk_share
from kiosk.core.drop_codes import DropCodes
from kiosk.core.journal import JournalRow, JournalStatistics, MintJournal
from kiosk.core.settings import KioskSettings, Settings
from kiosk.ui.operator.journal_model import journal_unreadable_text
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.page import CheckTone
from kiosk.ui.operator.statistics_page import StatisticsPage
from kiosk.workers.background_calls import BackgroundCalls

log = logging.getLogger(__name__)

PAGE_SIZE = 100  # journal rows per "show older attempts"
REFRESH_MS = 2000
CODES_INTERVAL_S = 60.0  # the codes count costs a service call: at most once a minute

# The chosen drop's mint codes; None while no edit code is kept for it.
CodesLeft = Callable[[], DropCodes | None]
_JournalPage = tuple[int, list[JournalRow]]  # the journal's row count, and the rows read


class StatisticsPresenter(QObject):
    """Feeds ``stats_page`` and ``journal_page`` from ``journal``; ``refresh()`` after each mint.

    ``codes_left`` counts the drop's unclaimed mint codes through the service (it needs the edit
    code, and answers None without one); ``None`` instead of a function shows the count as unknown.
    Its two threads are ``workers``: the app's thread owner starts and stops them; used alone,
    call ``stop()`` when done.
    """

    def __init__(
        self,
        stats_page: StatisticsPage,
        journal_page: JournalPage,
        journal: MintJournal,
        settings: Settings,
        codes_left: CodesLeft | None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(stats_page)  # gone with its page: no late refresh of deleted pages
        self._stats_page = stats_page
        self._journal_page = journal_page
        self._journal = journal
        self._settings = settings
        self._codes_left = codes_left
        self._clock = clock
        self._journal_calls = BackgroundCalls("journal-reader")
        self._codes_calls = BackgroundCalls("codes-counter")
        self._reading_statistics = False
        self._reading_journal = False
        self._known_total = 0  # the journal's row count at the last read of the newest rows
        self._counting_codes = False
        self._codes_checked: tuple[float, int] | None = None  # when, and for which drop
        self._codes_counted: DropCodes | None = None  # the last count shown, for that drop
        self._codes_generation = 0  # answers from before a change of function or drop are old
        # the links the dispenser held last, those it set aside, and what they are links of
        self._dispenser_left: _DispenserLinks | None = None
        self._dispensed: dict[Record, int] | None = None  # the journal's dispenser counts
        # The chosen drop's journal counts at the last read: when they change, this kiosk claimed
        # (or tried to claim) a code, so the codes count is asked for again, not kept a minute.
        self._attempts_seen: tuple[int, tuple[int, ...]] | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(REFRESH_MS)
        self._timer.timeout.connect(self.refresh)
        journal_page.load_more_requested.connect(self._load_older)
        journal_page.export_requested.connect(self.export)
        for page in (stats_page, journal_page):
            page.installEventFilter(self)
        self._follow_visibility()

    def set_codes_left(self, codes_left: CodesLeft | None) -> None:
        """The edit code was entered, changed or removed: count codes with this from now on."""
        self._codes_left = codes_left
        self._codes_checked = None
        self._codes_counted = None
        self._codes_generation += 1
        self._stats_page.show_codes_counting()
        self.refresh()

    @Slot(int, object)
    def take_codes_count(self, drop_id: int, codes: DropCodes) -> None:
        """The Mint codes page has just read the drop's codes: newer than any count here (staff
        may have asked for more), and no call of its own is needed for a minute."""
        self._codes_generation += 1  # a count still on its way is older
        self._codes_checked = (self._clock(), drop_id)
        self._codes_counted = codes
        self._show_dispenser()

    @Slot()
    def refresh(self) -> None:
        """Read the journal again for the pages that are shown (and the codes, if due)."""
        if self._stats_page.isVisible():
            self._refresh_statistics()
            self._refresh_codes()
        if self._journal_page.isVisible():
            self._refresh_journal()

    @Slot(str)
    def export(self, path: str) -> None:
        """Write the whole journal, recipients masked, to ``path`` in the background; staff are
        told when results the journal could not write yet (the file locked) are not in it."""
        self._journal_page.show_exporting(path)
        journal = self._journal

        def exported(counts: tuple[int, int]) -> None:
            count, unwritten = counts
            log.info("Journal exported: %d rows (%d results not written yet)", count, unwritten)
            self._journal_page.show_exported(count, path, unwritten)

        def export() -> tuple[int, int]:
            """Those owed before the rows are read are not in the file (or not settled there)."""
            unwritten = journal.owed()
            return journal.export_csv(Path(path)), unwritten

        def failed(error: Exception) -> None:
            log.warning("Journal export failed: %s", type(error).__name__)
            self._journal_page.show_export_failed(path, error)

        self._journal_calls.run(export, exported, failed)

    @property
    def workers(self) -> tuple[BackgroundCalls, BackgroundCalls]:
        """Journal reads; the codes count, a service call, on its own so it never holds them."""
        return self._journal_calls, self._codes_calls

    def stop(self) -> None:
        self._timer.stop()
        for calls in self.workers:
            calls.stop()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self._follow_visibility()
        return False

    def _follow_visibility(self) -> None:
        if self._stats_page.isVisible() or self._journal_page.isVisible():
            if not self._timer.isActive():
                self._timer.start()
                self.refresh()  # at once, not after the first interval
        else:
            self._timer.stop()

    # --- statistics ----------------------------------------------------------------------------

    def _refresh_statistics(self) -> None:
        if self._reading_statistics:
            return
        self._reading_statistics = True
        drop_id, journal = self._settings.kiosk.drop_id, self._journal
        dispenser = self._settings.kiosk.dispenser
        self._journal_calls.run(
            lambda: (
                journal.statistics(drop_id),
                journal.dispensed(drop_id) if dispenser else None,
            ),
            self._show_statistics,
            self._statistics_failed,
        )

    def show_dispenser_left(
        self, links: Sequence[str] | None, aside: frozenset[str] = frozenset()
    ) -> None:
        """The links the dispenser holds now (``None``: it is not running) and those it set
        aside (switched off, held for a mint here: ``DispenserFlow.set_aside``), for the next
        refresh; once staff choose another drop, source, file or share they are none of those.
        Other kiosks and phones claim links while it runs: the drop's codes are counted again
        when staff next look, and the tile follows that list (``_show_dispenser``)."""
        kiosk = self._settings.kiosk
        pool = _pool_of(kiosk)
        self._dispenser_left = None if links is None else _DispenserLinks(tuple(links), aside, pool)
        self._codes_generation += 1  # a count on its way began before these links
        self._codes_checked = None
        self._codes_counted = None

    def _show_statistics(self, read: tuple[JournalStatistics, dict[Record, int] | None]) -> None:
        self._reading_statistics = False
        stats, self._dispensed = read
        self._stats_page.show_statistics(stats)
        self._follow_own_claims(stats)
        self._show_dispenser()
        self._stats_page.clear_check()

    def _show_dispenser(self) -> None:
        """The dispenser tiles (in dispenser mode): shown and claimed from the journal; links
        left by the drop's codes as the service listed them since the dispenser last counted
        (the list "Codes left" counts): this kiosk's share of the unclaimed ones less those it
        set aside, or, from a links file, its links less those listed claimed. Without such a
        list, the dispenser's own count while one is on its way is not shown: it misses claims
        made elsewhere; shown otherwise, it is said to be the dispenser's (a links file without
        the edit code: the service's list cannot be read)."""
        if self._dispensed is None:
            return
        kiosk = self._settings.kiosk
        counted = self._dispenser_left
        if counted is None or counted.pool != _pool_of(kiosk):
            counted = None
        checked = self._codes_checked
        codes = self._codes_counted if checked is not None and checked[1] == kiosk.drop_id else None
        left: int | None
        if codes is not None and codes.drop_expired:
            left = 0
        elif codes is not None and kiosk.link_source is LinkSource.SERVICE:
            unclaimed = (code.qr_hash for code in codes.codes if not code.claimed)
            share = kiosk_share(unclaimed, kiosk.kiosk_number, kiosk.kiosk_count)
            left = len(set(share) - (counted.aside if counted is not None else frozenset()))
        elif codes is not None and counted is not None:
            claimed = {code.qr_hash.lower() for code in codes.codes if code.claimed}
            left = sum(link not in claimed for link in counted.links)
        elif self._counting_codes:
            left = None
        else:
            left = None if counted is None else len(counted.links)
        own_count = codes is None and left is not None
        shown, claimed_count = self._dispensed[Record.SHOWN], self._dispensed[Record.CLAIMED]
        self._stats_page.show_dispenser(left, shown, claimed_count, own_count=own_count)
        if left is None and self._counting_codes:
            self._stats_page.show_links_counting()

    def _follow_own_claims(self, stats: JournalStatistics) -> None:
        """A mint this kiosk made since the last count claimed one of the codes counted, and a
        code it found already claimed (at another kiosk, on a phone) may have been counted as
        left: the next refresh counts again, so "Codes left" never reads more than the service
        has while "Minted" or "Already claimed" beside it has grown."""
        counts = (
            stats.minted,
            stats.on_its_way,
            stats.reserved,
            stats.already_claimed,
            stats.failed,
            stats.unknown,
            stats.pending,
        )
        drop_id = self._settings.kiosk.drop_id
        checked = self._codes_checked
        # Another drop's count is dropped by ``_refresh_codes`` itself (it must know of the change).
        same_drop = checked is not None and checked[1] == drop_id
        if same_drop and self._attempts_seen not in (None, (drop_id, counts)):
            self._codes_checked = None
        self._attempts_seen = (drop_id, counts)

    def _statistics_failed(self, error: Exception) -> None:
        self._reading_statistics = False
        log.warning("Statistics unreadable: %s", type(error).__name__)
        self._stats_page.show_check(CheckTone.FAILED, journal_unreadable_text())

    def _refresh_codes(self) -> None:
        if self._codes_left is None:
            self._show_codes_left(None)
            return
        drop_id = self._settings.kiosk.drop_id
        now = self._clock()
        if self._codes_checked is not None:
            checked_at, checked_drop = self._codes_checked
            if checked_drop == drop_id and now - checked_at < CODES_INTERVAL_S:
                if self._codes_counted is not None:  # the warning threshold may have changed
                    self._show_codes_left(self._codes_counted)
                return
            if checked_drop != drop_id:
                self._codes_generation += 1  # a count still on its way is for the old drop
                self._codes_counted = None
                self._stats_page.show_codes_counting()
        if self._counting_codes:
            return
        self._counting_codes = True
        self._codes_checked = (now, drop_id)
        generation = self._codes_generation

        def counted(codes: DropCodes | None) -> None:
            self._counting_codes = False
            if generation != self._codes_generation:
                return
            if codes is None:
                self._codes_checked = None  # no service call was made: look again next time
            self._codes_counted = codes
            self._show_codes_left(codes)
            self._show_dispenser()

        def failed(error: Exception) -> None:
            self._counting_codes = False
            log.warning("Codes left unknown: %s", type(error).__name__)
            if generation == self._codes_generation:
                self._codes_counted = None  # the failure note stays until the next count
                self._stats_page.show_codes_check_failed()
                self._show_dispenser()

        self._codes_calls.run(self._codes_left, counted, failed)

    def _show_codes_left(self, codes: DropCodes | None) -> None:
        threshold = self._settings.kiosk.low_codes_warning
        if codes is None:
            self._stats_page.show_codes_left(None, threshold)
        else:
            self._stats_page.show_codes_left(
                codes.left,
                threshold,
                drop_expired=codes.drop_expired,
                expiry_known=codes.expiry_known,
            )

    # --- journal view --------------------------------------------------------------------------

    def _refresh_journal(self) -> None:
        if self._reading_journal:
            return
        self._reading_journal = True
        shown, known = self._journal_page.model.rowCount(), self._known_total

        def read() -> _JournalPage:
            total = self._journal.row_count()
            added = max(total - known, 0) if known else 0
            return total, self._journal.rows(limit=max(PAGE_SIZE, shown) + added)

        def failed(error: Exception) -> None:
            self._reading_journal = False
            self._journal_failed(error)

        self._journal_calls.run(read, self._show_newest, failed)

    def _show_newest(self, answer: _JournalPage) -> None:
        self._reading_journal = False
        total, rows = answer
        self._known_total = total
        self._journal_page.show_newest(rows, total, self._journal.clock())

    def _journal_failed(self, error: Exception) -> None:
        log.warning("Journal unreadable: %s", type(error).__name__)
        self._journal_page.show_unreadable()

    def _load_older(self) -> None:
        model = self._journal_page.model
        bottom = model.row_at(model.rowCount() - 1).id  # the button is off while none is shown

        def read() -> _JournalPage:
            # By row id: a count of the rows shown is off by any attempt written meanwhile.
            return self._journal.row_count(), self._journal.rows(limit=PAGE_SIZE, before=bottom)

        def loaded(answer: _JournalPage) -> None:
            total, rows = answer
            self._journal_page.show_older(rows, total)

        def failed(error: Exception) -> None:
            self._journal_page.show_older([], self._known_total)
            self._journal_failed(error)

        self._journal_calls.run(read, loaded, failed)


@dataclass(frozen=True)
class _DispenserLinks:
    """What the dispenser told last: the links it holds, those it set aside, and what they are
    links of (``_pool_of``)."""

    links: tuple[str, ...]
    aside: frozenset[str]
    pool: tuple[object, ...]


def _pool_of(kiosk: KioskSettings) -> tuple[object, ...]:
    """What a dispenser's links are: the drop, where they come from, and this kiosk's share."""
    return (
        kiosk.drop_id,
        kiosk.link_source,
        kiosk.dispenser_links_file,
        kiosk.kiosk_number,
        kiosk.kiosk_count,
    )
