"""The attendee flows end to end: real widgets, workers and client, the emulator over HTTP."""

from __future__ import annotations

import hashlib
from datetime import UTC, datetime, timedelta

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from kiosk.camera.source import CameraState
from kiosk.core.attendee_flow import InputSource, Screen, StartOver, Tick
from kiosk.core.journal import JournalState
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import Outcome
from kiosk.core.reconcile import reconcile_journal
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.presenters.attendee_side import camera_available
from kiosk.ui.kiosk_window import BusyStep
from kiosk.workers.mint_queue import MintQueue
from tests.clock import FakeClock

LATER = timedelta(minutes=1)  # past the gateway's 29 s: a lost call has landed or never will

WAIT_MS = 10_000


def wallet(name: str) -> str:
    return "0x" + hashlib.sha1(name.encode()).hexdigest()


def screen(kiosk: AttendeeController) -> Screen:
    return kiosk.flow.state.screen


def type_into(field: QLineEdit, text: str, qtbot: QtBot) -> None:
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def click(button: QPushButton, qtbot: QtBot) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def give_recipient(kiosk: AttendeeController, qtbot: QtBot, recipient: str) -> None:
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    type_into(kiosk.window.recipient_page.field, recipient, qtbot)


def wait_for_result(kiosk: AttendeeController, qtbot: QtBot) -> Outcome | None:
    """The result on screen, once the journal holds it too (it is written in the background)."""
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.RESULT, timeout=WAIT_MS)
    qtbot.waitUntil(kiosk.journal_up_to_date, timeout=WAIT_MS)
    assert kiosk.window.stack.currentWidget() is kiosk.window.result_page
    return kiosk.flow.state.outcome


def test_scanned_mint_link_is_minted_once_and_journaled(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    kiosk.submit_payload(mint_link_url(qr_hash, emulator.mint_site), InputSource.CAMERA)
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert kiosk.window.recipient_page.isVisible()
    give_recipient(kiosk, qtbot, wallet("link"))
    assert wait_for_result(kiosk, qtbot) is Outcome.MINTED
    assert emulator.state.mints_of(qr_hash) == 1
    qtbot.waitUntil(lambda: kiosk.journal.rows()[0].state is JournalState.MINTED, timeout=WAIT_MS)
    row = kiosk.journal.rows()[0]
    assert row.recipient is not None
    assert (row.qr_hash, row.recipient.value.lower()) == (qr_hash, wallet("link"))


def test_typed_code_on_the_keypad_is_minted(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[1]
    click(kiosk.window.welcome_page.code_button, qtbot)
    assert screen(kiosk) is Screen.CODE_ENTRY
    type_into(kiosk.window.code_page.field, qr_hash.upper(), qtbot)
    give_recipient(kiosk, qtbot, wallet("code"))
    assert wait_for_result(kiosk, qtbot) is Outcome.MINTED
    assert emulator.state.mints_of(qr_hash) == 1


def test_secret_word_is_claimed(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    word = emulator.state.drops[0].website_secret
    assert word
    click(kiosk.window.welcome_page.secret_button, qtbot)
    type_into(kiosk.window.secret_page.field, word, qtbot)
    give_recipient(kiosk, qtbot, wallet("secret"))
    assert wait_for_result(kiosk, qtbot) is Outcome.MINTED
    assert kiosk.window.result_page.property("outcome") == Outcome.MINTED.value


def test_an_email_recipient_gets_a_reservation(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    kiosk.submit_payload(emulator.state.drops[0].qr_hashes[2], InputSource.SCANNER)
    give_recipient(kiosk, qtbot, "attendee@example.com")
    assert wait_for_result(kiosk, qtbot) is Outcome.RESERVED_BY_EMAIL


def test_the_drop_artwork_is_shown_before_the_recipient_is_typed(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    kiosk.submit_payload(emulator.state.drops[0].qr_hashes[3], InputSource.CAMERA)
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    artwork = kiosk.window.recipient_page.artwork
    qtbot.waitUntil(lambda: not artwork.pixmap().isNull(), timeout=WAIT_MS)
    assert artwork.isVisible()
    assert emulator.state.counters["GET /assets/{name}"] == 1


def test_a_claimed_link_says_so_without_asking_a_recipient(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[4]
    kiosk.submit_payload(qr_hash, InputSource.SCANNER)
    give_recipient(kiosk, qtbot, wallet("first"))
    wait_for_result(kiosk, qtbot)
    click(kiosk.window.result_page.start_over_button, qtbot)
    kiosk.submit_payload(qr_hash, InputSource.SCANNER)
    assert wait_for_result(kiosk, qtbot) is Outcome.ALREADY_CLAIMED
    assert emulator.state.mints_of(qr_hash) == 1


@pytest.mark.parametrize(
    ("payload", "recipient", "expected"),
    [
        ("zz99zz", "", Outcome.NOT_FOUND),
        ("", "nobody.unknown.eth", Outcome.INVALID_RECIPIENT),
    ],
)
def test_refusals_show_their_result(
    kiosk: AttendeeController,
    emulator: EmulatorServer,
    qtbot: QtBot,
    payload: str,
    recipient: str,
    expected: Outcome,
) -> None:
    kiosk.submit_payload(payload or emulator.state.drops[0].qr_hashes[5], InputSource.SCANNER)
    if recipient:
        give_recipient(kiosk, qtbot, recipient)
    assert wait_for_result(kiosk, qtbot) is expected


def test_one_collectible_per_address(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    first, second = emulator.state.drops[0].qr_hashes[6:8]
    for qr_hash in (first, second):
        click(kiosk.window.current_page().start_over_button, qtbot)
        kiosk.submit_payload(qr_hash, InputSource.SCANNER)
        give_recipient(kiosk, qtbot, wallet("twice"))
        outcome = wait_for_result(kiosk, qtbot)
    assert outcome is Outcome.ALREADY_HAS_DROP
    assert emulator.state.mints_of(second) == 0


@pytest.mark.parametrize(
    ("fault", "expected"),
    [
        (Fault(status=503), Outcome.NO_NETWORK),
        (Fault(drop_connection=True), Outcome.NO_NETWORK),
        (Fault(status=429, retry_after=1), Outcome.SERVICE_BUSY),
    ],
)
def test_service_trouble_is_explained(
    kiosk: AttendeeController,
    emulator: EmulatorServer,
    qtbot: QtBot,
    fault: Fault,
    expected: Outcome,
) -> None:
    emulator.state.add_fault("GET /actions/claim-qr", fault)
    kiosk.submit_payload(emulator.state.drops[0].qr_hashes[8], InputSource.CAMERA)
    assert wait_for_result(kiosk, qtbot) is expected


def test_a_double_scan_counts_once(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    link = mint_link_url(emulator.state.drops[0].qr_hashes[9], emulator.mint_site)
    kiosk.submit_payload(link, InputSource.CAMERA)
    kiosk.submit_payload(link, InputSource.CAMERA)
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    kiosk.submit_payload(link, InputSource.CAMERA)
    assert screen(kiosk) is Screen.ASK_RECIPIENT
    assert emulator.state.counters["GET /actions/claim-qr"] == 1


def test_an_idle_screen_returns_to_welcome(
    kiosk: AttendeeController, qtbot: QtBot, clock: FakeClock
) -> None:
    click(kiosk.window.welcome_page.code_button, qtbot)
    assert kiosk.window.stack.currentWidget() is kiosk.window.code_page
    clock.now += 29
    kiosk.handle(Tick())
    assert screen(kiosk) is Screen.CODE_ENTRY
    clock.now += 2
    kiosk.handle(Tick())
    assert screen(kiosk) is Screen.IDLE
    assert kiosk.window.stack.currentWidget() is kiosk.window.welcome_page


def test_still_there_counts_down_and_a_tap_keeps_what_was_typed(
    kiosk: AttendeeController, qtbot: QtBot, clock: FakeClock
) -> None:
    """Someone reading their address off a phone: the last seconds count down, a tap continues."""
    window = kiosk.window
    click(window.welcome_page.code_button, qtbot)
    qtbot.keyClicks(window.code_page.field, "ABC")
    clock.now += 19
    kiosk.handle(Tick())
    assert not window.countdown.isVisible()
    clock.now += 3
    kiosk.handle(Tick())
    qtbot.waitUntil(window.countdown.isVisible)
    assert "8" in window.countdown.seconds_line.text()
    qtbot.mouseClick(window.countdown, Qt.MouseButton.LeftButton)  # any touch: on the overlay
    qtbot.waitUntil(lambda: not window.countdown.isVisible())
    assert screen(kiosk) is Screen.CODE_ENTRY
    assert window.code_page.field.text() == "ABC"  # the tap typed nothing and lost nothing
    clock.now += 29
    kiosk.handle(Tick())
    assert screen(kiosk) is Screen.CODE_ENTRY  # a whole new wait from the tap
    clock.now += 2
    kiosk.handle(Tick())
    assert screen(kiosk) is Screen.IDLE
    assert not window.countdown.isVisible()


def test_a_refused_typed_code_is_explained_on_the_page(
    kiosk: AttendeeController, qtbot: QtBot
) -> None:
    click(kiosk.window.welcome_page.code_button, qtbot)
    type_into(kiosk.window.code_page.field, "0x12", qtbot)
    assert screen(kiosk) is Screen.CODE_ENTRY
    assert kiosk.window.code_page.problem_banner.isVisible()


def test_a_secret_word_claim_whose_answer_was_lost_is_still_a_success(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    emulator.state.mint_delays = (0.0, 0.0)  # the scan lists the collectible at once
    emulator.state.add_fault("POST /website/claim", Fault(drop_after_handling=True, times=1))
    word = emulator.state.drops[0].website_secret
    assert word
    click(kiosk.window.welcome_page.secret_button, qtbot)
    type_into(kiosk.window.secret_page.field, word, qtbot)
    give_recipient(kiosk, qtbot, wallet("lost answer"))
    assert wait_for_result(kiosk, qtbot) is Outcome.MINTED
    assert emulator.state.counters["POST /website/claim"] == 1


# --- outages and queued mints ------------------------------------------------------------------


def test_a_check_without_answer_says_no_connection_and_the_kiosk_stays_usable(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot, clock: FakeClock
) -> None:
    emulator.state.add_fault("GET /actions/claim-qr", Fault(latency_ms=1500, times=1))
    kiosk.submit_payload(emulator.state.drops[0].qr_hashes[10], InputSource.CAMERA)
    assert screen(kiosk) is Screen.CHECKING_LINK
    clock.now += 5  # the flow's no-answer limit; the call itself is still waiting
    kiosk.handle(Tick())
    assert wait_for_result(kiosk, qtbot) is Outcome.NO_NETWORK
    assert kiosk.window.result_page.property("tone") == "failure"
    clock.now += 10
    kiosk.handle(Tick())
    assert screen(kiosk) is Screen.IDLE  # ready for the next attendee on its own


def recorded(kiosk: AttendeeController) -> list[object]:
    attempts: list[object] = []
    kiosk.mint_queued.connect(attempts.append)
    return attempts


@pytest.mark.parametrize("queue_offline", [True])
def test_offline_a_made_up_code_is_told_nothing_was_taken_and_why(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    """Typed on the keypad while the service is unreachable, even with queueing on: the result
    says there is no connection and nothing was used, never "queued"."""
    emulator.state.add_fault("GET /actions/claim-qr", Fault(drop_connection=True))
    click(kiosk.window.welcome_page.code_button, qtbot)
    type_into(kiosk.window.code_page.field, "ZZZZ99", qtbot)
    assert wait_for_result(kiosk, qtbot) is Outcome.NO_NETWORK
    page = kiosk.window.result_page
    assert page.title.text() == "No connection right now"
    assert "nothing was minted and your code was not used" in page.next_step.text()
    words = f"{page.title.text()} {page.next_step.text()}".lower()
    assert "queued" not in words
    assert "saved for later" not in words
    assert emulator.state.counters["POST /actions/claim-qr"] == 0


def test_a_wrong_secret_word_is_called_a_secret_word(
    kiosk: AttendeeController, qtbot: QtBot
) -> None:
    click(kiosk.window.welcome_page.secret_button, qtbot)
    type_into(kiosk.window.secret_page.field, "no-such-word-here", qtbot)
    assert wait_for_result(kiosk, qtbot) is Outcome.NOT_FOUND
    page = kiosk.window.result_page
    assert page.title.text() == "We could not find that secret word"
    assert "code" not in f"{page.title.text()} {page.next_step.text()}".lower()


@pytest.mark.parametrize("queue_offline", [True])
def test_a_link_the_service_could_not_check_is_refused_never_queued(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    """Unchecked, a code could be made up or of another drop: nobody is told "queued"."""
    qr_hash = emulator.state.drops[0].qr_hashes[11]
    emulator.state.add_fault("GET /actions/claim-qr", Fault(status=503))
    queued = recorded(kiosk)
    kiosk.submit_payload(mint_link_url(qr_hash, emulator.mint_site), InputSource.CAMERA)
    assert wait_for_result(kiosk, qtbot) is Outcome.NO_NETWORK
    assert kiosk.window.result_page.property("tone") == "failure"
    [row] = kiosk.journal.rows()
    assert (row.state, row.reason, row.qr_hash) == (JournalState.FAILED, "no_network", qr_hash)
    assert row.recipient is None  # never asked
    assert queued == []
    assert emulator.state.counters["POST /actions/claim-qr"] == 0  # nothing was sent


@pytest.mark.parametrize("queue_offline", [True])
def test_a_mint_that_cannot_be_sent_is_queued_then_minted_once_by_the_queue(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[12]
    emulator.state.add_fault("POST /actions/claim-qr", Fault(status=503))
    queued = recorded(kiosk)
    kiosk.submit_payload(qr_hash, InputSource.SCANNER)
    give_recipient(kiosk, qtbot, wallet("queued"))
    assert wait_for_result(kiosk, qtbot) is Outcome.QUEUED
    qtbot.waitUntil(lambda: len(queued) == 1, timeout=WAIT_MS)
    [row] = kiosk.journal.queued_rows()
    assert row.drop_id == emulator.state.drops[0].id  # checked before the mint failed
    assert emulator.state.mints_of(qr_hash) == 0

    emulator.state.clear_faults()
    # Past the gateway's wait: the lost mint can no longer land, so the queue may send it.
    queue = MintQueue(kiosk.journal, kiosk.calls.client, now=lambda: datetime.now(UTC) + LATER)
    changes: list[tuple[int, str]] = []
    queue.queue_changed.connect(lambda count, error: changes.append((count, error)))
    queue.start()
    qtbot.waitUntil(lambda: changes == [(0, "")], timeout=WAIT_MS)
    queue.stop()
    assert kiosk.journal.rows()[0].state is JournalState.ON_ITS_WAY
    assert emulator.state.mints_of(qr_hash) == 1


def test_the_welcome_screen_says_when_the_service_cannot_be_reached(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot, clock: FakeClock
) -> None:
    banner = kiosk.window.welcome_page.connection_banner
    assert not banner.isVisible()
    emulator.state.add_fault("GET /actions/claim-qr", Fault(status=503, times=1))
    kiosk.submit_payload(emulator.state.drops[0].qr_hashes[13], InputSource.CAMERA)
    assert wait_for_result(kiosk, qtbot) is Outcome.NO_NETWORK
    clock.now += 10
    kiosk.handle(Tick())
    assert screen(kiosk) is Screen.IDLE
    assert banner.isVisible()
    assert banner.property("tone") == "failure"  # queueing is off: minting is paused
    assert "try again" in banner.next_step.text()

    kiosk.submit_payload(emulator.state.drops[0].qr_hashes[13], InputSource.KEYBOARD)
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    kiosk.handle(StartOver())
    assert not banner.isVisible()  # it answered again


@pytest.mark.parametrize("queue_offline", [True])
def test_while_queueing_the_offline_notice_still_says_minting_is_paused(
    kiosk: AttendeeController,
) -> None:
    """Offline nothing can be checked, so nothing is taken: no "scan anyway" invitation."""
    kiosk.set_service_reachable(False)  # as the mint queue reports it
    banner = kiosk.window.welcome_page.connection_banner
    assert banner.isVisible()
    assert banner.property("tone") == "failure"
    assert "paused" in banner.next_step.text()
    kiosk.set_service_reachable(True)
    assert not banner.isVisible()


def test_a_change_in_reachability_is_passed_on_for_the_queue(kiosk: AttendeeController) -> None:
    """The mint queue learns what the attendee calls found (its idle rounds then ask the
    service's health while the notice is shown); an unchanged state is not sent again."""
    seen: list[bool] = []
    kiosk.service_reachable_changed.connect(seen.append)
    kiosk.set_service_reachable(False)
    kiosk.set_service_reachable(False)
    kiosk.set_service_reachable(True)
    assert seen == [False, True]


def test_getting_ready_has_nothing_to_start_over(kiosk: AttendeeController) -> None:
    window = kiosk.window
    window.show_busy(BusyStep.GETTING_READY)
    assert window.busy_page.headline.text() == "Getting ready…"
    assert not window.busy_page.start_over_button.isVisible()
    window.show_busy(BusyStep.CHECKING_LINK)
    assert window.busy_page.start_over_button.isVisible()


def test_a_mint_broken_by_an_unforeseen_error_is_left_for_reconciliation(
    kiosk: AttendeeController,
    emulator: EmulatorServer,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A bug of ours after the service minted: the attendee is sent to staff, the journal row is
    unknown (not failed), and reconciling finds the one mint rather than minting again."""
    calls, real_mint = kiosk.calls, kiosk.calls.mint

    def mint_then_break(*args: object) -> object:
        real_mint(*args)  # type: ignore[arg-type]
        raise RuntimeError("a bug after the answer")

    monkeypatch.setattr(calls, "mint", mint_then_break)
    qr_hash = emulator.state.drops[0].qr_hashes[7]
    kiosk.submit_payload(mint_link_url(qr_hash, emulator.mint_site), InputSource.CAMERA)
    give_recipient(kiosk, qtbot, wallet("bug"))
    assert wait_for_result(kiosk, qtbot) is Outcome.FAILED
    [row] = kiosk.journal.rows()
    assert row.state is JournalState.UNKNOWN

    journal, client = kiosk.journal, calls.client
    report = reconcile_journal(
        journal,
        client,
        queue_unminted=True,
        include_pending=False,
        now=lambda: datetime.now(UTC) + LATER,
    )
    assert report.settled == 1
    assert kiosk.journal.rows()[0].state in (JournalState.MINTED, JournalState.ON_ITS_WAY)
    assert emulator.state.mints_of(qr_hash) == 1


def test_an_answer_that_drips_never_holds_the_next_attendee(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot, clock: FakeClock
) -> None:
    """The first attendee's mint answer comes a byte every 0.5 s (minutes in all); the flow gives
    up on it after its 10 s, and the next attendee's check runs beside it at once. Quitting then
    cuts the dripping answer: every thread ends, and the first mint's row is kept for
    reconciliation (the service did mint it)."""
    first, second = emulator.state.drops[0].qr_hashes[40:42]
    emulator.state.add_fault("POST /actions/claim-qr", Fault(drip_ms=500, times=1))
    kiosk.submit_payload(mint_link_url(first, emulator.mint_site), InputSource.CAMERA)
    give_recipient(kiosk, qtbot, wallet("dripped"))
    qtbot.waitUntil(lambda: emulator.state.mints_of(first) == 1, timeout=WAIT_MS)
    assert screen(kiosk) is Screen.MINTING  # its answer is still dripping in
    clock.now += 10  # the flow's limit for a mint not even accepted
    kiosk.handle(Tick())
    assert wait_for_result(kiosk, qtbot) is Outcome.UNCONFIRMED  # sent, maybe minted
    kiosk.handle(StartOver())

    kiosk.submit_payload(mint_link_url(second, emulator.mint_site), InputSource.CAMERA)
    qtbot.waitUntil(lambda: screen(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert kiosk.calls.client.answers_coming_in == 1  # the first answer still drips

    kiosk.calls.client.abort_calls()  # quitting
    assert kiosk.stop()  # every thread ended within its wait
    [row] = kiosk.journal.rows()
    assert row.qr_hash == first
    # Settled by its link's status as the cut answer was handled at stop, or reconciled later.
    assert row.state in (JournalState.PENDING, JournalState.UNKNOWN, JournalState.MINTED)
    if row.state is JournalState.MINTED:
        assert emulator.state.mints_of(first) == 1


@pytest.mark.parametrize(
    ("state", "told"),
    [
        (CameraState.STARTING, None),  # not known yet: no "No camera" notice
        (CameraState.RUNNING, True),
        (CameraState.UNAVAILABLE, False),
        (CameraState.RECONNECTING, False),
        (CameraState.ENDED, False),
        (CameraState.STOPPED, False),
    ],
)
def test_what_the_pages_say_of_each_camera_state(state: CameraState, told: bool | None) -> None:
    assert camera_available(state) is told
