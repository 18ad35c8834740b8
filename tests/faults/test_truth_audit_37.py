"""The truth audit, thirty-seventh round: what is typed, and when.

A USB barcode scanner types a whole mint link or wallet address as a burst of keys ending in
Enter, into whatever has focus, whatever page is shown; a person taps the touch keyboard or, where
one is plugged in, types on a real one. This round plays typed and scanned input across the
attendee's page changes: a wallet scanned while the link is still being checked, the next
attendee's link scanned on the result page, a refused scan on the welcome page left for the next
person, an attendee's scan while staff are at the PIN pad, the last attendee's typed address in
the field the next one types in. Each case drives the real app
(``KioskApp``, which installs the real ``ScannerInput`` with its default timing) and its real
widgets through pytest-qt's keys (``keyClicks`` without a delay types as fast as a scanner) against
a real emulator over HTTP, and judges what the person reads (labels, the PIN pad's status) by the
emulator's own record (``server.state``: what was checked, what was minted and for whom). Answers
are held with the emulator's own faults, never with a sleep.

Rounds 17 (outside input and its parsing) and 21 (the camera) are not repeated; round 21's wallet
held up to the camera while the link is checked stays its own case (the camera keeps quiet about
a code it has read, whatever the flow would take).

Five cases were lies when this round was written (27 Nov 2026), fixed since: an attendee's scan
at the PIN pad told staff "Wrong PIN" (and three of them locked staff out), a wallet scanned while
the link was checked was refused without a word when scanned again on the page that asks for it,
the next attendee's link scanned on the result page was refused without a word when scanned again
on the welcome page, a refused scan's words stayed on the welcome page for whoever came next, and
the recipient field's undo brought the last attendee's address back for the next one. The rest pin
truthful behaviour no other test covers.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import InputProblem
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import Kiosk
from kiosk.ui.texts import problem_message
from tests.faults.test_truth_audit import WALLET_A, WALLET_B

WAIT_MS = 30_000
CHECK = "GET /actions/claim-qr"
MINT = "POST /actions/claim-qr"
PIN = "2468"  # the PIN the app fixture's staff chose (tests/kiosk_setup.py)


@pytest.fixture
def app(app: KioskApp, qtbot: QtBot) -> KioskApp:
    """The app fixture's kiosk, its window the active one: keys go where a person's would (to
    the focused widget of the page shown), as on the kiosk's own screen."""
    app.window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is app.window, timeout=WAIT_MS)
    return app


def serving(app: KioskApp) -> Kiosk:
    assert app.kiosk is not None
    return app.kiosk


def screen_of(app: KioskApp) -> Screen:
    return serving(app).controller.flow.state.screen


def link_text(server: EmulatorServer, number: int) -> tuple[str, str]:
    """Drop 1's link ``number``: its code, and the mint link a QR of it holds."""
    qr_hash = server.state.drops[0].qr_hashes[number]
    return qr_hash, mint_link_url(qr_hash, server.mint_site)


def scanner_types(qtbot: QtBot, app: KioskApp, text: str) -> None:
    """A USB scanner reads ``text``: its keys, at full speed, then Enter, into whatever has focus
    (the window when nothing has)."""
    target: QWidget = QApplication.focusWidget() or app.window
    qtbot.keyClicks(target, text)
    qtbot.keyClick(target, Qt.Key.Key_Return)


def beneficiary(server: EmulatorServer, qr_hash: str) -> str:
    return str(server.state.claim_status(qr_hash)["beneficiary"] or "")


def shorten_result(app: KioskApp, seconds: float) -> None:
    """The result page (and a refusal's words) shown ``seconds`` instead of 10 s, so a case
    reaches what follows quickly; the rules are the same."""
    flow = serving(app).controller.flow
    flow.timeouts = replace(flow.timeouts, result_s=seconds)


# --- staff at the PIN pad ---------------------------------------------------------------------


def test_an_attendees_scans_at_the_pin_pad_are_never_a_wrong_pin(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """Staff open the PIN pad (the shortcut) while the attendee at the counter scans their link,
    twice, then their wallet. The scanner's bursts were typed into the pad (only an operator pass
    counts as a scan there, so fast PIN typing still lands): the pad kept the links' and the
    wallet's digits and Enter sent them as a PIN. Was a lie when this round was written (27 Nov
    2026): staff read "Wrong PIN. Try again." without typing any, and the third scan locked them
    out ("Wrong PIN. Try again in 30 s."). Now a burst that cannot be a PIN is a scan: the pad
    types nothing, nothing is checked, and staff's own PIN opens the staff area at once."""
    window, pad = app.window, app.staff.pin_pad
    qr_hash, link = link_text(server, 0)
    app.staff.lock.shortcut.activated.emit()
    qtbot.waitUntil(lambda: window.staff_screen() is pad, timeout=WAIT_MS)

    for scanned in (link, link, WALLET_A):
        scanner_types(qtbot, app, scanned)
        qtbot.waitUntil(lambda: app.staff.gate.checking() is False, timeout=WAIT_MS)
        assert "PIN" not in pad.status.text(), pad.status.text()
        assert pad.entered_length() == 0
    assert pad.keypad.isEnabled()
    assert server.state.counters[CHECK] == 0
    assert not server.state.claim_status(qr_hash)["claimed"]

    qtbot.keyClicks(pad, PIN, delay=150)  # staff type it by hand
    qtbot.keyClick(pad, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.staff_screen() is app.screens.area, timeout=WAIT_MS)


def test_a_pin_typed_fast_on_a_real_keyboard_still_lands_in_the_pad(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """Truthful, kept so: staff who type the PIN as fast as a scanner (or a password manager that
    types it) are not taken for a scan; their digits land in the pad and open it."""
    window, pad = app.window, app.staff.pin_pad
    app.staff.lock.shortcut.activated.emit()
    qtbot.waitUntil(lambda: window.staff_screen() is pad, timeout=WAIT_MS)
    scanner_types(qtbot, app, PIN)
    qtbot.waitUntil(lambda: window.staff_screen() is app.screens.area, timeout=WAIT_MS)


# --- scans that come while the page takes nothing ----------------------------------------------


def test_a_wallet_scanned_while_the_link_is_checked_is_taken_when_scanned_again(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """An eager attendee scans their link and at once their wallet QR, while "Checking your
    code…" shows (the service answers the check a moment late). The busy page takes nothing, so
    the wallet is dropped; on the recipient page they scan it again. The flow had counted the
    dropped read as a sighting, so the second scan, within five seconds of it, was dropped as a
    repeat. Was a lie when this round was written (27 Nov 2026): the page kept asking "Where
    should we send it?" of someone who had just given it, and counted down to the welcome page.
    Now only a text the kiosk took makes its repeats count once: the wallet is minted to."""
    qr_hash, link = link_text(server, 0)
    server.state.add_fault(CHECK, Fault(latency_ms=1500, times=1))
    scanner_types(qtbot, app, link)
    assert screen_of(app) is Screen.CHECKING_LINK
    scanner_types(qtbot, app, WALLET_A)
    assert screen_of(app) is Screen.CHECKING_LINK  # nothing asked for it yet
    qtbot.waitUntil(lambda: screen_of(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)

    scanner_types(qtbot, app, WALLET_A)
    assert screen_of(app) is not Screen.ASK_RECIPIENT, "the wallet scanned here was dropped"
    qtbot.waitUntil(lambda: screen_of(app) is Screen.RESULT, timeout=WAIT_MS)
    assert beneficiary(server, qr_hash) == WALLET_A.lower()
    assert app.window.result_page.recipient.text() == "Sent to 0xA1A1…a1a1"


def test_a_second_wallet_scanned_while_minting_is_never_minted_to(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """Truthful: the attendee's wallet is scanned, and while "Minting your collectible…" shows
    the next person in line scans theirs. The mint goes to the first wallet only, the result
    names it, and nothing else is minted (one mint call)."""
    qr_hash, link = link_text(server, 0)
    server.state.add_fault(MINT, Fault(latency_ms=1500, times=1))
    scanner_types(qtbot, app, link)
    qtbot.waitUntil(lambda: screen_of(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    scanner_types(qtbot, app, WALLET_A)
    assert screen_of(app) is Screen.MINTING
    scanner_types(qtbot, app, WALLET_B)
    qtbot.keyClick(QApplication.focusWidget() or app.window, Qt.Key.Key_Return)  # and Enter
    qtbot.waitUntil(lambda: screen_of(app) is Screen.RESULT, timeout=WAIT_MS)

    assert server.state.counters[MINT] == 1
    assert beneficiary(server, qr_hash) == WALLET_A.lower()
    assert app.window.result_page.recipient.text() == "Sent to 0xA1A1…a1a1"


def test_the_next_attendees_link_scanned_on_the_result_page_is_checked_when_scanned_again(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """The next attendee's link is read while the last one's result still shows, by the
    camera (the result page takes no camera read: the last attendee may still hold up their
    phone; a scanner's read starts the next turn at once, round 41), and it returns to the
    welcome page by itself. There they scan again, as the welcome page asks. The dropped read
    had counted as a sighting, so the scan on the welcome page was dropped as its repeat. Was a
    lie when this round was written (27 Nov 2026): "Scan your mint QR", and the scan did
    nothing. Now the link is checked for them, and nothing of it reached the last attendee's
    visit."""
    first, first_link = link_text(server, 0)
    second, second_link = link_text(server, 1)
    shorten_result(app, 1.0)
    scanner_types(qtbot, app, first_link)
    qtbot.waitUntil(lambda: screen_of(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    scanner_types(qtbot, app, WALLET_A)
    qtbot.waitUntil(lambda: screen_of(app) is Screen.RESULT, timeout=WAIT_MS)
    checks = server.state.counters[CHECK]

    app.scanned(second_link, InputSource.CAMERA)
    assert screen_of(app) is Screen.RESULT
    assert app.window.result_page.recipient.text() == "Sent to 0xA1A1…a1a1"
    qtbot.waitUntil(lambda: screen_of(app) is Screen.IDLE, timeout=WAIT_MS)
    scanner_types(qtbot, app, second_link)
    assert screen_of(app) is not Screen.IDLE, "the scan on the welcome page was dropped"
    qtbot.waitUntil(lambda: screen_of(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)

    assert serving(app).controller.flow.state.qr_hash == second
    assert server.state.counters[CHECK] == checks + 1
    assert beneficiary(server, first) == WALLET_A.lower()
    assert not server.state.claim_status(second)["claimed"]


def test_a_refused_scan_on_the_welcome_page_is_not_left_for_the_next_person(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """An attendee scans their wallet on the welcome page (the link comes first): "That is a
    wallet, not a mint code". They walk off. The welcome page has no time limit, so the words
    stayed for whoever came next, who had scanned nothing. Was a lie when this round was written
    (27 Nov 2026). Now the refusal goes after the time a result shows (shortened here), as the
    person it answered has; nothing was checked."""
    shorten_result(app, 1.0)
    page = app.window.welcome_page
    scanner_types(qtbot, app, WALLET_A)
    assert page.problem_banner.title.text() == problem_message(
        InputProblem.NOT_A_MINT_INPUT
    ).title
    assert page.problem_banner.isVisible()
    flow = serving(app).controller.flow
    assert flow.state.deadline is not None, "the refusal stays for good"
    qtbot.waitUntil(lambda: flow.state.deadline is None, timeout=WAIT_MS)

    assert screen_of(app) is Screen.IDLE
    assert not page.problem_banner.isVisible()
    assert server.state.counters[CHECK] == 0


def test_a_link_scanned_right_after_a_refused_scan_is_checked_at_once(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """Truthful: the refusal's time on the welcome page never holds up the next scan: a link
    scanned while "That is a wallet, not a mint code" shows is checked at once, and its own
    page follows."""
    qr_hash, link = link_text(server, 0)
    scanner_types(qtbot, app, WALLET_A)
    scanner_types(qtbot, app, link)
    assert screen_of(app) is Screen.CHECKING_LINK
    qtbot.waitUntil(lambda: screen_of(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert serving(app).controller.flow.state.qr_hash == qr_hash
    assert not app.window.recipient_page.problem_banner.isVisible()


# --- what the last attendee typed -----------------------------------------------------------


def test_the_last_attendees_typed_address_cannot_be_brought_back_by_the_next(
    server: EmulatorServer, app: KioskApp, qtbot: QtBot
) -> None:
    """The last attendee typed their e-mail address on the touch keyboard, and pressed Start
    over on their result. The recipient page empties its field for the next attendee, but the
    emptying was an edit like any other: its undo (Ctrl+Z, or Undo in the field's menu) brought
    the address back, and OK would have minted the next attendee's link to it. Was a lie when
    this round was written (27 Nov 2026): the next attendee's recipient page showed the last
    one's address in its field. Now the field forgets its history when it is emptied."""
    first, first_link = link_text(server, 0)
    second, second_link = link_text(server, 1)
    page = app.window.recipient_page
    scanner_types(qtbot, app, first_link)
    qtbot.waitUntil(lambda: screen_of(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    for key in "ann@example.org":
        qtbot.mouseClick(page.keyboard.keys[key], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.keyboard.ok_key, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: screen_of(app) is Screen.RESULT, timeout=WAIT_MS)
    assert server.state.claim_status(first)["user_input"] == "ann@example.org"
    qtbot.mouseClick(app.window.result_page.start_over_button, Qt.MouseButton.LeftButton)

    scanner_types(qtbot, app, second_link)
    qtbot.waitUntil(lambda: screen_of(app) is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    assert page.field.text() == ""
    qtbot.keyClick(page.field, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert page.field.text() == "", "the last attendee's address is back"
    assert not server.state.claim_status(second)["claimed"]
