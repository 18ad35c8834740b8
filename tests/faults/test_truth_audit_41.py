"""The truth audit, forty-first round: the attendee at the screen, input that goes unheard, and
second reads.

A USB scanner types a whole mint link as one burst of keys into whatever page is shown; the
kiosk reads some things twice (a secret word again, to tell why its claim was refused). This
round scans on the result page (the next attendee's link, the last attendee's own link, a link
whose check failed, a wallet), breaks the word's second read (a 503, an answer that is not JSON,
a dropped connection), and stalls a scanner's burst midway. Each case drives the real kiosk (the
real app, ``KioskApp``, with its real ``ScannerInput``, or ``build_kiosk``) and its real widgets
through pytest-qt's keys against a real emulator over HTTP, and judges what the attendee reads
by the emulator's own record (``server.state``: the links claimed and for whom, the word's
switch and claims) and the journal, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since:

- the next attendee's link scanned while a result showed was dropped without a word (no sound,
  no page): a scanner's read on a result now starts the next attendee's turn; the attendee's
  own link on a result that minted keeps that result (checked again it would read "already
  used"), a link whose check failed is tried again;
- a wallet scanned on a result was dropped without a word: the welcome page now answers it;
- a word switched off while the wallet was typed, whose second read broke, was "no longer
  active. Its time is over." (the journal "Link or word expired"): now only what the service
  said, "not active right now";
- a scanner's burst stalled midway (over 40 ms) was judged as two scans, each "not a mint link",
  and the link never checked: a run at a scanner's speed now waits out a stall.

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.attendee_flow import Screen
from kiosk.core.reasons import InputProblem
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.ui.texts import problem_message
from tests.faults.test_fault_matrix import Flow, begin, settled_journal
from tests.faults.test_truth_audit import WALLET_A, WALLET_B, at_result, screen_of, type_recipient
from tests.faults.test_truth_audit_16 import service_now, set_window
from tests.faults.test_truth_audit_36 import told
from tests.faults.test_truth_audit_37 import (
    app,  # noqa: F401 - the app fixture, its window the active one (keys go where a person's do)
    beneficiary,
    link_text,
    scanner_types,
    serving,
)
from tests.faults.test_truth_audit_37 import screen_of as app_screen

WAIT_MS = 30_000
WORD_READ = "GET /secret/{secret_word}"
CHECK = "GET /actions/claim-qr"


def minted_for(qtbot: QtBot, kiosk_app: KioskApp, link: str, wallet: str) -> None:
    """An attendee scans ``link``, then ``wallet``; waits for their result."""
    scanner_types(qtbot, kiosk_app, link)
    qtbot.waitUntil(lambda: app_screen(kiosk_app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    scanner_types(qtbot, kiosk_app, wallet)
    qtbot.waitUntil(lambda: app_screen(kiosk_app) is Screen.RESULT, timeout=WAIT_MS)


# --- a scan on the result page ----------------------------------------------------------------


def test_the_next_attendees_link_scanned_on_a_result_starts_their_turn_at_once(
    server: EmulatorServer,
    app: KioskApp,  # noqa: F811 - the fixture imported above
    qtbot: QtBot,
) -> None:
    """The last attendee's "It's yours!" still shows; the next one, link in hand, pulls the
    scanner's trigger. Was a lie when this round was written (27 Nov 2026): the result page
    took nothing, without a word: no sound, no page, and the attendee waited for a kiosk that
    had not heard them (round 37 made the scan count once they scanned again on the welcome
    page). Now a scanner's read on a result is the next attendee's start: their link is checked
    at once and minted to their wallet; the last attendee's mint is as it was."""
    first, first_link = link_text(server, 0)
    second, second_link = link_text(server, 1)
    minted_for(qtbot, app, first_link, WALLET_A)

    minted_for(qtbot, app, second_link, WALLET_B)

    assert beneficiary(server, first) == WALLET_A.lower()
    assert beneficiary(server, second) == WALLET_B.lower()
    assert app.window.result_page.recipient.text() == "Sent to 0xb2b2…b2b2"


def test_the_attendees_own_link_scanned_again_on_its_result_keeps_the_result(
    server: EmulatorServer,
    app: KioskApp,  # noqa: F811 - the fixture imported above
    qtbot: QtBot,
) -> None:
    """The attendee whose link was just minted scans it again on their result, to be sure.
    Checked again, the service would say the link
    is claimed, and the kiosk "This code was already used" to the person it was used for; the
    result it answers stays, and nothing is asked of the service."""
    first, first_link = link_text(server, 0)
    minted_for(qtbot, app, first_link, WALLET_A)
    title = app.window.result_page.title.text()
    checks = server.state.counters[CHECK]

    scanner_types(qtbot, app, first_link)

    assert app_screen(app) is Screen.RESULT
    assert app.window.result_page.title.text() == title == "It's yours!"
    assert server.state.counters[CHECK] == checks
    assert beneficiary(server, first) == WALLET_A.lower()


def test_a_link_whose_check_failed_scanned_again_on_its_result_is_tried_again(
    server: EmulatorServer,
    app: KioskApp,  # noqa: F811 - the fixture imported above
    qtbot: QtBot,
) -> None:
    """The service did not answer the check (503s): "No connection right now ... try again".
    The service is back, and the attendee scans the same link again on that result, as it
    says: it is checked again (the service's record: unclaimed) and their wallet asked for."""
    qr_hash, link = link_text(server, 0)
    server.state.add_fault(CHECK, Fault(status=503))
    scanner_types(qtbot, app, link)
    qtbot.waitUntil(lambda: app_screen(app) is Screen.RESULT, timeout=WAIT_MS)
    assert "No connection" in app.window.result_page.title.text()
    server.state.clear_faults()

    scanner_types(qtbot, app, link)

    qtbot.waitUntil(lambda: app_screen(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert not server.state.claim_status(qr_hash)["claimed"]
    assert serving(app).controller.flow.state.qr_hash == qr_hash


def test_a_wallet_scanned_on_a_result_is_answered_on_the_welcome_page(
    server: EmulatorServer,
    app: KioskApp,  # noqa: F811 - the fixture imported above
    qtbot: QtBot,
) -> None:
    """Someone scans a wallet while a result shows (the link comes first). Was a lie when this
    round was written (27 Nov 2026): nothing, not a sound. Now the welcome page answers it as
    it answers any wallet scanned there: "That is a wallet, not a mint code"; nothing checked,
    nothing minted."""
    first, first_link = link_text(server, 0)
    minted_for(qtbot, app, first_link, WALLET_A)
    checks = server.state.counters[CHECK]

    scanner_types(qtbot, app, WALLET_B)

    page = app.window.welcome_page
    assert app_screen(app) is Screen.IDLE
    assert page.problem_banner.isVisible()
    assert page.problem_banner.title.text() == problem_message(
        InputProblem.NOT_A_MINT_INPUT
    ).title
    assert server.state.counters[CHECK] == checks
    assert beneficiary(server, first) == WALLET_A.lower()


# --- a secret word's claim refused, and why ---------------------------------------------------


@pytest.mark.parametrize(
    "broken",
    [
        pytest.param(Fault(status=503), id="5xx"),
        pytest.param(Fault(malformed_json=True), id="garbage"),
        pytest.param(Fault(drop_connection=True), id="no-answer"),
    ],
)
def test_a_refused_claim_whose_word_cannot_be_read_again_is_not_given_a_reason(
    broken: Fault, server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The word was on when the attendee typed it; the organiser switches it off while they
    type their wallet, and the service refuses the claim ("This secret word is not active right
    now."). The kiosk reads the word again to tell why, and that read breaks (a 503, an answer
    that is not JSON, a dropped connection). Was a lie when this round was written (27 Nov
    2026): "This secret word is no longer active. Its time is over." (and the journal "Link or
    word expired"), of a word inside its window, switched off. Now the attendee reads only what
    the service said: not active right now, nothing minted."""
    now = service_now(server)
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    word = set_window(server, now - timedelta(hours=1), now + timedelta(hours=1), 0, active=False)
    server.state.add_fault(WORD_READ, broken)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    settled_journal(kiosk, qtbot)

    assert server.state.secret_info(word)["active"] is False
    assert server.state.claimed_links(secret=word) == []
    said = told(kiosk)
    for why in ("time is over", "no longer", "switched off", "not open yet", "later"):
        assert why not in said, said
    assert [row.reason for row in kiosk.journal.rows()] != ["expired"]


# --- a scanner's burst that stalls -------------------------------------------------------------


def test_a_scanners_burst_that_stalls_midway_is_read_as_one_link(
    server: EmulatorServer,
    app: KioskApp,  # noqa: F811 - the fixture imported above
    qtbot: QtBot,
) -> None:
    """A USB scanner types a mint link and stalls for a tenth of a second in the middle (its
    buffer, a busy USB hub), longer than the 40 ms that tells a scanner's keys from a
    person's. Was a lie when this round was written (27 Nov 2026): each half was judged a scan
    of its own, and the attendee read that their link was not a mint link, twice; the link the
    service holds (unclaimed) was never checked. Now a run of keys at a scanner's speed waits
    out a stall: the whole link is checked, and the attendee asked for their wallet."""
    qr_hash, link = link_text(server, 0)
    half = len(link) // 2
    target = QApplication.focusWidget() or app.window
    qtbot.keyClicks(target, link[:half])
    qtbot.keyClick(target, link[half], delay=100)  # the stall, then the burst goes on
    scanner_types(qtbot, app, link[half + 1 :])

    qtbot.waitUntil(lambda: app_screen(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert serving(app).controller.flow.state.qr_hash == qr_hash
    assert not app.window.welcome_page.problem_banner.isVisible()
    assert not server.state.claim_status(qr_hash)["claimed"]
