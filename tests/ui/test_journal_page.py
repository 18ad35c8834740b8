"""The journal page: a real journal's rows in words, masked, newest first, paged; export intent."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QDate, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QFileDialog,
    QLabel,
    QLineEdit,
    QWidget,
)
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import MintAttempt, RecordRefusal
from kiosk.core.journal import MAX_MESSAGE, JournalState, MintJournal
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind
from kiosk.core.reasons import Outcome
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language
from kiosk.ui.operator.journal_model import Column, local_time_text
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.operator_area import OperatorArea
from kiosk.ui.outside_text import PLAIN_TEXT_LIMIT
from tests.core.test_journal import ADDRESS, DROP, Clock, attempt, result, word_attempt
from tests.ui.conftest import SMALL_SCREEN
from tests.ui.test_statistics_page import assert_nothing_is_cut_off

EMAIL = Recipient(RecipientKind.EMAIL, "annette@example.com")


@pytest.fixture
def journal(tmp_path: Path) -> Iterator[MintJournal]:
    journal = MintJournal(tmp_path / "journal.sqlite3", clock=Clock())
    yield journal
    journal.close()


@pytest.fixture
def page(qtbot: QtBot, themed_app: QApplication) -> JournalPage:
    page = JournalPage()
    qtbot.addWidget(page)
    page.resize(*SMALL_SCREEN)
    page.show()
    qtbot.waitExposed(page)
    return page


def cells(page: JournalPage, row: int) -> list[str]:
    model = page.model
    return [model.index(row, column).data() for column in Column]


def every_text(page: JournalPage) -> str:
    model = page.model
    roles = (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole)
    return "\n".join(
        str(model.index(row, column).data(role))
        for row in range(model.rowCount())
        for column in Column
        for role in roles
    )


def fill(journal: MintJournal, count: int) -> None:
    for request_id in range(1, count + 1):
        mint = attempt(request_id, started_at=float(request_id))
        journal.record_attempt(mint)
        journal.record_result(result(mint, Outcome.MINTED))


def test_rows_show_in_words_newest_first_and_masked(
    page: JournalPage, journal: MintJournal
) -> None:
    link = attempt(1, started_at=1.0)
    journal.record_attempt(link)
    journal.record_result(result(link, Outcome.MINTED))
    code = attempt(2, started_at=2.0, recipient=EMAIL, source_kind=SourceKind.CODE)
    journal.record_attempt(code)
    journal.record_result(result(code, Outcome.EXPIRED, detail="The mint link has expired"))
    word = word_attempt(request_id=3)
    journal.record_attempt(word)
    journal.mark_unknown(journal.pending_rows()[0].id, "Read timed out")

    page.show_newest(journal.rows(), journal.row_count())

    created = journal.rows()[0].created_at
    assert cells(page, 0) == [
        local_time_text(created),
        "Secret word",
        word.secret_word,
        "a***@example.com",
        "Being checked",
        "Read timed out",
    ]
    assert cells(page, 1) == [
        local_time_text(created),
        "Typed code",
        code.qr_hash,
        "a***@example.com",
        "Failed",
        "Link or word expired — The mint link has expired",
    ]
    assert cells(page, 2)[1:5] == ["Mint link", link.qr_hash, "0x5aAe…eAed", "Minted"]
    text = every_text(page)
    assert ADDRESS not in text
    assert "annette" not in text
    assert "Showing 3 of 3" in page.count_label.text()
    assert not page.load_more_button.isEnabled()


def test_an_attempt_stopped_at_its_check_says_so(page: JournalPage, journal: MintJournal) -> None:
    claimed = RecordRefusal(DROP, Outcome.ALREADY_CLAIMED, "abc123", SourceKind.LINK)
    journal.record_refusal(claimed)
    page.show_newest(journal.rows(), journal.row_count())
    assert cells(page, 0)[1:] == [
        "Mint link",
        "abc123",
        "—",
        "Already claimed",
        "Checked only, not minted",
    ]


def test_times_are_local_the_languages_way_with_the_date_only_for_other_days(
    qapp: QApplication,
) -> None:
    now = datetime(2026, 11, 23, 9, 30, 5, tzinfo=UTC)
    local, yesterday = now.astimezone(), (now - timedelta(days=1)).astimezone()
    apply_language("de")
    try:
        assert local_time_text(now, today=local) == local.strftime("%H:%M:%S")
        assert local_time_text(yesterday, today=local) == yesterday.strftime("%d.%m.%y %H:%M")
    finally:
        apply_language(SOURCE_LANGUAGE)
    assert local_time_text(now, today=local) == local.strftime("%-I:%M:%S\u202f%p")


def test_new_attempts_come_in_on_top_and_changes_are_redrawn(
    page: JournalPage, journal: MintJournal
) -> None:
    first = attempt(1, started_at=1.0)
    journal.record_attempt(first)
    page.show_newest(journal.rows(), journal.row_count())
    assert cells(page, 0)[Column.OUTCOME] == "Sending"

    journal.record_result(result(first, Outcome.ON_ITS_WAY))
    second = attempt(2, started_at=2.0, recipient=EMAIL)
    journal.record_attempt(second)
    journal.record_result(result(second, Outcome.RESERVED_BY_EMAIL))
    page.show_newest(journal.rows(), journal.row_count())

    assert page.model.rowCount() == 2
    assert cells(page, 0)[Column.RECIPIENT : Column.DETAILS] == [
        "a***@example.com",
        "Reserved for e-mail",
    ]
    assert cells(page, 1)[Column.OUTCOME] == "On its way"


def test_older_attempts_load_page_by_page(
    page: JournalPage, journal: MintJournal, qtbot: QtBot
) -> None:
    fill(journal, 150)
    page.show_newest(journal.rows(limit=100), journal.row_count())
    assert page.model.rowCount() == 100
    assert "Showing 100 of 150" in page.count_label.text()
    assert page.load_more_button.isEnabled()

    with qtbot.waitSignal(page.load_more_requested):
        qtbot.mouseClick(page.load_more_button, Qt.MouseButton.LeftButton)
    assert not page.load_more_button.isEnabled()  # until the rows arrive

    # A page that overlaps what is shown (attempts came in meanwhile) adds no row twice.
    page.show_older(journal.rows(limit=100, before=61), journal.row_count())
    ids = [page.model.row_at(position).id for position in range(page.model.rowCount())]
    assert ids == list(range(150, 0, -1))
    assert "Showing 150 of 150" in page.count_label.text()
    assert not page.load_more_button.isEnabled()


def test_an_empty_journal_says_so(page: JournalPage) -> None:
    page.show_newest([], 0)
    assert page.model.rowCount() == 0
    assert page.count_label.text() == "No mint attempts yet."
    assert not page.load_more_button.isEnabled()


def save_dialog(page: QWidget, qtbot: QtBot) -> QFileDialog:
    """The export's save dialog, once it is open (Qt's own, so a test can drive it)."""

    def open_dialogs() -> list[QFileDialog]:
        return [dialog for dialog in page.findChildren(QFileDialog) if dialog.isVisible()]

    qtbot.waitUntil(lambda: len(open_dialogs()) == 1)
    return open_dialogs()[0]


def choose_export_file(page: JournalPage, qtbot: QtBot, path: Path | None) -> QFileDialog:
    """Tap Export, then in the real dialog type ``path`` and save (None: cancel)."""
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    dialog = save_dialog(page, qtbot)
    if path is None:
        dialog.reject()
    else:
        dialog.selectFile(str(path))
        dialog.accept()
    return dialog


def test_export_asks_for_a_file_and_emits_its_path(
    page: JournalPage, qtbot: QtBot, tmp_path: Path
) -> None:
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    dialog = save_dialog(page, qtbot)
    today = QDate.currentDate().toString("yyyy-MM-dd")
    assert Path(dialog.selectedFiles()[0]).name == f"mint-journal-{today}.csv"
    assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)  # never behind the lock
    chosen = tmp_path / "journal-export.csv"
    with qtbot.waitSignal(page.export_requested) as exported:
        dialog.selectFile(str(chosen))
        dialog.accept()
    assert exported.args == [str(chosen)]


    with qtbot.waitSignal(page.export_requested) as exported:
        again = choose_export_file(page, qtbot, tmp_path / "without-suffix")
    assert exported.args == [str(tmp_path / "without-suffix.csv")]
    assert Path(again.directory().absolutePath()) == tmp_path  # the folder chosen last time


def test_the_export_is_named_by_the_services_day_not_the_computers(
    page: JournalPage, journal: MintJournal, qtbot: QtBot
) -> None:
    """A laptop a day slow: the rows are dated by the service's clock, and so is the file."""
    tomorrow = datetime.now(UTC) + timedelta(days=1)
    page.show_newest(journal.rows(), journal.row_count(), tomorrow)
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    dialog = save_dialog(page, qtbot)
    day = tomorrow.astimezone().strftime("%Y-%m-%d")
    assert Path(dialog.selectedFiles()[0]).name == f"mint-journal-{day}.csv"
    dialog.reject()


def test_a_cancelled_dialog_exports_nothing(page: JournalPage, qtbot: QtBot) -> None:
    with qtbot.assertNotEmitted(page.export_requested):
        choose_export_file(page, qtbot, None)


def test_export_results_are_told_in_plain_words(page: JournalPage) -> None:
    page.show_exporting("/media/usb/journal.csv")
    assert not page.export_button.isEnabled()
    assert page.check_line.property("tone") == "working"

    page.show_exported(12, "/media/usb/journal.csv")
    assert page.export_button.isEnabled()
    assert page.check_line.property("tone") == "ok"
    assert page.check_line.text() == "Exported 12 rows to /media/usb/journal.csv"


@pytest.mark.parametrize(
    ("error", "words"),
    [
        (PermissionError(errno.EACCES, "Permission denied"), "may not write there"),
        (FileNotFoundError(errno.ENOENT, "No such file"), "folder does not exist"),
        (IsADirectoryError(errno.EISDIR, "Is a directory"), "is a folder"),
        (OSError(errno.ENOSPC, "No space left on device"), "disk is full"),
        (OSError(errno.EIO, "Input/output error"), "(Input/output error)"),
    ],
)
def test_export_failures_say_what_to_do(page: JournalPage, error: OSError, words: str) -> None:
    page.show_export_failed("/media/usb/journal.csv", error)
    assert page.check_line.property("tone") == "failed"
    assert page.check_line.text().startswith("Could not export to /media/usb/journal.csv.")
    assert words in page.check_line.text()
    assert "Errno" not in page.check_line.text()


def test_the_state_words_cover_every_state(page: JournalPage, journal: MintJournal) -> None:
    for request_id, state in enumerate(JournalState, start=1):
        journal.set_state(journal.record_attempt(attempt(request_id)), state)
    page.show_newest(journal.rows(), journal.row_count())
    words = {cells(page, row)[Column.OUTCOME] for row in range(page.model.rowCount())}
    assert len(words) == len(JournalState)
    assert all(words)


def test_a_tapped_row_shows_its_details_in_full(
    page: JournalPage, journal: MintJournal, qtbot: QtBot
) -> None:
    mint = attempt(1, recipient=EMAIL)
    journal.record_attempt(mint)
    long_message = "The service said: " + "mint link expired at the end of the event. " * 3
    journal.record_result(result(mint, Outcome.EXPIRED, detail=long_message))
    page.show_newest(journal.rows(), journal.row_count())
    assert page.details.text() == "Tap a row to read it here in full, with its code."

    cell = page.table.visualRect(page.model.index(0, Column.OUTCOME))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())

    assert page.details.isVisible()
    assert page.details.text().splitlines() == [
        f"{local_time_text(journal.rows()[0].created_at)} · Mint link · Failed",
        f"Code or word: {mint.qr_hash}",
        "Recipient: a***@example.com",
        f"Link or word expired — {long_message.strip()}",
    ]
    assert "annette" not in page.details.text()


def test_a_long_message_is_shown_in_full_in_a_pane_that_scrolls(
    page: JournalPage, journal: MintJournal, qtbot: QtBot
) -> None:
    """Nothing is cut: the pane scrolls instead of pushing the table off the page."""
    mint = attempt(1)
    journal.record_attempt(mint)
    chatty = " ".join(f"part {n} of what the service said." for n in range(50))
    assert PLAIN_TEXT_LIMIT < len(chatty) <= MAX_MESSAGE  # longer than a cell, kept whole
    journal.record_result(result(mint, Outcome.FAILED, detail=chatty))
    page.show_newest(journal.rows(), journal.row_count())
    cell = page.table.visualRect(page.model.index(0, Column.DETAILS))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())

    assert page.details_pane.isVisible()
    assert chatty in page.details.text()
    details = page.details
    qtbot.waitUntil(lambda: details.heightForWidth(details.width()) <= details.height())
    assert page.details_pane.height() < page.table.height()
    assert page.details_pane.verticalScrollBar().maximum() > 0  # the rest is a scroll away


def test_the_row_shown_in_full_follows_its_changes(
    page: JournalPage, journal: MintJournal, qtbot: QtBot
) -> None:
    row_id = journal.record_attempt(attempt(1))
    page.show_newest(journal.rows(), journal.row_count())
    cell = page.table.visualRect(page.model.index(0, Column.OUTCOME))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    assert "Sending" in page.details.text()

    journal.set_state(row_id, JournalState.MINTED)
    page.show_newest(journal.rows(), journal.row_count())
    assert "Minted" in page.details.text()


def test_the_secret_word_is_the_code_of_a_website_claim(
    page: JournalPage, journal: MintJournal
) -> None:
    journal.record_attempt(word_attempt("party-word"))
    page.show_newest(journal.rows(), journal.row_count())
    assert cells(page, 0)[Column.INPUT : Column.CODE + 1] == ["Secret word", "party-word"]
    assert page.model.headerData(Column.CODE, Qt.Orientation.Horizontal) == "Code or word"


def test_the_page_fits_beside_the_operator_steps(
    qtbot: QtBot, themed_app: QApplication, journal: MintJournal
) -> None:
    """At 1280x800 inside the operator area, with details and an error showing, nothing is cut."""
    fill(journal, 150)
    area = OperatorArea()
    qtbot.addWidget(area)
    page = JournalPage()
    area.add_page("journal", "Journal", page)
    area.resize(*SMALL_SCREEN)
    area.show()
    qtbot.waitExposed(area)
    page.show_newest(journal.rows(limit=100), journal.row_count())
    cell = page.table.visualRect(page.model.index(0, Column.DETAILS))
    qtbot.mouseClick(page.table.viewport(), Qt.MouseButton.LeftButton, pos=cell.center())
    path = "/media/staff/USB STICK WITH A LONG NAME/exports/mint-journal-2026-11-23.csv"
    page.show_export_failed(path, PermissionError(errno.EACCES, "Permission denied"))
    QApplication.processEvents()

    assert_nothing_is_cut_off(page)
    assert page.table.height() >= 4 * page.table.verticalHeader().defaultSectionSize()
    assert page.load_more_button.isVisible()


def test_a_mint_failed_after_the_attendee_left_shows_its_code_and_reason(
    page: JournalPage, journal: MintJournal
) -> None:
    row_id = journal.record_attempt(
        MintAttempt(
            1,
            DROP,
            Recipient(RecipientKind.ADDRESS, ADDRESS),
            started_at=1.0,
            qr_hash="abc123",
            source_kind=SourceKind.LINK,
        )
    )
    journal.set_state(
        row_id, JournalState.FAILED, "The transaction failed", "0x1", Outcome.MINT_FAILED
    )
    page.show_newest(journal.rows(), journal.row_count())
    assert cells(page, 0)[Column.CODE :] == [
        "abc123",
        "0x5aAe…eAed",
        "Failed",
        "Failed after the service took it — The transaction failed",
    ]


def contrast(one: QColor, other: QColor) -> float:
    """WCAG's contrast ratio of two colours."""

    def luminance(colour: QColor) -> float:
        def linear(channel: float) -> float:
            return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

        red, green, blue = (linear(c) for c in (colour.redF(), colour.greenF(), colour.blueF()))
        return 0.2126 * red + 0.7152 * green + 0.0722 * blue

    light, dark = sorted((luminance(one), luminance(other)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_save_dialog_is_readable_under_the_operator_theme(
    page: JournalPage, qtbot: QtBot
) -> None:
    """Its labels are read on the dialog's own background, its fields' text on theirs."""
    qtbot.mouseClick(page.export_button, Qt.MouseButton.LeftButton)
    dialog = save_dialog(page, qtbot)
    qtbot.waitExposed(dialog)
    background = dialog.palette().color(QPalette.ColorRole.Window)
    labels = [label for label in dialog.findChildren(QLabel) if label.isVisible()]
    assert len(labels) >= 3  # look in, file name, files of type
    for label in labels:
        words = label.palette().color(QPalette.ColorRole.WindowText)
        assert contrast(words, background) >= 4.5, label.text()
    fields: list[QWidget] = [
        *dialog.findChildren(QLineEdit),
        *dialog.findChildren(QAbstractItemView),
    ]
    for field in (field for field in fields if field.isVisible()):
        palette = field.palette()
        text, base = palette.color(QPalette.ColorRole.Text), palette.color(QPalette.ColorRole.Base)
        assert contrast(text, base) >= 4.5, field.objectName()
    dialog.reject()
