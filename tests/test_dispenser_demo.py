"""``kiosk --demo``'s phone: the key reads the dispenser's QR off the window with the kiosk's own
decoder and mints it through the emulator's mint page; the emulator's record says so."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from kiosk.app import _DemoPhone
from kiosk.core.dispenser import DispenserState, Screen, mint_page_url
from kiosk.emulator import EmulatorServer
from kiosk.ui.kiosk_window import KioskWindow
from kiosk.workers.threads import ThreadOwner


def test_the_demo_phone_mints_the_qr_on_the_screen(qtbot: QtBot, emulator: EmulatorServer) -> None:
    window = KioskWindow()
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    link = emulator.state.drops[0].qr_hashes[0]
    window.show_dispenser()
    page = window.dispenser_page
    page.show_state(
        DispenserState(Screen.SHOWING, link), mint_page_url(link, "", emulator.mint_site)
    )
    threads = ThreadOwner()
    phone = _DemoPhone(window, threads)
    try:
        phone.scan()
        qtbot.waitUntil(lambda: bool(emulator.state.claim_status(link)["claimed"]))
    finally:
        assert threads.stop_all()
