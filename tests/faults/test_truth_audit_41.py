"""The truth audit, forty-first round: the attendee at the screen, and input that goes unheard.

DRAFT
"""

from __future__ import annotations

from datetime import timedelta

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from tests.faults.test_fault_matrix import Flow, begin, settled_journal
from tests.faults.test_truth_audit import WALLET_A, at_result, screen_of, type_recipient
from tests.faults.test_truth_audit_16 import service_now, set_window
from tests.faults.test_truth_audit_36 import told

WAIT_MS = 30_000
WORD_READ = "GET /secret/{secret_word}"


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
