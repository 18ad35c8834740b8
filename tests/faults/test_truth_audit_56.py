"""The truth audit, fifty-sixth round: what a screen reader and the sound say for the states added
since round 23.

Rounds 16 and 23 audited what assistive technology is told; many states came after them: "Being
written to the chain", "Not confirmed yet" after answers that contradict each other (round 50),
"This secret word is not active right now", "Saved for later" sent by the queue afterwards, the
dispenser's Reach (no answer, busy). Each case drives the real kiosk (``build_kiosk``, its real
pages, controller, worker threads and queue) or the real dispenser against a real emulator over
HTTP, reads what ``QAccessible.queryAccessibleInterface`` gives a reader (the page, its icon,
its "Start over", the tap button) and the sounds the controller asks for, and judges them by
what the page shows at that moment and by the emulator's own record (``server.state``) or the
journal, never by what the kiosk believes.

Lies found when this round was written (27 Nov 2026), fixed since:

- on a result whose mint goes on ("Saved for later", "Being written to the chain", "Not
  confirmed yet", also "It's yours!"), a reader heard "Start over" as "Clears what you typed
  and goes back to the welcome screen.": the queue then sent the saved mint to the very wallet
  typed. Round 23 fixed this on "Minting your collectible…" only; the result page now says it
  goes back and does not stop the mint already asked for;
- the dispenser's page, offline or with the service busy, was still described "You get a QR
  code to scan with your phone camera." (round 23 fixed its tap button only): a tap shows none.
  It is now described by the banner's next step, as the tap button is.

The rest pin truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import timedelta

import pytest
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource, Screen, Sound
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.journal import JournalState
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.ui.texts import outcome_message
from tests.faults.test_fault_matrix import Flow, begin, settled_journal, shown_outcome
from tests.faults.test_truth_audit import (
    WALLET_A,
    WALLET_B,
    at_result,
    did_of,
    screen_of,
    type_recipient,
)
from tests.faults.test_truth_audit_2 import tap
from tests.faults.test_truth_audit_16 import service_now, set_window
from tests.faults.test_truth_audit_23 import heard, spoken
from tests.faults.test_truth_audit_24 import save_mint, send_saved
from tests.faults.test_truth_audit_41 import WORD_READ
from tests.faults.test_truth_audit_50 import CHECK, MINT, mint_to_result, when_claimed

WAIT_MS = 30_000
CLEARS = "Clears what you typed"
GOES_ON = "It does not stop the mint already asked for."


def sounds_of(kiosk: Kiosk) -> list[Sound]:
    """The sounds the kiosk plays from now on, in order (what the speaker gives the attendee)."""
    played: list[Sound] = []
    kiosk.controller.sound_requested.connect(played.append)
    return played


def read_as_shown(kiosk: Kiosk, outcome: Outcome) -> None:
    """The result page is read as it shows ``outcome``: the page by its title and next step on
    screen, nothing of another outcome."""
    page = kiosk.window.result_page
    message = outcome_message(outcome)
    assert (page.title.text(), page.next_step.text()) == (message.title, message.next_step)
    assert heard(page) == (message.title, message.next_step)


# --- "Start over" on a result whose mint goes on ---------------------------------------------


def test_start_over_on_saved_for_later_does_not_say_it_clears_the_wallet_the_queue_mints_to(
    server: EmulatorServer, queue_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The mint call answers 503: the attendee reads "Saved for later" and taps "Start over".
    A reader heard it as "Clears what you typed and goes back to the welcome screen." The queue
    then sends the saved mint, and the service mints the link to the very wallet typed. Was a
    lie when this round was written (27 Nov 2026), fixed since: it goes back, and does not stop
    the mint already asked for."""
    kiosk = queue_kiosk
    link = server.state.drops[0].qr_hashes[0]
    save_mint(qtbot, kiosk, server, link, WALLET_A)  # read "Saved for later", tapped Start over
    said = spoken(kiosk.window.result_page.start_over_button)  # as read on that result

    row = send_saved(qtbot, kiosk)
    assert row.state is JournalState.MINTED
    assert did_of(server, link) == "passed"
    assert server.state.claim_status(link)["beneficiary"] == WALLET_A.lower()
    assert CLEARS not in said, f"the reader heard {said!r}; the wallet typed got the mint"
    assert GOES_ON in said


def test_being_written_to_the_chain_is_read_as_shown_with_the_neutral_sound(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The service takes the mint; its transaction stays pending (the record). The attendee
    reads "Being written to the chain", amber. A reader hears the same words, the icon "Not
    final yet", "Start over" as not stopping the mint (was "Clears what you typed" when this
    round was written, fixed since); the speaker plays the neutral sound, never the success
    chime: nothing is final."""
    played = sounds_of(kiosk)
    server.state.add_fault(MINT, Fault(tx_pending_forever=True))
    qr_hash = mint_to_result(qtbot, kiosk, server)

    assert (did_of(server, qr_hash), server.state.mints_of(qr_hash)) == ("pending", 1)
    assert shown_outcome(kiosk) is Outcome.ON_ITS_WAY
    page = kiosk.window.result_page
    read_as_shown(kiosk, Outcome.ON_ITS_WAY)
    assert heard(page.icon)[0] == "Not final yet"
    assert GOES_ON in spoken(page.start_over_button)
    assert Sound.SUCCESS not in played
    assert played[-1] is Sound.ACCEPTED


def test_not_confirmed_after_answers_that_disagree_gets_no_success_chime(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The mint fails (the record: link ``failed``); the link's status says ``passed`` with a
    token, its job disagrees (round 50): "Not confirmed yet". A reader hears that, the icon as
    not final and not as "Done", and the speaker plays the neutral sound: a success chime for a
    mint the service failed would be a lie."""
    played = sounds_of(kiosk)
    server.state.add_fault(MINT, Fault(mint_fails=True))
    server.state.add_fault(
        CHECK, when_claimed(lambda b: {**b, "tx_status": "passed", "result": {"token": 99}})
    )
    qr_hash = mint_to_result(qtbot, kiosk, server)

    assert did_of(server, qr_hash) == "failed"
    assert shown_outcome(kiosk) is Outcome.UNCONFIRMED
    page = kiosk.window.result_page
    read_as_shown(kiosk, Outcome.UNCONFIRMED)
    assert heard(page.icon)[0] == "Not final yet"
    assert "It's yours" not in " ".join(heard(page) + heard(page.icon))
    assert Sound.SUCCESS not in played
    assert played[-1] is Sound.ACCEPTED


def test_a_word_not_active_right_now_is_read_as_shown_with_the_failure_sound(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The organiser switches the word off while the attendee types their wallet, and the
    word's second read breaks (round 41): "This secret word is not active right now", red. The
    service claimed nothing. A reader hears those words, the icon as a cross that minted
    nothing, and "Start over" as clearing what was typed (nothing was sent that goes on); the
    speaker plays the failure sound."""
    played = sounds_of(kiosk)
    now = service_now(server)
    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    word = set_window(server, now - timedelta(hours=1), now + timedelta(hours=1), 0, active=False)
    server.state.add_fault(WORD_READ, Fault(status=503))
    type_recipient(qtbot, kiosk, WALLET_A)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    settled_journal(kiosk, qtbot)

    assert server.state.claimed_links(secret=word) == []
    assert shown_outcome(kiosk) is Outcome.WORD_NOT_ACTIVE
    page = kiosk.window.result_page
    message = outcome_message(Outcome.WORD_NOT_ACTIVE, secret_word=True)
    assert page.title.text() == message.title
    assert heard(page) == (message.title, message.next_step)
    assert heard(page.icon) == ("Not done", "A cross: this attempt minted nothing.")
    assert CLEARS in spoken(page.start_over_button)
    assert played[-1] is Sound.FAILURE


def test_the_next_attendees_link_on_a_result_is_heard_as_their_own_turn(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The last attendee's "It's yours!" shows; the next one scans their link there (rounds
    41/49: it starts their turn). The speaker plays the "taken" sound, not the last result's
    chime again, and a reader hears the page asking for their wallet, nothing of the last
    result; their wallet then gets their link, the last attendee's stays theirs."""
    first = mint_to_result(qtbot, kiosk, server)
    assert shown_outcome(kiosk) is Outcome.MINTED
    played = sounds_of(kiosk)
    second = server.state.drops[0].qr_hashes[1]
    kiosk.controller.submit_payload(mint_link_url(second, server.mint_site), InputSource.SCANNER)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)

    window = kiosk.window
    assert window.current_page() is window.recipient_page
    page = window.recipient_page
    said = spoken(page)
    assert heard(page) == (page.question.text(), page.hint.text())
    assert "It's yours" not in said
    assert played
    assert set(played) == {Sound.ACCEPTED}
    type_recipient(qtbot, kiosk, WALLET_B)
    qtbot.waitUntil(at_result(kiosk), timeout=WAIT_MS)
    assert server.state.claim_status(first)["beneficiary"] == WALLET_A.lower()
    assert server.state.claim_status(second)["beneficiary"] == WALLET_B.lower()


# --- the dispenser's Reach --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fault", "title"),
    [
        pytest.param(Fault(drop_connection=True), "The kiosk is offline", id="no-answer"),
        pytest.param(Fault(retry_after=1), "The service is busy", id="busy"),
    ],
)
def test_the_dispenser_page_promises_no_qr_while_the_service_does_not_answer(
    fault: Fault,
    title: str,
    server: EmulatorServer,
    dispenser_kiosk: Callable[[list[str]], Kiosk],
    qtbot: QtBot,
) -> None:
    """A tap asks the service about the next link and gets no answer (or only "slow down"): no
    QR, the banner says why. The page was read "Tap for your collectible — You get a QR code to
    scan with your phone camera.": a tap shows none. Was a lie when this round was written (27
    Nov 2026), fixed since: the page and its tap button say the banner's next step. Once the
    service answers again, a tap shows the QR of a link it holds unclaimed, and the page is read
    by it again."""
    drop = server.state.drops[0]
    kiosk = dispenser_kiosk(list(drop.qr_hashes[:2]))
    page = kiosk.window.dispenser_page
    server.state.add_fault(CHECK, fault)
    assert tap(qtbot, kiosk) is DispenserScreen.TAP
    qtbot.waitUntil(lambda: page.state.offline, timeout=WAIT_MS)

    assert not page.qr.isVisible()
    assert server.state.claimed_links() == []
    assert page.problem_banner.title.text() == title
    next_step = page.problem_banner.next_step.text()
    for widget in (page, page.tap_button):
        said = spoken(widget)
        assert "QR code" not in said, f"{title}: the reader hears {said!r}"
        assert next_step in said

    server.state.clear_faults()
    assert tap(qtbot, kiosk) is DispenserScreen.SHOWING
    assert not server.state.claim_status(page.state.qr_hash)["claimed"]
    assert heard(page) == (page.title.text(), page.hint.text())
    assert page.qr.isVisible()
