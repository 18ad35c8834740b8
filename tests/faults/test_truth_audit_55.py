"""The truth audit, fifty-fifth round: the attendee who walks away, and the one who comes next.

A venue kiosk is left mid-flow all the time: an attendee taps their language and goes, or scans
their link and leaves the recipient page with half an address typed, or leaves a half-typed code
or secret word. The idle and result timeouts (Kiosk options "Back to the start after", "Show
each result for") take the kiosk back to the welcome page, and the next attendee must find
nothing of the last one there: not their language, not what they typed, not their drop.

Each case drives the real kiosk (``build_kiosk``: the real window and pages, the controller,
its worker threads and real timers, the HTTP client) against a real emulator over 127.0.0.1,
lets the real timeouts fire (Kiosk options' shortest, read from the real Options page, or
shorter still), and judges what the next attendee reads by the venue's settings and by the
emulator's own record of what happened (``server.state``: which links were minted, to whom,
how many mint calls came) and the journal file, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since unless marked
``xfail(strict=True)``:

- an attendee who tapped their language on the welcome page and walked away without scanning
  left the kiosk in it for every attendee after (the welcome page never timed out: only a page
  past it brought the venue's language back); the welcome page now starts over in the venue's
  language once "Back to the start after" has passed since the tap;
- a mint the service took after its page had stopped waiting (the attendee read "Saved for
  later" and left), whose follow then could not tell how it ended, was journaled "queued" (to
  be sent again) as if the service never took it: the flow judged "taken" by the page shown,
  not by the service's answer. It is now open ("Being checked"), and an attendee still reading
  is told "Not confirmed yet".

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.parsing import mask_recipient
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.ui.entry_page import EntryPage
from kiosk.ui.operator.options_page import OptionsPage
from tests.faults.test_fault_matrix import (
    ROUTES,
    Flow,
    Step,
    credentials_of,
    kiosk_settings,
    settled_journal,
    shown_outcome,
)
from tests.faults.test_truth_audit import (
    WALLET_A,
    WALLET_B,
    at_result,
    did_of,
    scan_link,
    screen_of,
    type_recipient,
)
from tests.faults.test_truth_audit_10 import choose, english_again  # noqa: F401 - autouse
from tests.faults.test_truth_audit_13 import wait_shorter
from tests.faults.test_truth_audit_50 import CHECK, recipient_of, when_claimed
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import started

WAIT_MS = 30_000
WALKED_AWAY_S = 1.0  # "Back to the start after", shorter than staff can set it (10 s)
MINT = "POST /actions/claim-qr"


@pytest.fixture
def shortest_kiosk(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, journal_file: Path
) -> Iterator[Kiosk]:
    """The real kiosk for drop 1, its timings the shortest Kiosk options lets staff save."""
    options = OptionsPage()
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    settings.kiosk.idle_timeout_s = float(options.idle_timeout.minimum())
    settings.kiosk.result_timeout_s = float(options.result_timeout.minimum())
    options.deleteLater()
    made = build_kiosk(settings, credentials_of(server), MintJournal(journal_file))
    yield from started(made, qtbot)


def back_at_welcome(kiosk: Kiosk) -> bool:
    return screen_of(kiosk) is Screen.IDLE and (
        kiosk.window.current_page() is kiosk.window.welcome_page
    )


# --- the language of the attendee who left ---------------------------------------------------


def test_a_language_tapped_by_an_attendee_who_walked_away_is_not_the_next_attendees(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """An attendee taps Deutsch on the welcome page, reads it, and walks away without scanning.
    The welcome page had no timeout: the next attendee (and every one after) found the kiosk in
    German, the venue's English gone until someone happened to get past the welcome page. Was a
    lie when this round was written (27 Nov 2026): "Back to the start after" (1 s here) since
    the tap brings the venue's language back; the next attendee's recipient page speaks it."""
    wait_shorter(kiosk, idle_s=WALKED_AWAY_S)
    window = kiosk.window
    english_title = window.welcome_page.title.text()
    choose(qtbot, kiosk, "de")
    assert window.welcome_page.title.text() != english_title  # the attendee reads German

    qtbot.waitUntil(lambda: window.welcome_page.title.text() == english_title, timeout=WAIT_MS)
    assert back_at_welcome(kiosk)
    assert window.welcome_page.languages.buttons["en"].isChecked()
    scan_link(qtbot, kiosk, server, server.state.drops[0].qr_hashes[0])
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    assert window.recipient_page.question.text() == "Where should we send it?"
    assert did_of(server, server.state.drops[0].qr_hashes[0]) == "unclaimed"


# --- what the last attendee typed ------------------------------------------------------------


def test_a_half_typed_wallet_left_at_the_shortest_timeout_is_not_the_next_attendees(
    server: EmulatorServer, shortest_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """Staff set Kiosk options' shortest timings (10 s on the recipient page, 3 s a result). A
    scans their link, types half their wallet, and walks away: "Still there?" counts down and the
    kiosk starts over. B scans the next link: B's recipient page is empty (none of A's address
    to finish or to read), and B's wallet gets B's link alone. The emulator's record: A's link
    never minted, no mint call made for it; the journal holds B's mint only."""
    kiosk = shortest_kiosk
    window = kiosk.window
    link_a, link_b = server.state.drops[0].qr_hashes[:2]
    scan_link(qtbot, kiosk, server, link_a)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    qtbot.keyClicks(window.recipient_page.field, WALLET_A[:22])
    qtbot.waitUntil(window.countdown.isVisible, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: back_at_welcome(kiosk), timeout=WAIT_MS)
    assert not window.countdown.isVisible()

    scan_link(qtbot, kiosk, server, link_b)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    assert window.recipient_page.field.text() == ""
    assert not window.countdown.isVisible()
    type_recipient(qtbot, kiosk, WALLET_B)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert shown_outcome(kiosk) is Outcome.MINTED
    assert window.result_page.recipient.text() == f"Sent to {mask_recipient(WALLET_B)}"
    assert settled_journal(kiosk, qtbot) == (JournalState.MINTED,)

    assert did_of(server, link_a) == "unclaimed"
    assert did_of(server, link_b) == "passed"
    assert str(server.state.claim_status(link_b)["user_input"]).lower() == WALLET_B
    assert server.state.counters[MINT] == 1
    [row] = kiosk.journal.rows()
    assert row.qr_hash == link_b
    qtbot.waitUntil(lambda: back_at_welcome(kiosk), timeout=WAIT_MS)  # the shortest result ends


@pytest.mark.parametrize("flow", [Flow.CODE, Flow.SECRET])
def test_a_half_typed_code_or_word_left_behind_is_neither_checked_nor_shown_again(
    flow: Flow, server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """A taps "Type a code" (or "Secret word"), types half of it and walks away; the page
    starts over (1 s here). B taps the same button: the field is empty, and what A typed was
    never sent to the service to check (the emulator saw no check) nor journaled."""
    wait_shorter(kiosk, idle_s=WALKED_AWAY_S)
    window = kiosk.window
    drop = server.state.drops[0]
    page: EntryPage
    if flow is Flow.CODE:
        button, page, half = window.welcome_page.code_button, window.code_page, drop.qr_hashes[0]
    else:
        button, page = window.welcome_page.secret_button, window.secret_page
        half = drop.website_secret or ""
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(page.field, half[: len(half) // 2].upper())
    assert page.field.text()
    qtbot.waitUntil(lambda: back_at_welcome(kiosk), timeout=WAIT_MS)

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    assert window.current_page() is page
    assert page.field.text() == ""
    assert server.state.counters[ROUTES[Step.CHECK, flow]] == 0
    assert kiosk.journal.rows() == []


# --- a mint still out when its attendee left --------------------------------------------------


def test_a_mint_the_service_took_after_its_attendee_left_is_not_saved_for_later(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """A's mint is slow: the service takes it 2.5 s after it was sent, past the kiosk's wait (1 s
    here, 10 s at the venue), so A reads "Saved for later" and walks away; the result starts
    over (1 s here). The service mints for wallet A (the record), but every status after names
    wallet B: the kiosk's follow ends not knowing. The journal said "queued" (Saved for later:
    the kiosk could not finish the mint, and will send it) for a mint the service took, because
    the flow judged "taken" by the page on the screen, not by the service's answer; had A still
    been reading, the page too went from "Being written to the chain" back to "Saved for later".
    Was a lie when this round was written (27 Nov 2026): the row is open ("Being checked"),
    never queued to be sent again."""
    wait_shorter(kiosk, mint_no_answer_s=WALKED_AWAY_S, result_s=WALKED_AWAY_S)
    link = server.state.drops[0].qr_hashes[0]
    scan_link(qtbot, kiosk, server, link)
    server.state.add_fault(MINT, Fault(latency_ms=2500, times=1))
    another = when_claimed(lambda body: {**body, "beneficiary": WALLET_B, "user_input": WALLET_B})
    server.state.add_fault(CHECK, another)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert shown_outcome(kiosk) is Outcome.QUEUED
    qtbot.waitUntil(lambda: back_at_welcome(kiosk), timeout=WAIT_MS)

    assert settled_journal(kiosk, qtbot) == (JournalState.UNKNOWN,)
    assert (did_of(server, link), recipient_of(server, link)) == ("passed", WALLET_A)
    assert server.state.counters[MINT] == 1
    assert back_at_welcome(kiosk)  # the late answer showed nothing to whoever came next
