"""The whole app in dispenser mode against the emulator: the window shows the dispenser, a phone
takes links one after another off the screen, staff come and go, and every thread is the owner's."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.core.attendee_flow import InputSource
from kiosk.core.dispenser import DispenserMode, Record, Screen
from kiosk.core.journal import MintJournal
from kiosk.core.parsing import mint_link_url
from kiosk.core.secrets import forget_edit_code, keep_edit_code_for_this_run
from kiosk.emulator import EmulatorServer
from kiosk.emulator.phone import mint_with_phone
from kiosk.presenters.screen_reading import read_qr_on_screen
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import settings_set_up_for
from tests.test_kiosk_app import APP_THREADS, WAIT_MS

# no camera, no attendee calls
DISPENSER_THREADS = {"dispenser-worker-1", "dispenser-artwork-1", "mint-queue-1"}


def test_the_app_hands_out_links_in_dispenser_mode(
    qtbot: QtBot,
    emulator: EmulatorServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    memory_keyring: MemoryKeyring,
) -> None:
    drop = emulator.state.drops[0]
    keep_edit_code_for_this_run(drop.id, drop.edit_code)
    settings = settings_set_up_for(emulator, monkeypatch)
    settings.kiosk.mode = DispenserMode.DISPENSER.value
    journal = MintJournal(tmp_path / "journal.sqlite3")
    app = KioskApp(settings, journal, lambda _settings: None, windowed=True)
    qtbot.addWidget(app.window)
    try:
        app.start()
        qtbot.waitUntil(lambda: app.attendees_open and app.kiosk is not None, timeout=WAIT_MS)
        assert app.kiosk is not None
        first = app.kiosk.dispenser
        assert first is not None
        assert app.window.stack.currentWidget() is app.window.dispenser_page
        qtbot.waitUntil(lambda: "mint-queue-1" in app.threads.running(), timeout=WAIT_MS)
        assert set(app.threads.running()) == APP_THREADS | DISPENSER_THREADS

        # a scanned link is not minted here: the phones mint
        app.scanned(mint_link_url(drop.qr_hashes[0], emulator.mint_site), InputSource.SCANNER)

        taken = []
        for _ in range(2):
            qtbot.waitUntil(lambda: first.state.screen is Screen.TAP, timeout=WAIT_MS)
            qtbot.mouseClick(app.window.dispenser_page.tap_button, Qt.MouseButton.LeftButton)
            qtbot.waitUntil(lambda: first.state.screen is Screen.SHOWING, timeout=WAIT_MS)
            (url,) = read_qr_on_screen(app.window)
            taken.append(mint_with_phone(url).qr_hash)
            qtbot.waitUntil(lambda: first.state.screen is not Screen.SHOWING, timeout=WAIT_MS)
        assert taken[0] != taken[1]
        assert set(emulator.state.claimed_links()) == set(taken)  # the scanned link was not
        qtbot.waitUntil(lambda: journal.dispensed(drop.id)[Record.CLAIMED] == 2, timeout=WAIT_MS)

        app.open_operator_area()
        qtbot.waitUntil(lambda: "dispenser-worker-1" not in app.threads.running())
        app.open_for_attendees()
        qtbot.waitUntil(lambda: app.attendees_open and app.kiosk is not None, timeout=WAIT_MS)
        second = app.kiosk.dispenser
        assert second is not None
        assert second is not first
        qtbot.waitUntil(lambda: second.state.screen is Screen.TAP, timeout=WAIT_MS)
        assert taken[0] not in second.flow.pool
        assert taken[1] not in second.flow.pool
        qtbot.mouseClick(app.window.dispenser_page.tap_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: second.state.screen is Screen.SHOWING, timeout=WAIT_MS)
        assert first.state.screen is not Screen.CHECKING  # the old build heard no tap
    finally:
        app.close()
        forget_edit_code(drop.id)
    assert app.threads.running() == []
