"""The truth audit, twelfth round: text the service, a drop's creator or an attendee controls
(a drop's name, the service's error messages, an ENS name) and how the kiosk renders it: markup,
bidi, line breaks and long words. Each case plays the real kiosk (or the real operator pages)
against a real emulator over HTTP, and reads what the attendee or staff member actually sees (a
label's text as Qt renders it, a tooltip as Qt shows it, the log file as written), judged by the
emulator's own record (``server.state``).

Five cases were lies when this round was written (26 Nov 2026), fixed since: a service message
of markup rendered as "Minted" in the journal's tooltip, a refusal whose bidi override made staff
read other words, a line break in a service message forging a "minted" line in the log, an ENS
name of right-to-left letters and digits shown as another name, and a drop name too long to wrap
pushing the verdict off the screen. The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

import csv
import hashlib
import logging
import re
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, Qt
from PySide6.QtGui import QHelpEvent, QImage, QTextDocument
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QApplication, QLabel, QToolTip, QWidget
from pytestqt.qtbot import QtBot

from kiosk.core import logs
from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import JournalState
from kiosk.core.parsing import mask_recipient
from kiosk.core.reasons import Outcome
from kiosk.core.settings import Settings
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator import state as emulator_state
from kiosk.emulator.rules import ApiError, Recipient, resolve_recipient
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.operator_admin import SecretWordPresenter
from kiosk.presenters.statistics_presenter import StatisticsPresenter
from kiosk.service import MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.service.client import EventChanges
from kiosk.ui.operator.journal_model import Column
from kiosk.ui.operator.journal_page import JournalPage
from kiosk.ui.operator.secret_word_page import SecretWordPage
from kiosk.ui.operator.statistics_page import StatisticsPage
from kiosk.ui.outside_text import in_its_order, plain_text
from tests.faults.test_fault_matrix import credentials_of, kiosk_settings, settled_journal
from tests.faults.test_fault_matrix import shown_outcome as outcome_shown
from tests.faults.test_truth_audit import (
    WALLET_A,
    at_result,
    did_of,
    mint_directly,
    scan_link,
    screen_of,
    type_recipient,
)

WAIT_MS = 30_000
WINDOW = QRect(0, 0, 1280, 800)  # the kiosk's screen, as the fixtures size the window
StatusOf = Callable[[str | None], dict[str, Any]]


# --- what a reader sees -----------------------------------------------------------------------


# Break opportunities and bidi isolates: formatting, nothing a reader sees.
INVISIBLE = dict.fromkeys(map(ord, "\u200b\u2066\u2067\u2068\u2069"))


def rendered_words(label: QLabel) -> str:
    """The words a label shows, as Qt lays them out: a rich-text label (or an ``AutoText`` one
    whose text Qt takes for markup) shows its document's text, tags gone and entities read."""
    text = label.text()
    rich = label.textFormat() == Qt.TextFormat.RichText or (
        label.textFormat() == Qt.TextFormat.AutoText and QtGui.mightBeRichText(text)
    )
    if rich:
        document = QTextDocument()
        document.setHtml(text)
        text = document.toPlainText()
    return text.translate(INVISIBLE)


def looks_like(label: QLabel, text: str) -> QImage:
    """What ``label`` would show with ``text`` instead (same size, font and style), its own
    text put back after."""
    own = label.text()
    label.setText(text)
    try:
        return label.grab().toImage()
    finally:
        label.setText(own)


def on_screen(widget: QWidget, window: QWidget) -> bool:
    """Whether ``widget`` lies wholly on the kiosk's screen (``WINDOW``); for a centred label,
    whether its words do (the label may be wider than they are)."""
    place = QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())
    if isinstance(widget, QLabel) and widget.alignment() & Qt.AlignmentFlag.AlignHCenter:
        lines = widget.text().split("\n")
        width = min(max(widget.fontMetrics().horizontalAdvance(line) for line in lines),
                    place.width())
        place = QRect(place.center().x() - width // 2, place.y(), width, place.height())
    return WINDOW.contains(place)


def rename_drop(server: EmulatorServer, name: str) -> None:
    """The drop's creator renames drop 1 through the service (PUT /events, with its edit code),
    before the kiosk reads it."""
    drop = server.state.drops[0]
    config = ServiceConfig(server.base_url, server.auth_url, server.mint_site)
    with ServiceClient(config, credentials_of(server), token_store=MemoryTokenStore()) as creator:
        creator.update_event(drop.fancy_id, EventChanges(name=name), drop.edit_code)
    assert server.state.event_by_id(str(drop.id))["name"] == name


def mint_fails(server: EmulatorServer) -> None:
    """The next mint is taken and its transaction fails (the link is claimed, nothing minted)."""
    server.state.add_fault("POST /actions/claim-qr", Fault(mint_fails=True, times=1))


# --- the journal's tooltip --------------------------------------------------------------------


def tooltip_of(qtbot: QtBot, page: JournalPage, row: int, column: Column) -> QLabel:
    """Hover over a cell of the journal table: the tooltip Qt shows for it (its label)."""
    view = page.table
    index = page.model.index(row, column)
    position = view.visualRect(index).center()
    event = QHelpEvent(QEvent.Type.ToolTip, position, view.viewport().mapToGlobal(position))
    QApplication.sendEvent(view.viewport(), event)
    tips: list[QLabel] = []

    def shown() -> bool:
        tips[:] = [
            widget
            for widget in QApplication.topLevelWidgets()
            if isinstance(widget, QLabel) and widget.inherits("QTipLabel") and widget.isVisible()
        ]
        return bool(tips)

    qtbot.waitUntil(shown, timeout=WAIT_MS)
    return tips[0]


@pytest.fixture
def journal_page(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer) -> Iterator[JournalPage]:
    """The real Journal page (with its Statistics page and presenter) on the kiosk's journal."""
    settings = Settings()
    settings.kiosk.drop_id = server.state.drops[0].id
    stats_page, page = StatisticsPage(), JournalPage()
    for shown in (stats_page, page):
        qtbot.addWidget(shown)
        shown.resize(1280, 800)
    presenter = StatisticsPresenter(stats_page, page, kiosk.journal, settings, None)
    try:
        yield page
    finally:
        QToolTip.hideText()
        for shown in (stats_page, page):
            shown.removeEventFilter(presenter)
            shown.hide()
        presenter.stop()


HIDDEN_VERDICT = (
    'QR is already Claimed<br><font color="green" size="+3"><b>Minted</b></font><!--'
)


def test_a_service_message_made_of_markup_is_not_rendered_in_the_journals_tooltip(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    journal_page: JournalPage,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The attendee scans a link; the service refuses its status with a message carrying markup
    (``QR is already Claimed<br><font color=green><b>Minted</b></font><!--``). The attendee is
    told the code was used; the journal keeps a refusal whose details cell reads "<the message,
    tags and all> — Checked only, not minted". Staff hover over the cell: the tooltip Qt shows
    takes the text for HTML and reads "QR is already Claimed", then a big green "Minted" on a
    line of its own, the kiosk's own "Checked only, not minted" swallowed by the comment. The
    service minted nothing."""
    link = server.state.drops[0].qr_hashes[0]
    truth: StatusOf = server.state.claim_status

    def refused(qr_hash: str | None) -> dict[str, Any]:
        if qr_hash == link:
            raise ApiError(400, HIDDEN_VERDICT)
        return truth(qr_hash)

    monkeypatch.setattr(server.state, "claim_status", refused)
    scan_link(qtbot, kiosk, server, link)
    assert screen_of(kiosk) is Screen.RESULT
    settled_journal(kiosk, qtbot)
    journal_page.show()
    model = journal_page.model
    qtbot.waitUntil(lambda: model.rowCount() == 1, timeout=WAIT_MS)
    cell = str(model.data(model.index(0, Column.DETAILS)))
    tip = tooltip_of(qtbot, journal_page, 0, Column.DETAILS)
    seen = rendered_words(tip)

    assert truth(link)["claimed"] is False
    assert server.state.mints_of(link) == 0
    assert kiosk.journal.rows()[0].detail == HIDDEN_VERDICT  # the record, as the service sent it
    assert cell.endswith("Checked only, not minted")
    assert seen == cell, f"the tooltip reads {seen!r}, the row {cell!r}"


# --- a staff page's check line --------------------------------------------------------------

REVERSED = "won skrow drow ehT"  # "The word works now", written backwards


def test_a_refusal_whose_message_holds_a_bidi_override_does_not_read_as_other_words(
    server: EmulatorServer, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Staff check a secret word; the service refuses it, 400, with a message that starts with
    U+202E (right-to-left override) followed by "won skrow drow ehT". The page words it "The
    service refused this: {reason}", the reason not cleaned as every other outside text is
    (``plain_text``): the override turns it round, and staff read, pixel for pixel, "The
    service refused this: The word works now", words the service never sent. The service's
    record: the word was never claimed."""
    drop = server.state.drops[0]
    word = drop.website_secret or ""
    truth = server.state.secret_info

    def refused(asked: str) -> dict[str, Any]:
        if asked == word:
            raise ApiError(400, "\u202e" + REVERSED)
        return truth(asked)

    monkeypatch.setattr(server.state, "secret_info", refused)
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = drop.id
    page = SecretWordPage()
    qtbot.addWidget(page)
    page.resize(1280, 800)
    page.show()
    config = ServiceConfig(server.base_url, server.auth_url, server.mint_site)
    with ServiceClient(
        config, credentials_of(server), token_store=MemoryTokenStore(), sleep=lambda _s: None
    ) as service:
        presenter = SecretWordPresenter(page, settings, lambda _s: None, lambda: service)
        try:
            page.word.setText(word)
            presenter.check(word)
            qtbot.waitUntil(lambda: page.check_line.property("tone") == "failed", timeout=WAIT_MS)
        finally:
            presenter.stop()
    line = page.check_line
    shown = line.grab().toImage()
    never_sent = "The service refused this: The word works now"

    assert truth(word)["claimed"] == 0
    assert line.text().startswith("The service refused this:")
    assert shown != looks_like(line, never_sent), f"staff read {never_sent!r}"


# --- the log file -----------------------------------------------------------------------------


@pytest.fixture
def log_file() -> Iterator[Path]:
    """The kiosk's own log file (``setup_logging``, as the app sets it up), removed after."""
    root = logging.getLogger()
    handlers, level = list(root.handlers), root.level
    path = logs.setup_logging()
    try:
        yield path
    finally:
        for handler in root.handlers[:]:
            if handler not in handlers:
                handler.close()
                root.removeHandler(handler)
        root.setLevel(level)


MINTED_LINE = re.compile(r"^\d{4}-\d\d-\d\d [\d:,]+ INFO \S+: Mint (\w{6}) for \S+: minted\b")


def test_a_service_message_with_a_line_break_does_not_forge_a_mint_in_the_log(
    server: EmulatorServer,
    kiosk: Kiosk,
    qtbot: QtBot,
    log_file: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The attendee mints link 1 for wallet A; the service refuses, 400, with a message whose
    second line is written as the kiosk's own log line: "2026-11-26 12:00:00,000 INFO
    kiosk.presenters.attendee_controller: Mint <link 2> for 0xc3c3…c3c3: minted". The kiosk
    logs the refusal with the message as it came, line break and all: a staff member reading
    the log (or grepping it for minted links) finds link 2 minted. The service minted neither."""
    first, second = server.state.drops[0].qr_hashes[:2]
    forged = (
        "2026-11-26 12:00:00,000 INFO kiosk.presenters.attendee_controller: "
        f"Mint {second} for 0xc3c3…c3c3: minted"
    )
    def refused(body: Mapping[str, Any], **ending: bool) -> dict[str, Any]:
        raise ApiError(400, f"Address is not valid\n{forged}")

    monkeypatch.setattr(server.state, "mint", refused)
    scan_link(qtbot, kiosk, server, first)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    settled_journal(kiosk, qtbot)
    for handler in logging.getLogger().handlers:
        handler.flush()
    minted_in_log = {
        match.group(1)
        for line in log_file.read_text(encoding="utf-8").splitlines()
        if (match := MINTED_LINE.match(line))
    }

    assert (server.state.mints_of(first), server.state.mints_of(second)) == (0, 0)
    assert outcome_shown(kiosk) is Outcome.INVALID_RECIPIENT
    assert minted_in_log == set(), f"the log says minted: {sorted(minted_in_log)}"


# --- an ENS name mixing directions ------------------------------------------------------------

HEBREW = "\u05d0\u05d1\u05d2"  # three Hebrew letters: alef, bet, gimel
MINTED_TO = f"sub.{HEBREW}.12.eth"
LOOKS_THE_SAME = f"sub.12.{HEBREW}.eth"  # another name: its labels in another order


@pytest.fixture
def unicode_ens(monkeypatch: pytest.MonkeyPatch) -> None:
    """The emulator resolves ENS names outside ASCII as ENS does any normalised name (its own
    rule takes ASCII names only): to an address derived from the name, like its ASCII ones."""
    truth = resolve_recipient

    def resolve(text: str) -> Recipient:
        if text.endswith(".eth") and not text.isascii():
            digest = hashlib.sha256(text.lower().encode()).hexdigest()
            return Recipient(text, "0x" + digest[:40], is_email=False)
        return truth(text)

    monkeypatch.setattr(emulator_state, "resolve_recipient", resolve)


def test_an_ens_name_mixing_hebrew_and_digits_is_not_shown_as_another_name(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, unicode_ens: None
) -> None:
    """The attendee types ``sub.אבג.12.eth`` (ENSIP-15 takes it: each label is valid). The
    service mints to it. The result page says "Sent to s***b.אבג.12.eth"; in a left-to-right
    line the bidi algorithm joins the Hebrew label and the digits after it into one right-to-left
    run, so the screen shows "s***b.12.גבא.eth": exactly the picture of "Sent to" another name,
    ``sub.12.אבג.eth``, whose labels come in another order. Read left to right, as an attendee
    checks a name, it is the other name."""
    link = server.state.drops[0].qr_hashes[0]
    scan_link(qtbot, kiosk, server, link)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    field = kiosk.window.recipient_page.field
    field.insert(MINTED_TO)  # pasted, or typed on a Hebrew layout (QTest types Latin only)
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    label = kiosk.window.result_page.recipient
    said = label.text()
    # The other name as the kiosk would show it (each shown the same way, its labels isolated)
    other = said.replace(
        in_its_order(mask_recipient(MINTED_TO)), in_its_order(mask_recipient(LOOKS_THE_SAME))
    )

    status = server.state.claim_status(link)
    assert (status["user_input"], did_of(server, link)) == (MINTED_TO, "passed")
    assert outcome_shown(kiosk) is Outcome.MINTED
    assert rendered_words(label).endswith(mask_recipient(MINTED_TO))
    assert other != said
    assert label.grab().toImage() != looks_like(label, other), f"{said!r} shows as {other!r}"


# --- a long drop name -------------------------------------------------------------------------

UNBROKEN_NAME = (
    "#ETHGlobal_Brussels_2026_Hackathon_Finalist_Official_Attendee_Collectible"
    "_Main_Stage_Keynote_and_Closing_Party_Day_One"
)


def test_a_long_drop_name_without_spaces_keeps_the_verdict_on_the_screen(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The drop's creator named it with underscores for spaces (74 characters, no place a line
    may break). The attendee's mint fails on chain. The result page's labels wrap at spaces
    only: the name cannot wrap, the window grows to its width, and every centred word (the
    verdict, the next step) and the Start over button move off the kiosk's 1280-pixel screen.
    The attendee never reads that nothing was minted."""
    drop = server.state.drops[0]
    rename_drop(server, UNBROKEN_NAME)
    link = drop.qr_hashes[0]
    mint_fails(server)
    scan_link(qtbot, kiosk, server, link)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    settled_journal(kiosk, qtbot)
    page, window = kiosk.window.result_page, kiosk.window

    assert did_of(server, link) == "failed"
    assert outcome_shown(kiosk) is Outcome.MINT_FAILED
    assert rendered_words(page.drop_name) == UNBROKEN_NAME
    off = [w.objectName() for w in (page.title, page.next_step, page.start_over_button)
           if not on_screen(w, window)]
    assert off == [], f"off the {WINDOW.width()}-pixel screen: {off} (window {window.width()})"


# --- truthful: a drop name of markup, bidi and line breaks -----------------------------------

HOSTILE_NAME = (
    'Demo</b><br><span style="color:green">It\'s yours! Minted.</span>'
    "<img src=x> \u202edetnim ton\u202c\n<h1>Minted</h1> &lt;b&gt;"
)


def shown_plain(label: QLabel) -> str:
    """A label's words, checked to be shown as plain text (never taken for markup)."""
    assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()
    return rendered_words(label)


def test_a_drop_name_of_markup_and_overrides_is_shown_as_its_text_on_a_failed_mint(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The drop's creator named it with HTML (a line break, a green "It's yours! Minted.", an
    image, a heading "Minted", an escaped tag), a right-to-left override and a line break. The
    attendee's mint fails on chain. The recipient page and the result show the name as its
    text, on one line, without the override; the verdict stays "not minted"; the journal keeps
    the name as the service sent it."""
    drop = server.state.drops[0]
    rename_drop(server, HOSTILE_NAME)
    link = drop.qr_hashes[0]
    mint_fails(server)
    scan_link(qtbot, kiosk, server, link)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    asked = shown_plain(kiosk.window.recipient_page.drop_name)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    journal = settled_journal(kiosk, qtbot)
    page = kiosk.window.result_page

    assert did_of(server, link) == "failed"
    assert outcome_shown(kiosk) is Outcome.MINT_FAILED
    expected = plain_text(HOSTILE_NAME)
    assert "\u202e" not in expected
    assert "\n" not in expected
    assert "<h1>" in expected
    assert asked == shown_plain(page.drop_name) == expected
    for label in (page.title, page.next_step, page.recipient):
        assert "Minted" not in shown_plain(label), label.text()
    assert journal == (JournalState.FAILED,)
    assert kiosk.journal.rows()[0].drop_name == HOSTILE_NAME


def test_a_drop_name_of_markup_is_shown_as_its_text_on_the_dispenser(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """The dispenser hands out a link of a drop whose name is HTML with an override: the page
    shows the name as its text, without the override, never as markup."""
    drop = server.state.drops[0]
    rename_drop(server, HOSTILE_NAME)
    kiosk = dispenser_kiosk(list(drop.qr_hashes[:2]))
    page = kiosk.window.dispenser_page
    qtbot.waitUntil(lambda: page.drop_name.text() != "", timeout=WAIT_MS)

    assert shown_plain(page.drop_name) == plain_text(HOSTILE_NAME)
    for label in page.findChildren(QLabel):
        if label.text():
            assert label.textFormat() == Qt.TextFormat.PlainText, label.objectName()


# --- truthful: the export of a name written as a formula --------------------------------------

FORMULA_NAME = '=HYPERLINK("http://evil.test/","Minted")'


def test_a_drop_name_written_as_a_formula_is_exported_as_text(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, tmp_path: Path
) -> None:
    """The drop's creator named it ``=HYPERLINK("…","Minted")``; an attendee's mint of it is
    refused (the link was used by another wallet). The journal's export (the Journal page's
    "Export CSV…") writes the name with a leading apostrophe, so a spreadsheet shows the name
    as text, never a link reading "Minted"; every other cell is the row as recorded."""
    drop = server.state.drops[0]
    rename_drop(server, FORMULA_NAME)
    link = drop.qr_hashes[0]
    mint_directly(server, link, "0x" + "c3" * 20)
    scan_link(qtbot, kiosk, server, link)
    assert outcome_shown(kiosk) is Outcome.ALREADY_CLAIMED
    settled_journal(kiosk, qtbot)
    target = tmp_path / "export.csv"
    assert kiosk.journal.export_csv(target) == 1
    with target.open(encoding="utf-8-sig", newline="") as file:
        header, row = list(csv.reader(file))
    cells = dict(zip(header, row, strict=True))

    assert server.state.claim_status(link)["beneficiary"] == "0x" + "c3" * 20
    assert cells["drop_name"] == "'" + FORMULA_NAME
    assert cells["code"] == link
    assert cells["outcome"] == JournalState.ALREADY_CLAIMED.value
    unsafe = [cell for cell in row if cell[:1] in ("=", "+", "-", "@", "\t", "\r")]
    assert unsafe == []

