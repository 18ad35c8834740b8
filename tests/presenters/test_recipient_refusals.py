"""Hostile recipients on the real recipient page: a wallet QR that calls a contract, a burn
address, a name ENS writes differently. The attendee reads why on the page they are on, can give
another recipient there, and nothing is minted or journaled meanwhile.

Real widgets, workers and client against the emulator over HTTP, as in test_attendee_controller.
"""

from __future__ import annotations

import hashlib

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLineEdit
from pytestqt.qtbot import QtBot

from kiosk.core.attendee_flow import InputSource, Screen
from kiosk.core.parsing import mint_link_url
from kiosk.core.reasons import InputProblem, Outcome
from kiosk.emulator import EmulatorServer
from kiosk.presenters.attendee_controller import AttendeeController
from kiosk.ui.texts import problem_message

WAIT_MS = 10_000
MINT = "POST /actions/claim-qr"  # the emulator's route key of the mint call
TOKEN = "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359"  # a token contract in the wallet QRs
TRANSFER_QR = f"ethereum:{TOKEN}@1/transfer?address=0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"




def type_into(field: QLineEdit, text: str, qtbot: QtBot) -> None:
    """Typed as key presses into the page's own field, then Enter, like a real keyboard.

    Each character is a key event carrying its text (QTest's keyClicks takes ASCII only), so a
    Cyrillic letter arrives as it does from a keyboard layout or an input method.
    """
    field.clear()
    for char in text:
        for kind in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            QApplication.sendEvent(
                field, QKeyEvent(kind, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, char)
            )
    assert field.text() == text
    qtbot.keyClick(field, Qt.Key.Key_Return)


def banner_says(kiosk: AttendeeController, problem: InputProblem, shown: str = "") -> None:
    """The recipient page is still up, with the words of ``problem`` under its field."""
    page = kiosk.window.recipient_page
    assert kiosk.flow.state.screen is Screen.ASK_RECIPIENT
    assert kiosk.window.stack.currentWidget() is page
    assert page.problem_banner.isVisible()
    message = problem_message(problem, shown)
    assert page.problem_banner.title.text() == message.title
    assert page.problem_banner.next_step.text() == message.next_step


def test_contract_call_qr_burn_address_and_respelled_name_are_explained_and_not_minted(
    kiosk: AttendeeController, emulator: EmulatorServer, qtbot: QtBot
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    kiosk.submit_payload(mint_link_url(qr_hash, emulator.mint_site), InputSource.CAMERA)
    qtbot.waitUntil(lambda: kiosk.flow.state.screen is Screen.ASK_RECIPIENT, timeout=WAIT_MS)
    field = kiosk.window.recipient_page.field

    # a wallet's "pay me" QR, shown to the kiosk's camera on the recipient page
    kiosk.submit_payload(TRANSFER_QR, InputSource.CAMERA)
    banner_says(kiosk, InputProblem.CONTRACT_CALL)
    title = kiosk.window.recipient_page.problem_banner.title.text()
    assert title == "This QR asks your wallet to send something"

    # the burn address, typed on the page and sent with Enter
    type_into(field, "0x000000000000000000000000000000000000dEaD", qtbot)
    banner_says(kiosk, InputProblem.BURN_ADDRESS)

    # ... and as a wallet QR of the burn address
    kiosk.submit_payload(
        "ethereum:0x000000000000000000000000000000000000dead@1", InputSource.CAMERA
    )
    banner_says(kiosk, InputProblem.BURN_ADDRESS)

    # full-width letters: refused, and the banner shows the name as ENS writes it, unmasked
    kiosk.submit_payload("ｖｉｔａｌｉｋ.eth", InputSource.CAMERA)
    banner_says(kiosk, InputProblem.ENS_WRITTEN_DIFFERENTLY, "vitalik.eth")
    assert "vitalik.eth" in kiosk.window.recipient_page.problem_banner.title.text()

    # a look-alike name (Cyrillic а), typed
    type_into(field, "vitаlik.eth", qtbot)
    banner_says(kiosk, InputProblem.ENS_LOOKALIKE)

    # nothing went to the service's mint route, nothing is journaled
    assert emulator.state.counters[MINT] == 0
    assert emulator.state.mints_of(qr_hash) == 0
    assert kiosk.journal.rows() == []

    # the same attendee then gives their own wallet, on the same page, and gets the collectible
    own = "0x" + hashlib.sha1(b"own wallet").hexdigest()
    type_into(field, own, qtbot)
    qtbot.waitUntil(lambda: kiosk.flow.state.screen is Screen.RESULT, timeout=WAIT_MS)
    assert kiosk.flow.state.outcome is Outcome.MINTED
    assert emulator.state.mints_of(qr_hash) == 1
    assert emulator.state.counters[MINT] == 1
