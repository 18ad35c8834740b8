"""The truth audit, thirty-sixth round: secret words over a whole event. A website secret (a
drop's secret word the kiosk claims with ``POST /website/claim``) has a window, a time zone, a
claim limit and an "active" switch its organiser may turn off at any time of the day; the service
refuses a claim of a word switched off, not open yet or over with one answer ("This secret word
is not active right now."). Each case drives the real kiosk (``build_kiosk``) against a real
emulator over HTTP, the organiser changing the word through the service (``PUT
/secret-requests``) before the attendee types it or while they type their wallet, and judges what
the attendee reads and hears on the result page, and what staff read on the Statistics and Journal
pages after a restart, by the emulator's own record (``server.state``: the word's switch and
claims, the links claimed).

Rounds 16, 26 and 30 did a word's window against the service's clock and across the word's own
day, the staff Secret word page of a switched-off word, words of another or an extra drop, and a
word's claim for an e-mail address; round 2 a lost claim answer settled by the wallet's
collection, round 13 two kiosks racing for the last claim. They are not repeated here.

Four cases were lies when this round was written (27 Nov 2026), fixed since: a word its
organiser switched off, inside its window or before it, told the attendee "This secret word is no
longer active. Its time is over." (and the journal "Link or word expired"), the same for a word
switched off while the attendee typed their wallet (the claim's refusal), and a claim whose answer
was lost, the attendee then minted with a link at the same kiosk, counted twice as minted on the
Statistics page. The window closed while the wallet is typed pins that the last stays "Its time
is over".
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.test_fault_matrix import Flow, begin, settled_journal, shown_outcome
from tests.faults.test_truth_audit import WALLET_A, at_result, scan_link, screen_of, type_recipient
from tests.faults.test_truth_audit_2 import restart_and_settle, staff_view
from tests.faults.test_truth_audit_16 import heard, set_window

WAIT_MS = 30_000


def service_now(server: EmulatorServer) -> datetime:
    return datetime.fromtimestamp(server.state.now(), UTC)


def told(kiosk: Kiosk) -> str:
    """Everything the result page says, and what a screen reader says of it, lower case."""
    page = kiosk.window.result_page
    return " ".join((page.title.text(), page.next_step.text(), *heard(page))).lower()


def word_to_result(qtbot: QtBot, kiosk: Kiosk, server: EmulatorServer, wallet: str) -> None:
    """The attendee types drop 1's website word and, if asked, ``wallet``; waits for the result."""
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(
        lambda: screen_of(kiosk) in (Screen.ASK_RECIPIENT, Screen.RESULT), timeout=WAIT_MS
    )
    if screen_of(kiosk) is Screen.ASK_RECIPIENT:
        type_recipient(qtbot, kiosk, wallet)
        qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)


def start_over(qtbot: QtBot, kiosk: Kiosk) -> None:
    qtbot.mouseClick(kiosk.window.result_page.start_over_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.IDLE, timeout=WAIT_MS)


# --- a word the organiser switched off -------------------------------------------------------


@pytest.mark.parametrize(
    "window",
    [pytest.param((-60, 60), id="inside-its-window"), pytest.param((60, 120), id="before-it")],
)
def test_a_switched_off_word_is_not_told_its_time_is_over(
    window: tuple[int, int], server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The organiser switched the word off (``active: false``) in the middle of the day, its
    window (an hour either side of now, or opening in an hour) left as it was. An attendee
    types it. Was a lie when this round was written (27 Nov 2026): the kiosk said "This secret
    word is no longer active. Its time is over.", of a word whose time is now or still to come
    and that works again once switched on. Now: "This secret word is switched off"."""
    now = service_now(server)
    starts, ends = (now + timedelta(minutes=m) for m in window)
    word = set_window(server, starts, ends, 0, active=False)
    word_to_result(qtbot, kiosk, server, WALLET_A)
    assert server.state.secret_info(word)["active"] is False
    assert server.state.claimed_links(secret=word) == []
    said = told(kiosk)
    assert "time is over" not in said, said
    assert "no longer" not in said, said


def test_a_word_switched_off_while_the_wallet_is_typed_is_not_told_its_time_is_over(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The word was on when the attendee typed it (the kiosk asked for their wallet); the
    organiser switches it off while they type the wallet, and the service refuses the claim
    ("This secret word is not active right now."). Was a lie when this round was written (27
    Nov 2026): "Its time is over", inside the word's window. Now the kiosk reads the word again
    to tell which of the three the refusal means: switched off."""
    now = service_now(server)
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    word = set_window(server, now - timedelta(hours=1), now + timedelta(hours=1), 0, active=False)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert server.state.claimed_links(secret=word) == []
    said = told(kiosk)
    assert "time is over" not in said, said
    assert "no longer" not in said, said


def test_a_word_whose_window_closed_while_the_wallet_is_typed_is_told_its_time_is_over(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The same refusal when the word's window closed (a second ago) while the wallet was
    typed, the word still switched on: "This secret word is no longer active. Its time is
    over." is true, and stays so after the kiosk reads the word again."""
    now = service_now(server)
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    word = set_window(server, now - timedelta(hours=1), now - timedelta(seconds=1), 0)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert server.state.claimed_links(secret=word) == []
    assert shown_outcome(kiosk) is Outcome.EXPIRED


# --- a claim whose answer was lost, and a link for the same wallet afterwards ------------------


def test_an_unconfirmed_word_claim_is_not_counted_minted_for_the_wallets_later_link(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot, journal_file: Path, tmp_path: Path
) -> None:
    """The word's claim is answered 502 by the gateway (the service took nothing) and the
    wallet's collection does not list the drop: the attendee reads "Not confirmed yet" and asks
    the staff, who give them a mint link; at the same kiosk it is minted for the same wallet.
    The kiosk restarts: the word's row is settled by the wallet's collection, which lists the
    drop now. Was a lie when this round was written (27 Nov 2026): the word's row turned
    "Minted" too, and Statistics said 2 minted for one collectible (the service mints a drop
    once per wallet; the word's claims never moved). Now the row whose collectible another row
    of the journal holds is "Already holds this drop"."""
    drop = server.state.drops[0]
    word = drop.website_secret or ""
    server.state.add_fault("POST /website/claim", Fault(status=502, times=1))
    word_to_result(qtbot, kiosk, server, WALLET_A)
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED
    start_over(qtbot, kiosk)
    link = drop.qr_hashes[2]
    scan_link(qtbot, kiosk, server, link)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert shown_outcome(kiosk) is Outcome.MINTED
    settled_journal(kiosk, qtbot)
    kiosk.close()

    restart_and_settle(server, journal_file, tmp_path, minutes=5)
    journal = MintJournal(journal_file)
    try:
        view = staff_view(qtbot, journal, drop.id)
        states = {row.code: row.state for row in journal.rows()}
    finally:
        journal.close()
    assert server.state.claimed_links(secret=word) == []
    assert server.state.secret_info(word)["claimed"] == 0
    assert server.state.claimed_links() == [link]
    assert states[link] is JournalState.MINTED
    assert states[word] is not JournalState.MINTED, view.tiles
    assert view.tiles["minted"] == "1", view.tiles
