"""The truth audit, fourteenth round: what a camera coming or going does to what an attendee is
typing and to the recipient page's offer to scan a wallet, a dispenser link claimed elsewhere
between its live check and its QR, and the welcome page's offline notice when an older call's
failure comes after a newer call's answer, each
against the real kiosk (``build_kiosk``), its real camera source (a video file standing in for
the camera) and a real emulator over HTTP, judged by the emulator's own record
(``server.state``) and by the words on the screen at the moment.

An answer is held with the emulator's own faults (``latency_ms``: the service acts only once the
wait is over; ``slow_mint``: it acts at once and answers that many seconds later), never with a
sleep.

Four cases were lies when this round was written (26 Nov 2026), fixed since: a camera lost or back
while a wallet was typed emptied the field, the recipient page kept offering the wallet scanner
once the camera was gone, and an older call's late failure put "offline" up after a newer call
was answered. A known limit when this round was written, fixed since (the claim's time against
the moment the QR went up, on the service's clock): a link claimed elsewhere in the moment
between its check's answer and its QR on the screen was counted as handed out. The rest pin
truthful behaviour no other test covers.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import Screen
from kiosk.core.dispenser import Record, mint_page_url
from kiosk.core.dispenser import Screen as DispenserScreen
from kiosk.core.journal import MintJournal
from kiosk.core.reasons import Outcome
from kiosk.emulator import EmulatorServer, Fault
from kiosk.emulator.phone import mint_with_phone, new_wallet
from kiosk.presenters.attendee_side import Kiosk, build_kiosk
from kiosk.ui.entry_page import EntryPage
from tests.faults.test_fault_matrix import (
    Flow,
    begin,
    credentials_of,
    kiosk_settings,
    shown_outcome,
)
from tests.faults.test_truth_audit import WALLET_A, scan_link, screen_of
from tests.faults.test_truth_audit_6 import black_video
from tests.keyrings import MemoryKeyring

WAIT_MS = 30_000
NO_ANSWER_S = 1.0  # the kiosk's wait for an answer, shortened (5 s for a check at the venue)
LATE_MS = 1500  # each try of the slow call is answered this long after it was sent
CAMERA_FRAMES = 160  # the camera's video: 8 s of frames at 20 a second, then it ends
HALF_WALLET = WALLET_A[:21]  # what the attendee has typed so far
HALF_CODE = "AB1"


# --- a camera that comes or goes while the attendee types -----------------------------------


@pytest.fixture
def camera_kiosk(
    server: EmulatorServer, memory_keyring: MemoryKeyring, qtbot: QtBot, tmp_path: Path
) -> Iterator[Kiosk]:
    """The real kiosk for drop 1 with its camera on: a video of a covered lens standing in for
    the camera (frames come, no code in them) that ends after 8 s, as an unplugged camera."""
    settings = kiosk_settings(server, 10.0)
    settings.kiosk.drop_id = server.state.drops[0].id
    settings.kiosk.allow_camera = True
    settings.kiosk.camera = str(black_video(tmp_path / "camera.avi", frames=CAMERA_FRAMES))
    made = build_kiosk(settings, credentials_of(server), MintJournal(tmp_path / "j.sqlite3"))
    made.window.resize(1280, 800)
    qtbot.addWidget(made.window)
    made.window.show()
    made.client.fetch_token()
    made.start_attendees()
    try:
        qtbot.waitUntil(lambda: made.controller.camera_status is True, timeout=WAIT_MS)
        yield made
    finally:
        made.close()


def camera_gone(kiosk: Kiosk) -> Callable[[], bool]:
    """The camera's video ended: the kiosk has no camera to scan with any more."""
    return lambda: kiosk.controller.camera_status is False


def test_a_camera_lost_while_a_wallet_is_typed_keeps_what_was_typed(
    server: EmulatorServer, camera_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """A mint link read by the USB scanner; the attendee has typed half of their wallet address
    on the recipient page when the camera goes (its video ends, as an unplugged camera). The
    recipient page may stop offering the camera, but what the attendee typed must stay: the
    field is emptied, and they must type it all again (nothing says why it went)."""
    kiosk = camera_kiosk
    page = kiosk.window.recipient_page
    scan_link(qtbot, kiosk, server, server.state.drops[0].qr_hashes[0])
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    qtbot.keyClicks(page.field, HALF_WALLET)
    assert kiosk.controller.camera_status is True  # typed while the camera still gave frames
    assert page.field.text() == HALF_WALLET

    qtbot.waitUntil(camera_gone(kiosk), timeout=WAIT_MS)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    assert kiosk.window.current_page() is page
    assert server.state.counters["POST /actions/claim-qr"] == 0
    assert page.field.text() == HALF_WALLET, f"the field holds {page.field.text()!r}"


def test_a_camera_back_while_a_wallet_is_typed_keeps_what_was_typed(
    server: EmulatorServer, camera_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The camera went (its video ended); an attendee scans their link with the USB scanner and
    types half of their wallet address. Then the camera gives frames again (a camera that was
    reconnected: the camera worker says "running", here through the controller's own slot).
    What they typed must stay."""
    kiosk = camera_kiosk
    page = kiosk.window.recipient_page
    qtbot.waitUntil(camera_gone(kiosk), timeout=WAIT_MS)
    scan_link(qtbot, kiosk, server, server.state.drops[0].qr_hashes[0])
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    qtbot.keyClicks(page.field, HALF_WALLET)

    kiosk.controller.set_camera_available(True)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    assert kiosk.window.current_page() is page
    assert page.field.text() == HALF_WALLET, f"the field holds {page.field.text()!r}"


def test_the_recipient_page_stops_offering_the_wallet_scanner_once_the_camera_is_gone(
    server: EmulatorServer, camera_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """On the recipient page the attendee is offered "or scan your wallet QR" beside the camera
    view while the camera gives frames. The camera goes (its video ends): the kiosk knows it
    (the page is even shown again for it), but the page goes on offering the wallet scanner,
    with no "No camera — type it instead": a QR held up now is read by nothing."""
    kiosk = camera_kiosk
    page = kiosk.window.recipient_page
    scan_link(qtbot, kiosk, server, server.state.drops[0].qr_hashes[0])
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    assert page.scan_area.isVisible()

    qtbot.waitUntil(camera_gone(kiosk), timeout=WAIT_MS)
    assert screen_of(kiosk) is Screen.ASK_RECIPIENT
    assert kiosk.window.current_page() is page
    assert not kiosk.controller.camera_available
    offered = page.scan_area.isVisible() and not page.camera_view.banner.isVisible()
    assert not offered, f"still offered: {page.scan_prompt.text()!r}, and no camera"


@pytest.mark.parametrize("flow", [Flow.CODE, Flow.SECRET])
def test_a_camera_lost_while_a_code_or_word_is_typed_keeps_what_was_typed(
    flow: Flow, server: EmulatorServer, camera_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """The attendee tapped "Type a code" (or the secret word) and has typed part of it when
    the camera goes (its video ends). The page stays as it was, with what they typed; nothing
    was asked of the service."""
    kiosk = camera_kiosk
    window = kiosk.window
    page: EntryPage
    if flow is Flow.CODE:
        qtbot.mouseClick(window.welcome_page.code_button, Qt.MouseButton.LeftButton)
        page, screen = window.code_page, Screen.CODE_ENTRY
    else:
        qtbot.mouseClick(window.welcome_page.secret_button, Qt.MouseButton.LeftButton)
        page, screen = window.secret_page, Screen.SECRET_ENTRY
    assert screen_of(kiosk) is screen
    qtbot.keyClicks(page.field, HALF_CODE.lower())
    typed = page.field.text()
    assert typed
    assert kiosk.controller.camera_status is True

    qtbot.waitUntil(camera_gone(kiosk), timeout=WAIT_MS)
    assert screen_of(kiosk) is screen
    assert window.current_page() is page
    assert page.field.text() == typed
    assert server.state.counters["GET /actions/claim-qr"] == 0
    assert server.state.counters["GET /secret/{secret_word}"] == 0


def test_a_camera_lost_on_the_welcome_page_says_so(
    camera_kiosk: Kiosk, qtbot: QtBot
) -> None:
    """No attendee at the kiosk; the camera goes (its video ends). The welcome page says there
    is no camera, at once, as the camera's own state says."""
    kiosk = camera_kiosk
    banner = kiosk.window.welcome_page.camera_view.banner
    assert screen_of(kiosk) is Screen.IDLE
    assert not banner.isVisible()
    qtbot.waitUntil(camera_gone(kiosk), timeout=WAIT_MS)
    assert kiosk.camera is not None
    assert banner.isVisible()
    assert banner.text()


# --- the dispenser: a link claimed elsewhere while its check is on its way ---------------------


def tap_once(qtbot: QtBot, kiosk: Kiosk) -> None:
    """Someone taps "Tap for your collectible"; the check of the next link goes out."""
    dispenser = kiosk.dispenser
    assert dispenser is not None
    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.TAP, timeout=WAIT_MS)
    qtbot.mouseClick(kiosk.window.dispenser_page.tap_button, Qt.MouseButton.LeftButton)
    assert dispenser.state.screen is DispenserScreen.CHECKING


def phone_with_a_copy_mints(server: EmulatorServer, qr_hash: str) -> None:
    """Another phone opens the same link (a copy of the links file, a printed card) and mints
    it, over HTTP through the mint site."""
    minted = mint_with_phone(mint_page_url(qr_hash, "", server.mint_site), new_wallet())
    assert minted.qr_hash == qr_hash


def test_a_link_claimed_elsewhere_before_its_qr_appears_is_not_counted_as_handed_out(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """A tap checks the next link: the service reads it free at once but its answer reaches
    the kiosk 2 s later (a slow connection). Meanwhile another phone with a copy of the link
    mints it. The answer says free, so the QR is shown (for a link already claimed); its next
    poll says claimed. Was a known limit when this round was written (26 Nov 2026): the
    dispenser counted it as its own hand-out ("Dispenser: claimed" on Statistics, a "claimed"
    row in the journal), though no phone could have read it from this screen. Fixed since: the
    claim's ``claimed_date`` is before the moment the QR went up on the service's clock, so it
    is journaled "claimed elsewhere" and not counted."""
    first, second = server.state.drops[0].qr_hashes[:2]
    kiosk = dispenser_kiosk([first, second])
    dispenser = kiosk.dispenser
    assert dispenser is not None
    server.state.add_fault("GET /actions/claim-qr", Fault(slow_mint=2, times=1))
    tap_once(qtbot, kiosk)
    qtbot.waitUntil(lambda: server.state.counters["GET /actions/claim-qr"] == 1, timeout=WAIT_MS)
    phone_with_a_copy_mints(server, first)
    assert dispenser.state.screen is DispenserScreen.CHECKING  # no QR up yet
    assert server.state.claim_status(first)["claimed"]

    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.SHOWING, timeout=WAIT_MS)
    assert dispenser.state.qr_hash == first  # shown on the check's (stale) word
    qtbot.waitUntil(
        lambda: dispenser.state.screen is not DispenserScreen.SHOWING, timeout=WAIT_MS
    )
    drop_id = server.state.drops[0].id
    qtbot.waitUntil(
        lambda: kiosk.journal.dispensed(drop_id)[Record.CLAIMED_ELSEWHERE] == 1, timeout=WAIT_MS
    )
    assert server.state.mints_of(first) == 1
    assert dispenser.state.claimed == 0, "counted a link claimed before its QR appeared"
    assert kiosk.journal.dispensed(drop_id)[Record.CLAIMED] == 0
    assert first not in kiosk.journal.shown_unclaimed(drop_id)  # not counted after a restart


def test_a_link_claimed_elsewhere_while_its_check_waits_is_neither_shown_nor_counted(
    server: EmulatorServer, dispenser_kiosk: Callable[[list[str]], Kiosk], qtbot: QtBot
) -> None:
    """A tap checks the next link; the service acts on the check only 3 s later (a loaded
    service). Meanwhile another phone with a copy mints it. The service answers claimed: the
    link is not shown and not counted as this dispenser's; the next link, free, is shown."""
    first, second = server.state.drops[0].qr_hashes[:2]
    kiosk = dispenser_kiosk([first, second])
    dispenser = kiosk.dispenser
    assert dispenser is not None
    shown: list[str] = []
    dispenser.state_changed.connect(
        lambda state: shown.append(state.qr_hash)
        if state.screen is DispenserScreen.SHOWING
        else None
    )
    server.state.add_fault("GET /actions/claim-qr", Fault(latency_ms=3000, times=1))
    tap_once(qtbot, kiosk)
    qtbot.waitUntil(lambda: server.state.counters["GET /actions/claim-qr"] == 1, timeout=WAIT_MS)
    phone_with_a_copy_mints(server, first)
    assert dispenser.state.screen is DispenserScreen.CHECKING

    qtbot.waitUntil(lambda: dispenser.state.screen is DispenserScreen.SHOWING, timeout=WAIT_MS)
    assert dispenser.state.qr_hash == second
    assert set(shown) == {second}
    assert server.state.claim_status(second)["claimed"] is False
    assert dispenser.state.claimed == 0
    assert dispenser.state.shown == 1
    dispensed = kiosk.journal.dispensed(server.state.drops[0].id)
    assert dispensed.get(Record.CLAIMED, 0) == 0


# --- the welcome page's offline notice and answers that come out of order -------------------


def test_an_older_calls_late_failure_does_not_call_the_kiosk_offline_after_a_newer_answer(
    server: EmulatorServer, kiosk: Kiosk, qtbot: QtBot
) -> None:
    """Attendee A scans their link; each try of its check is answered 503 only 1.5 s later
    (the kiosk tries three times), past the kiosk's wait (1 s here): A reads "No connection
    right now" and presses Start over. Attendee B types the secret word: its check is answered
    at once, and B is asked for a wallet; B changes their mind (Start over). The service
    answered the newest call, and the welcome page rightly shows no offline notice. Then A's
    old call ends, failed: the welcome page now says the kiosk is offline, though the last
    call the kiosk made was answered (and the service answers its health check)."""
    flow = kiosk.controller.flow
    flow.timeouts = replace(flow.timeouts, no_answer_s=NO_ANSWER_S)
    banner = kiosk.window.welcome_page.connection_banner
    server.state.add_fault(
        "GET /actions/claim-qr", Fault(latency_ms=LATE_MS, status=503, times=None)
    )
    scan_link(qtbot, kiosk, server, server.state.drops[0].qr_hashes[0])
    assert shown_outcome(kiosk) is Outcome.NO_NETWORK
    qtbot.mouseClick(kiosk.window.result_page.start_over_button, Qt.MouseButton.LeftButton)
    assert screen_of(kiosk) is Screen.IDLE

    begin(kiosk, server, Flow.SECRET, qtbot)
    qtbot.waitUntil(lambda: screen_of(kiosk) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert kiosk.controller._pending  # A's call is still out
    qtbot.mouseClick(kiosk.window.recipient_page.start_over_button, Qt.MouseButton.LeftButton)
    assert screen_of(kiosk) is Screen.IDLE
    assert not banner.isVisible()

    qtbot.waitUntil(lambda: not kiosk.controller._pending, timeout=WAIT_MS)
    assert server.state.counters["GET /secret/{secret_word}"] >= 1
    assert kiosk.client.health()  # the service answers, now
    assert screen_of(kiosk) is Screen.IDLE
    assert not banner.isVisible(), f"the welcome page says {banner.title.text()!r}"
