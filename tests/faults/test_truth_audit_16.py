"""The truth audit, sixteenth round: what a screen reader says on the attendee pages (the result
page after a late answer replaced its outcome, the welcome page's offline notice, also after a
language switch) and what the staff Secret word page and the attendee's secret-word check say of
a word's window (the computer's clock a few minutes off the service's, a window across the day
boundary of the word's own time zone, a window not open yet, a word switched off inside its
window), each against the real kiosk (``build_kiosk``) or the real page and presenter and a real
emulator over HTTP, judged by the emulator's own record (``server.state``) and by what its claim
call does with the word.

A case marked ``xfail(strict=True)`` is a lie the kiosk tells now (26 Nov 2026); the rest pin
truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.presenters.operator_admin import SecretWordPresenter
from kiosk.service import MemoryTokenStore, ServiceClient, ServiceConfig
from kiosk.service.errors import ServiceError
from kiosk.ui.language import SOURCE_LANGUAGE, apply_language, available_languages
from kiosk.ui.operator.secret_word_page import SecretWordPage
from kiosk.ui.texts import connection_message, outcome_message
from tests.faults.test_fault_matrix import (
    MINT_ROUTES,
    Flow,
    begin,
    credentials_of,
    kiosk_settings,
    settled_journal,
    shown_outcome,
)
from tests.faults.test_truth_audit import WALLET_A, WALLET_B, at_result, screen_of, type_recipient
from tests.keyrings import MemoryKeyring

WAIT_MS = 30_000
NO_ANSWER_S = 1.0  # the kiosk's wait for a mint's answer, shortened (10 s at the venue)
LATE_MS = 2500  # the service acts (and answers) this long after the call: past that wait
READ_S = 30.0  # the result stays this long here, so a late answer comes while it is read


def heard(widget: QWidget) -> tuple[str, str]:
    """What a screen reader says for ``widget``: Qt's accessible name and description of it."""
    face = QAccessible.queryAccessibleInterface(widget)
    assert face is not None
    return face.text(QAccessible.Text.Name), face.text(QAccessible.Text.Description)


# --- the result page, after a late answer replaced its outcome ------------------------------


def test_a_late_answer_that_replaces_the_result_replaces_what_a_screen_reader_says(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The website claim is taken 2.5 s after it was sent, past the kiosk's wait (1 s here): the
    attendee first gets "Not confirmed yet", amber. The service's answer then comes while the
    result is read, and the page turns to "It's yours!". What a screen reader says must turn
    with it: the page named by the new title with the new next step, the icon "Done", not the
    amber clock or the words of the guess."""
    flow = kiosk.controller.flow
    flow.timeouts = replace(flow.timeouts, mint_no_answer_s=NO_ANSWER_S, result_s=READ_S)
    server.state.add_fault(MINT_ROUTES[Flow.SECRET], Fault(latency_ms=LATE_MS, times=1))
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    first = shown_outcome(kiosk)
    assert first in (Outcome.QUEUED, Outcome.UNCONFIRMED)
    page = kiosk.window.result_page
    guess = outcome_message(first, secret_word=True)
    assert heard(page) == (guess.title, guess.next_step)

    qtbot.waitUntil(lambda: shown_outcome(kiosk) is Outcome.MINTED, timeout=WAIT_MS)
    settled_journal(kiosk, qtbot)
    word = server.state.drops[0].website_secret or ""
    assert server.state.secret_info(word)["claimed"] == 1
    minted = outcome_message(Outcome.MINTED, secret_word=True)
    assert heard(page) == (minted.title, minted.next_step)
    assert heard(page.icon)[0] == "Done"
    assert guess.title not in " ".join(heard(page) + heard(page.icon))


# --- the welcome page's offline notice, and a language switch --------------------------------


def test_the_offline_notice_is_in_what_a_screen_reader_reads_also_after_a_language_switch(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The service cannot be reached (every link check's connection drops): the attendee is told
    "No connection right now", and the next one finds the welcome page with "The kiosk is
    offline" under its buttons. A reader walking the page must find those words, and after an
    attendee switches to another language the notice (kept across the switch) is read in it."""
    others = [code for code in available_languages() if code != SOURCE_LANGUAGE]
    assert others, "no translation to switch to"
    kiosk.window.offer_languages([SOURCE_LANGUAGE, others[0]], SOURCE_LANGUAGE)
    server.state.add_fault("GET /actions/claim-qr", Fault(drop_connection=True))
    begin(kiosk, server, Flow.LINK, qtbot)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert shown_outcome(kiosk) is Outcome.NO_NETWORK
    assert server.state.claimed_links() == []
    qtbot.mouseClick(kiosk.window.result_page.start_over_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.IDLE, timeout=WAIT_MS)
    try:
        for switch in (False, True):
            if switch:
                kiosk.window.switch_language(others[0])
            welcome = kiosk.window.welcome_page
            banner = welcome.connection_banner
            notice = connection_message()  # in the language of this moment
            qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
            assert kiosk.window.current_page() is welcome
            assert heard(banner.title)[0] == notice.title
            assert heard(banner.next_step)[0] == notice.next_step
        assert notice.title != "The kiosk is offline"  # said in the other language
    finally:
        kiosk.window.use_venue_language()
        apply_language(SOURCE_LANGUAGE)
