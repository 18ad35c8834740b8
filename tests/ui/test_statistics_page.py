"""The statistics page shows a real journal's counts, its mints per quarter hour, and warnings."""

from __future__ import annotations

from collections.abc import Iterator
from datetime import timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.parsing import Recipient, RecipientKind
from kiosk.core.reasons import Outcome
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.operator.page import CheckTone
from kiosk.ui.operator.statistics_page import StatisticsPage, StatTile, TileTone
from tests.core.test_journal import DROP, OTHER_DROP, START, Clock, attempt, result
from tests.ui.conftest import SMALL_SCREEN

MIN_OPERATOR_TARGET_PX = 56
MIN_OPERATOR_TEXT_PX = 18

AMBER = QColor("#a16207")
RED = QColor("#b91c1c")


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def journal(tmp_path: Path, clock: Clock) -> Iterator[MintJournal]:
    journal = MintJournal(tmp_path / "journal.sqlite3", clock=clock)
    yield journal
    journal.close()


@pytest.fixture
def page(qtbot: QtBot, themed_app: QApplication) -> StatisticsPage:
    page = StatisticsPage()
    qtbot.addWidget(page)
    page.resize(*SMALL_SCREEN)
    page.show()
    qtbot.waitExposed(page)
    return page


class Attempts:
    """Adds attempts with distinct request ids, each ending in the given outcome."""

    def __init__(self, journal: MintJournal) -> None:
        self.journal = journal
        self.next_id = 1

    def add(self, outcome: Outcome | None, count: int = 1, drop_id: int = DROP.drop_id) -> None:
        """``None`` leaves the attempt pending (no answer yet)."""
        drop = DROP if drop_id == DROP.drop_id else OTHER_DROP
        for _ in range(count):
            mint = attempt(self.next_id, started_at=float(self.next_id), drop=drop)
            self.next_id += 1
            self.journal.record_attempt(mint)
            if outcome is not None:
                self.journal.record_result(result(mint, outcome))

    def queue(self, error: str) -> None:
        mint = attempt(self.next_id, started_at=float(self.next_id))
        self.next_id += 1
        self.journal.requeue(self.journal.queue(mint), error)


def assert_nothing_is_cut_off(page: QWidget) -> None:
    """Every visible label has the height its wrapped text needs; buttons are finger-sized."""
    labels = [label for label in page.findChildren(QLabel) if label.isVisible() and label.text()]
    assert len(labels) > 3
    for label in labels:
        assert label.font().pixelSize() >= MIN_OPERATOR_TEXT_PX, label.objectName()
        assert label.heightForWidth(label.width()) <= label.height(), label.text()
    for button in page.findChildren(QPushButton):
        if button.isVisible():
            assert button.height() >= MIN_OPERATOR_TARGET_PX, button.text()
            room = button.contentsRect().width()
            assert button.fontMetrics().horizontalAdvance(button.text()) <= room, button.text()


def tile_colour(tile: StatTile) -> QColor:
    return tile.grab().toImage().pixelColor(tile.width() // 2, 3)


def test_tiles_show_the_journals_counts(page: StatisticsPage, journal: MintJournal) -> None:
    attempts = Attempts(journal)
    attempts.add(Outcome.MINTED, 3)
    attempts.add(Outcome.ON_ITS_WAY, 2)
    attempts.add(Outcome.RESERVED_BY_EMAIL)
    attempts.add(Outcome.ALREADY_CLAIMED, 4)
    attempts.add(Outcome.EXPIRED)
    attempts.add(Outcome.NOT_FOUND)
    attempts.add(Outcome.NO_NETWORK)  # the outcome is not known: checked later
    attempts.add(None)
    attempts.add(Outcome.MINTED, 5, drop_id=OTHER_DROP.drop_id)  # another drop: not counted

    page.show_statistics(journal.statistics(DROP.drop_id))

    shown = {
        page.minted: "3",
        page.on_its_way: "2",
        page.reserved: "1",
        page.already_claimed: "4",
        page.failed: "2",
        page.being_checked: "2",
        page.queued: "0",
    }
    assert {tile: tile.value.text() for tile in shown} == shown
    assert page.being_checked.tone() is TileTone.WARNING
    assert page.queued.tone() is TileTone.PLAIN
    assert page.queue_problem.isHidden()


def test_waiting_mints_show_the_last_error(page: StatisticsPage, journal: MintJournal) -> None:
    attempts = Attempts(journal)
    attempts.add(Outcome.MINTED)
    attempts.queue("Connection refused\nby 10.0.0.1")

    page.show_statistics(journal.statistics(DROP.drop_id))

    assert page.queued.value.text() == "1"
    assert page.queued.tone() is TileTone.WARNING
    assert tile_colour(page.queued) == AMBER
    assert page.queue_problem.isVisible()
    assert "Connection refused by 10.0.0.1" in page.queue_problem.text()  # one plain line

    attempts.queue("x" * 2000)  # the most recent error, far too long for the page
    page.show_statistics(journal.statistics(DROP.drop_id))
    assert page.queued.value.text() == "2"
    assert page.queue_problem.text().endswith("x…")
    assert len(page.queue_problem.text()) < 250

    for row in journal.queued_rows():
        journal.set_state(row.id, JournalState.MINTED)  # the retry got through
    page.show_statistics(journal.statistics(DROP.drop_id))
    assert page.queued.value.text() == "0"
    assert page.queue_problem.isHidden()


def test_the_chart_gets_the_mints_per_quarter_hour(
    page: StatisticsPage, journal: MintJournal, clock: Clock
) -> None:
    attempts = Attempts(journal)
    clock.now = START - timedelta(hours=5)  # older than the chart's four hours
    attempts.add(Outcome.MINTED, 2)
    clock.now = START - timedelta(hours=3, minutes=40)  # 08:20, in the oldest quarter shown
    attempts.add(Outcome.MINTED)
    clock.now = START - timedelta(minutes=10)  # 11:50: the quarter before the current one
    attempts.add(Outcome.MINTED)
    attempts.add(Outcome.ON_ITS_WAY)  # not minted yet
    attempts.add(Outcome.RESERVED_BY_EMAIL)  # a reservation, not a mint
    attempts.add(Outcome.EXPIRED)  # not a mint
    attempts.add(Outcome.ALREADY_CLAIMED)  # not a mint either
    clock.now = START + timedelta(minutes=14)  # 12:14: the current quarter
    attempts.add(Outcome.MINTED, 3)

    page.show_statistics(journal.statistics(DROP.drop_id))

    assert page.chart.values() == [1] + [0] * 13 + [1, 3]
    assert page.chart.accessibleDescription().startswith("5 mints in all")
    labels = page.chart.hour_labels()
    assert len(labels) == 4
    assert [index for index, _ in labels] == [labels[0][0] + 4 * n for n in range(4)]
    assert all(":00" in text for _, text in labels)  # whole hours, the language's clock


def test_the_chart_paints_its_bars(page: StatisticsPage, journal: MintJournal) -> None:
    Attempts(journal).add(Outcome.MINTED, 4)
    page.show_statistics(journal.statistics(DROP.drop_id))
    image = page.chart.grab().toImage()
    last_bar_centre = int(page.chart.width() * (1 - 1 / 32))
    bar_colour = page.chart.property("barColor")
    assert bar_colour == QColor("#22c55e")  # from the style sheet
    assert image.pixelColor(last_bar_centre, page.chart.height() // 2) == bar_colour
    assert image.pixelColor(page.chart.width() // 2, page.chart.height() // 2) != bar_colour


def test_the_bar_counts_use_the_language_s_digits_as_the_tiles_do(
    page: StatisticsPage, journal: MintJournal
) -> None:
    """In Arabic the tiles read "٤": the count over the bar must not read "4" beside them."""
    english = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.Arabic, QLocale.Country.Egypt))
    try:
        Attempts(journal).add(Outcome.MINTED, 4)
        page.show_statistics(journal.statistics(DROP.drop_id))
        assert page.minted.value.text() == "٤"
        assert list(page.chart.count_labels().values()) == ["٤"]
    finally:
        QLocale.setDefault(english)

@pytest.mark.parametrize(
    ("left", "tone", "colour"),
    [(19, TileTone.WARNING, AMBER), (1, TileTone.WARNING, AMBER), (0, TileTone.DANGER, RED)],
)
def test_few_codes_left_warn(
    page: StatisticsPage, left: int, tone: TileTone, colour: QColor
) -> None:
    page.show_codes_left(left, 20)
    assert page.codes_left.value.text() == str(left)
    assert page.codes_left.tone() is tone
    assert tile_colour(page.codes_left) == colour
    assert page.codes_left.note.isVisible()
    assert "more mints" in page.codes_left.note.text()


@pytest.mark.parametrize("left", [20, 500])
def test_enough_codes_left_do_not_warn(page: StatisticsPage, left: int) -> None:
    page.show_codes_left(3, 20)  # a warning first, so the test sees it go away
    page.show_codes_left(left, 20)
    assert page.codes_left.value.text() == str(left)
    assert page.codes_left.tone() is TileTone.PLAIN
    assert tile_colour(page.codes_left) not in (AMBER, RED)
    assert page.codes_left.note.isHidden()


def test_an_expired_drop_has_no_codes_left_and_more_mints_are_not_offered(
    page: StatisticsPage,
) -> None:
    page.show_codes_left(0, 20, drop_expired=True)
    assert page.codes_left.value.text() == "0"
    assert page.codes_left.tone() is TileTone.DANGER
    assert "expired" in page.codes_left.note.text()
    assert "more mints" not in page.codes_left.note.text()


def test_codes_left_are_unknown_without_the_edit_code(page: StatisticsPage) -> None:
    page.show_codes_left(None, 20)
    assert page.codes_left.value.text() == "?"
    assert page.codes_left.tone() is TileTone.PLAIN
    assert "edit code" in page.codes_left.note.text()

    page.show_codes_left(7, 20)
    page.show_codes_check_failed()
    assert page.codes_left.value.text() == "7"  # the last known count stays
    assert page.codes_left.tone() is TileTone.WARNING
    assert "Could not check" in page.codes_left.note.text()


def test_no_recipient_reaches_the_page(page: StatisticsPage, journal: MintJournal) -> None:
    """The page shows counts only: no recipient, masked or not, reaches a label."""
    mint = attempt(recipient=Recipient(RecipientKind.EMAIL, "ann@example.com"))
    journal.record_attempt(mint)
    journal.record_result(result(mint, Outcome.MINTED))
    page.show_statistics(journal.statistics(DROP.drop_id))
    texts = [label.text() for label in page.findChildren(type(page.title))]
    assert not any("example.com" in text for text in texts)
    assert page.minted.value.text() == "1"


def test_the_page_fits_beside_the_operator_steps(
    qtbot: QtBot, themed_app: QApplication, journal: MintJournal
) -> None:
    """At 1280x800 inside the operator area, with every warning showing, nothing is cut off."""
    attempts = Attempts(journal)
    attempts.add(Outcome.MINTED, 3)
    attempts.add(Outcome.NO_NETWORK)
    attempts.queue("The service cannot be reached: " + "connection refused, " * 20)
    area = OperatorArea()
    qtbot.addWidget(area)
    page = StatisticsPage()
    area.add_page("statistics", "Statistics", page)
    area.resize(*SMALL_SCREEN)
    area.show()
    qtbot.waitExposed(area)
    page.show_statistics(journal.statistics(DROP.drop_id))
    page.show_check(CheckTone.FAILED, "The journal could not be read just now.")
    for show_codes in (
        lambda: page.show_codes_left(None, 20),
        lambda: page.show_codes_left(5, 1000),
        lambda: page.show_codes_left(0, 20),
        page.show_codes_check_failed,
        page.show_codes_counting,
    ):
        show_codes()
        QApplication.processEvents()  # the layout follows the new texts
        assert_nothing_is_cut_off(page)
        assert page.chart.height() >= page.chart.minimumHeight()


def test_mints_that_failed_after_the_service_took_them_turn_the_failed_tile_red(
    page: StatisticsPage, journal: MintJournal
) -> None:
    attempts = Attempts(journal)
    attempts.add(Outcome.EXPIRED)  # refused: an ordinary failure, no alarm
    page.show_statistics(journal.statistics(DROP.drop_id))
    assert page.failed.tone() is TileTone.PLAIN
    plain = tile_colour(page.failed)
    attempts.add(Outcome.MINT_FAILED, 2)  # the attendees left believing it would come
    page.show_statistics(journal.statistics(DROP.drop_id))
    assert page.failed.value.text() == "3"
    assert page.failed.tone() is TileTone.DANGER
    assert page.failed.note.text() == "2 failed after the service took them: see the Journal"
    assert tile_colour(page.failed) != plain
    assert_nothing_is_cut_off(page)
