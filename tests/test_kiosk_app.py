"""The whole kiosk as door staff meet it: first-run setup, kiosk mode, the PIN, then attendees.

A fresh install (no settings file, empty keyring) against the emulator: staff fill the setup
through the real operator pages, lock the kiosk, and an attendee mints; then staff get back in.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import tomllib
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backends.fail import Keyring as FailKeyring
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget
from pytestqt.qtbot import QtBot

from kiosk.app import KioskApp
from kiosk.camera.source import SourceKind as CameraSourceKind
from kiosk.core.app_lifecycle import AppState
from kiosk.core.attendee_flow import DropInfo, InputSource, MintAttempt, Screen
from kiosk.core.doctor import CheckName
from kiosk.core.journal import JournalState, MintJournal
from kiosk.core.operator_pin import FREE_ATTEMPTS, new_operator_pass
from kiosk.core.parsing import Recipient, RecipientKind, SourceKind, mint_link_url
from kiosk.core.settings import Settings, load_settings, save_settings, settings_path
from kiosk.emulator import EmulatorServer, Fault
from kiosk.presenters.attendee_side import build_kiosk
from kiosk.presenters.operator_setup import STEP_CHECKS, STEP_CONNECTION, STEP_DROP
from kiosk.presenters.staff import STEP_OPTIONS, STEP_STATISTICS
from kiosk.service import Credentials
from kiosk.ui.language import apply_language, language_name, offered_languages
from kiosk.ui.operator.connection_page import ConnectionPage, no_keyring_text
from kiosk.ui.operator.options_page import OptionsPage
from kiosk.ui.operator.page import CheckTone
from kiosk.ui.operator.statistics_page import StatisticsPage
from kiosk.workers.crash_guard import CrashGuard
from tests.camera.qr_frames import write_video
from tests.keyrings import MemoryKeyring
from tests.kiosk_setup import restarted_a_minute_later, settings_set_up_for

WAIT_MS = 15_000
CAMERA = InputSource.CAMERA
SETTLED = (JournalState.MINTED, JournalState.ON_ITS_WAY)
SLOW_KEY_MS = 150  # a person's typing, well past the scanner's 40 ms
PIN = "2468"
# The threads that live as long as the app, those of the operator pages (from when the pages are
# first built: staff come in, or a setup step is shown), and those of the attendee side while it
# is open (docs/threads.md).
APP_THREADS = {"operator-gate-1", "kiosk-start-1"}
STAFF_THREADS = {
    "operator-setup-1",
    "operator-artwork-1",
    "operator-artwork-2",
    "operator-doctor-1",
    "journal-reader-1",
    "codes-counter-1",
}
# Words that are the same in English and German (names, symbols).
LANGUAGE_NEUTRAL = {"Journal", "Drop", "API key", "Client secret", "OK", "⌫"} | {
    language_name(code) for code in offered_languages("")  # each in its own language
}
FIXED_LABELS = ("OperatorTitle", "OperatorExplanation", "FieldTitle")
OPEN_THREADS = {f"service-worker-{n}" for n in range(1, 5)} | {
    "artwork-worker-1",
    "journal-writer-1",
    "mint-queue-1",
}


@pytest.fixture
def kiosk_app(qtbot: QtBot, tmp_path: Path, memory_keyring: MemoryKeyring) -> Iterator[KioskApp]:
    app = KioskApp(load_settings(), MintJournal(tmp_path / "journal.sqlite3"), save_settings)
    qtbot.addWidget(app.window)
    yield app
    app.close()


def click(qtbot: QtBot, button: QWidget) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def set_up_from_scratch(qtbot: QtBot, app: KioskApp, emulator: EmulatorServer) -> None:
    """What a new operator does: connection, test, drop, PIN, back to the kiosk."""
    area, setup = app.screens.area, app.screens.setup
    app.start()
    assert app.window.staff_screen() is area
    assert area.current_key() == STEP_CONNECTION
    assert "API key" in setup.connection.page.check_line.text()

    issued = emulator.credentials
    values = {
        "base_url": emulator.base_url,
        "auth_url": emulator.auth_url,
        "mint_site": emulator.mint_site,
        "api_key": issued.api_key,
        "client_id": issued.client_id,
        "client_secret": issued.client_secret,
    }
    for name, value in values.items():
        field = setup.connection.page.fields[name]
        field.clear()
        qtbot.keyClicks(field, value)
    click(qtbot, setup.connection.page.save_button)
    checks = setup.checks.page
    qtbot.waitUntil(lambda: area.current_key() == STEP_CHECKS, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: checks.test_button.isEnabled() and bool(checks.lines), timeout=WAIT_MS)

    click(qtbot, area.step(STEP_DROP))
    drop_page, demo = setup.drops.page, emulator.state.drops[0]
    qtbot.keyClicks(drop_page.find_field, str(demo.id))
    click(qtbot, drop_page.find_button)
    qtbot.waitUntil(lambda: drop_page.drop_name.text() == demo.name, timeout=WAIT_MS)
    qtbot.waitUntil(drop_page.choose_button.isEnabled, timeout=WAIT_MS)
    click(qtbot, drop_page.choose_button)
    qtbot.waitUntil(lambda: app.settings.kiosk.drop_id == demo.id, timeout=WAIT_MS)

    # Test connection again: every line green now (no camera on a test machine: amber or red).
    click(qtbot, area.step(STEP_CHECKS))
    click(qtbot, checks.test_button)
    qtbot.waitUntil(lambda: checks.test_button.isEnabled() and bool(checks.lines), timeout=WAIT_MS)
    tones = {line.result.name: line.tone for line in checks.lines}
    assert all(tone is CheckTone.OK for name, tone in tones.items() if name is not CheckName.CAMERA)
    assert CheckName.DROP in tones

    # Leaving before a PIN is set is refused, with the step to do.
    click(qtbot, area.leave_button)
    assert area.current_key() == STEP_OPTIONS
    options = area.page(STEP_OPTIONS)
    assert isinstance(options, OptionsPage)
    assert "PIN" in options.check_line.text()
    assert app.window.focusWidget() is options.pin
    assert area.step(STEP_OPTIONS).tone is None  # still to do
    qtbot.keyClicks(options.pin, PIN)
    qtbot.keyClicks(options.pin_repeat, PIN)
    click(qtbot, options.set_pin_button)
    qtbot.waitUntil(lambda: bool(app.settings.operator.pin_hash), timeout=WAIT_MS)
    assert area.step(STEP_OPTIONS).tone is CheckTone.OK  # done: its mark turns green

    click(qtbot, area.leave_button)
    qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)


def test_a_fresh_install_is_set_up_locked_and_mints(
    qtbot: QtBot, kiosk_app: KioskApp, emulator: EmulatorServer
) -> None:
    set_up_from_scratch(qtbot, kiosk_app, emulator)
    window = kiosk_app.window
    assert kiosk_app.staff.lock.engaged
    assert window.staff_screen() is None
    saved = tomllib.loads(settings_path().read_text(encoding="utf-8"))
    assert saved["kiosk"]["drop_id"] == emulator.state.drops[0].id
    assert f'"{PIN}"' not in settings_path().read_text(encoding="utf-8")  # no value is the PIN
    assert emulator.credentials.client_secret not in settings_path().read_text(encoding="utf-8")

    # An attendee types a code and a wallet, and gets the collectible.
    kiosk = kiosk_app.kiosk
    assert kiosk is not None
    qr_hash = emulator.state.drops[0].qr_hashes[0]
    click(qtbot, window.welcome_page.code_button)
    qtbot.keyClicks(window.code_page.field, qr_hash)
    qtbot.keyClick(window.code_page.field, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: kiosk.controller.flow.state.screen is Screen.ASK_RECIPIENT, timeout=WAIT_MS
    )
    qtbot.keyClicks(window.recipient_page.field, "0x" + "ab" * 20)
    qtbot.keyClick(window.recipient_page.field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: kiosk.controller.flow.state.screen is Screen.RESULT, timeout=WAIT_MS)
    qtbot.waitUntil(kiosk.controller.journal_up_to_date, timeout=WAIT_MS)
    assert emulator.state.mints_of(qr_hash) == 1
    assert [row.state for row in kiosk_app.journal.rows()] in (
        [JournalState.MINTED],
        [JournalState.ON_ITS_WAY],
    )


def test_usb_scanner_bursts_mint_whatever_field_has_focus_and_type_nothing_into_it(
    qtbot: QtBot, kiosk_app: KioskApp, emulator: EmulatorServer
) -> None:
    """The scanner's default timing (40 ms), the whole app: a link QR, then a wallet QR."""
    set_up_from_scratch(qtbot, kiosk_app, emulator)
    window, kiosk = kiosk_app.window, kiosk_app.kiosk
    assert kiosk is not None
    qr_hash = emulator.state.drops[0].qr_hashes[1]
    click(qtbot, window.welcome_page.code_button)  # someone started typing a code, then scans
    field = window.code_page.field
    qtbot.keyClicks(field, "ab", delay=SLOW_KEY_MS)
    qtbot.keyClicks(field, mint_link_url(qr_hash, emulator.mint_site))  # at scanner speed
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: kiosk.controller.flow.state.screen is Screen.ASK_RECIPIENT, timeout=WAIT_MS
    )
    assert field.text() == "ab"  # what the person typed stays; none of the scan lands there

    recipient_field = window.recipient_page.field
    recipient_field.setFocus()
    qtbot.keyClicks(recipient_field, "ethereum:0x" + "cd" * 20 + "@100")  # a wallet app's QR
    qtbot.keyClick(recipient_field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: kiosk.controller.flow.state.screen is Screen.RESULT, timeout=WAIT_MS)
    assert recipient_field.text() == ""
    assert emulator.state.mints_of(qr_hash) == 1


def test_kiosk_mode_needs_the_pin_to_close_or_reach_the_operator_area(
    qtbot: QtBot, kiosk_app: KioskApp, emulator: EmulatorServer
) -> None:
    set_up_from_scratch(qtbot, kiosk_app, emulator)
    window, pin_pad = kiosk_app.window, kiosk_app.staff.pin_pad
    window.close()
    assert window.isVisible()
    qtbot.waitUntil(lambda: window.staff_screen() is pin_pad, timeout=WAIT_MS)

    qtbot.keyClicks(pin_pad, "1357")
    qtbot.keyClick(pin_pad, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: kiosk_app.staff.gate.checking() is False, timeout=WAIT_MS)
    assert window.staff_screen() is pin_pad  # still locked out

    qtbot.keyClicks(pin_pad, PIN)
    qtbot.keyClick(pin_pad, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.staff_screen() is kiosk_app.screens.area, timeout=WAIT_MS)
    assert not kiosk_app.attendees_open
    assert kiosk_app.kiosk is None  # the camera and workers are let go while staff work


def test_wrong_pins_still_make_staff_wait_after_a_restart(
    qtbot: QtBot, kiosk_app: KioskApp, emulator: EmulatorServer, tmp_path: Path
) -> None:
    set_up_from_scratch(qtbot, kiosk_app, emulator)
    pin_pad = kiosk_app.staff.pin_pad
    kiosk_app.window.close()
    qtbot.waitUntil(lambda: kiosk_app.window.staff_screen() is pin_pad, timeout=WAIT_MS)
    for _ in range(FREE_ATTEMPTS):
        qtbot.waitUntil(pin_pad.keypad.isEnabled, timeout=WAIT_MS)
        qtbot.keyClicks(pin_pad, "1357")
        qtbot.keyClick(pin_pad, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda: kiosk_app.staff.gate.checking() is False, timeout=WAIT_MS)
    assert not pin_pad.keypad.isEnabled()  # the third wrong PIN starts a wait
    kiosk_app.close()  # the plug is pulled

    restarted = KioskApp(load_settings(), MintJournal(tmp_path / "journal.sqlite3"), save_settings)
    qtbot.addWidget(restarted.window)
    try:
        restarted.start()
        qtbot.waitUntil(lambda: restarted.attendees_open, timeout=WAIT_MS)
        restarted.window.close()
        pad = restarted.staff.pin_pad
        qtbot.waitUntil(lambda: restarted.window.staff_screen() is pad, timeout=WAIT_MS)
        assert not pad.keypad.isEnabled()
        assert "Try again in" in pad.status.text()
    finally:
        restarted.close()


@pytest.mark.parametrize("where", ["code field", "PIN pad"])
def test_a_scanned_operator_pass_opens_the_operator_area(
    qtbot: QtBot, kiosk_app: KioskApp, emulator: EmulatorServer, where: str
) -> None:
    set_up_from_scratch(qtbot, kiosk_app, emulator)
    payload, pass_hash = new_operator_pass()
    kiosk_app.settings.operator.operator_pass_hash = pass_hash
    window = kiosk_app.window
    if where == "PIN pad":
        window.close()  # refused: the PIN pad comes instead
        qtbot.waitUntil(lambda: window.staff_screen() is kiosk_app.staff.pin_pad, timeout=WAIT_MS)
        field: QWidget = kiosk_app.staff.pin_pad
    else:
        window.show_code_entry()
        field = window.code_page.field
        field.setFocus()
    qtbot.keyClicks(field, payload)  # a USB scanner types it at full speed
    qtbot.keyClick(field, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.staff_screen() is kiosk_app.screens.area, timeout=WAIT_MS)
    assert window.code_page.field.text() == ""


@pytest.mark.parametrize("where", ["code field", "PIN pad"])
def test_a_refused_operator_pass_says_so_on_the_pin_pad_and_never_says_wrong_pin(
    qtbot: QtBot, kiosk_app: KioskApp, emulator: EmulatorServer, where: str
) -> None:
    """A pass printed before the last "make a new pass": the person who scanned it learns it
    is not valid (it did nothing before), on the PIN pad, not that a PIN was wrong."""
    set_up_from_scratch(qtbot, kiosk_app, emulator)
    old_payload, _old_hash = new_operator_pass()
    kiosk_app.settings.operator.operator_pass_hash = new_operator_pass()[1]
    window = kiosk_app.window
    if where == "PIN pad":
        window.close()  # refused: the PIN pad comes instead
        qtbot.waitUntil(lambda: window.staff_screen() is kiosk_app.staff.pin_pad, timeout=WAIT_MS)
        field: QWidget = kiosk_app.staff.pin_pad
    else:
        window.show_code_entry()
        field = window.code_page.field
        field.setFocus()
    qtbot.keyClicks(field, old_payload)  # a USB scanner types it at full speed
    qtbot.keyClick(field, Qt.Key.Key_Return)
    pin_pad = kiosk_app.staff.pin_pad
    qtbot.waitUntil(lambda: window.staff_screen() is pin_pad, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: "staff pass is not valid" in pin_pad.status.text(), timeout=WAIT_MS)
    assert "PIN" not in pin_pad.status.text().split(".")[0]  # not "Wrong PIN"
    assert window.code_page.field.text() == ""  # the pass was not left for an attendee's code


def test_the_demo_settings_open_for_attendees_at_once(
    qtbot: QtBot, tmp_path: Path, emulator: EmulatorServer
) -> None:
    settings = Settings()
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.service.mint_site = emulator.mint_site
    settings.kiosk.drop_id = emulator.state.drops[0].id
    settings.kiosk.allow_camera = False
    settings.operator.kiosk_mode = False
    issued = emulator.credentials
    from kiosk.service import Credentials

    app = KioskApp(
        settings,
        MintJournal(tmp_path / "journal.sqlite3"),
        lambda changed: save_settings(changed, tmp_path / "settings.toml"),
        windowed=True,
        typed_credentials=Credentials(issued.api_key, issued.client_id, issued.client_secret),
    )
    qtbot.addWidget(app.window)
    try:
        app.start()
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
        assert not app.staff.lock.engaged
        app.staff.gate.request()  # no PIN set: staff get straight in
        qtbot.waitUntil(lambda: app.window.staff_screen() is app.screens.area, timeout=WAIT_MS)
    finally:
        app.close()


def test_an_unforeseen_error_puts_the_kiosk_out_of_order_until_staff_restart_it(
    qtbot: QtBot, kiosk_app: KioskApp, emulator: EmulatorServer
) -> None:
    set_up_from_scratch(qtbot, kiosk_app, emulator)
    guard = CrashGuard()
    guard.install()
    guard.crashed.connect(kiosk_app.show_out_of_order)
    try:

        def broken() -> None:
            raise RuntimeError("a bug we did not foresee")

        QTimer.singleShot(0, broken)
        qtbot.waitUntil(
            lambda: kiosk_app.window.staff_screen() is kiosk_app.out_of_order, timeout=WAIT_MS
        )
    finally:
        guard.uninstall()
    assert not kiosk_app.attendees_open

    kiosk_app.staff.lock.operator_requested.emit()  # a long press in the corner
    pin_pad = kiosk_app.staff.pin_pad
    qtbot.waitUntil(lambda: kiosk_app.window.staff_screen() is pin_pad, timeout=WAIT_MS)
    qtbot.keyClicks(pin_pad, PIN)
    qtbot.keyClick(pin_pad, Qt.Key.Key_Return)
    area = kiosk_app.screens.area
    qtbot.waitUntil(lambda: kiosk_app.window.staff_screen() is area, timeout=WAIT_MS)
    click(qtbot, area.leave_button)
    qtbot.waitUntil(lambda: kiosk_app.attendees_open, timeout=WAIT_MS)
    assert kiosk_app.window.staff_screen() is None


def test_a_start_that_breaks_once_the_window_shows_is_out_of_order_not_getting_ready(
    qtbot: QtBot,
    tmp_path: Path,
    memory_keyring: MemoryKeyring,
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The window is painted "Getting ready…" before the kiosk starts (issue 19): an error
    nothing foresaw in between must not leave it saying so for ever."""
    save_settings(settings_set_up_for(emulator, monkeypatch))
    app = KioskApp(load_settings(), MintJournal(tmp_path / "journal.sqlite3"), save_settings)
    qtbot.addWidget(app.window)
    guard = CrashGuard()
    guard.install()
    guard.crashed.connect(app.show_out_of_order)
    try:
        app.open_window()
        assert app.window.current_page() is app.window.busy_page

        def broken_start() -> None:
            raise RuntimeError("a bug we did not foresee, before the kiosk started")

        QTimer.singleShot(0, broken_start)
        qtbot.waitUntil(lambda: app.window.staff_screen() is app.out_of_order, timeout=WAIT_MS)
        guard.uninstall()
        assert app.lifecycle.state is AppState.OUT_OF_ORDER

        app.staff.lock.operator_requested.emit()  # staff get in as usual, and leave
        pin_pad = app.staff.pin_pad
        qtbot.waitUntil(lambda: app.window.staff_screen() is pin_pad, timeout=WAIT_MS)
        qtbot.keyClicks(pin_pad, PIN)
        qtbot.keyClick(pin_pad, Qt.Key.Key_Return)
        area = app.screens.area
        qtbot.waitUntil(lambda: app.window.staff_screen() is area, timeout=WAIT_MS)
        click(qtbot, area.leave_button)
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
    finally:
        guard.uninstall()
        app.close()


@pytest.mark.parametrize("typed", [True, False])
def test_credentials_typed_for_the_session_keep_their_token_out_of_the_keyring(
    qtbot: QtBot,
    tmp_path: Path,
    memory_keyring: MemoryKeyring,
    emulator: EmulatorServer,
    monkeypatch: pytest.MonkeyPatch,
    typed: bool,
) -> None:
    """The demo's credentials (or ones typed where no keyring keeps them) live for the session:
    so does their access token, never written over the kiosk's own in the OS keyring. Saved
    credentials (here from the environment) keep theirs in the keyring, for the next start."""
    settings = settings_set_up_for(emulator, monkeypatch)
    issued = emulator.credentials
    credentials = Credentials(issued.api_key, issued.client_id, issued.client_secret)
    if typed:
        for variable in ("KIOSK_API_KEY", "KIOSK_CLIENT_ID", "KIOSK_CLIENT_SECRET"):
            monkeypatch.delenv(variable)
    app = KioskApp(
        settings,
        MintJournal(tmp_path / "journal.sqlite3"),
        save_settings,
        typed_credentials=credentials if typed else None,
    )
    qtbot.addWidget(app.window)
    try:
        app.start()
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
        kiosk = app.kiosk
        assert kiosk is not None
        kiosk.controller.submit_payload(emulator.state.drops[0].qr_hashes[0], InputSource.SCANNER)
        qtbot.waitUntil(
            lambda: kiosk.controller.flow.state.screen is Screen.ASK_RECIPIENT, timeout=WAIT_MS
        )
        assert emulator.state.counters["POST /oauth/token"] == 1
        stored = ("mint-kiosk", "access_token") in memory_keyring.passwords
        assert stored is not typed
    finally:
        app.close()


def last_runs_attempt(emulator: EmulatorServer, qr_hash: str) -> MintAttempt:
    """A mint link an attendee of the last run gave a wallet for."""
    drop = emulator.state.drops[0]
    return MintAttempt(
        1,
        DropInfo(drop.id, drop.name, ""),
        Recipient(RecipientKind.ADDRESS, "0x" + "12" * 20),
        started_at=1.0,
        qr_hash=qr_hash,
        source_kind=SourceKind.LINK,
    )


def test_a_slow_service_at_start_does_not_keep_attendees_waiting(
    qtbot: QtBot, emulator: EmulatorServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Last run left a mint unsettled and the service is slow to answer about it: the kiosk opens
    after its wait, a new attendee mints, and the old row is settled behind them, minted once."""
    old_link, new_link = emulator.state.drops[0].qr_hashes[20:22]
    journal = MintJournal(tmp_path / "journal.sqlite3")
    journal.record_attempt(last_runs_attempt(emulator, old_link))
    restarted_a_minute_later(tmp_path / "journal.sqlite3")
    emulator.state.add_fault("GET /actions/claim-qr", Fault(latency_ms=3000, times=1))
    settings = settings_set_up_for(emulator, monkeypatch)
    app = KioskApp(settings, journal, lambda _settings: None, windowed=True, ready_wait_ms=100)
    qtbot.addWidget(app.window)
    try:
        app.start()
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
        assert journal.rows()[0].state is JournalState.PENDING  # still being asked about
        kiosk = app.kiosk
        assert kiosk is not None
        kiosk.controller.submit_payload(mint_link_url(new_link, emulator.mint_site), CAMERA)
        qtbot.waitUntil(
            lambda: kiosk.controller.flow.state.screen is Screen.ASK_RECIPIENT, timeout=WAIT_MS
        )
        kiosk.controller.submit_payload("0x" + "34" * 20, CAMERA)
        qtbot.waitUntil(
            lambda: all(row.state in SETTLED for row in journal.rows()), timeout=WAIT_MS
        )
        assert len(journal.rows()) == 2
        assert emulator.state.mints_of(old_link) == emulator.state.mints_of(new_link) == 1
    finally:
        app.close()


def test_queued_mints_go_out_and_the_statistics_move_while_staff_are_in(
    qtbot: QtBot, emulator: EmulatorServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    qr_hash = emulator.state.drops[0].qr_hashes[30]
    journal = MintJournal(tmp_path / "journal.sqlite3")
    journal.queue(last_runs_attempt(emulator, qr_hash), "Connection refused")
    emulator.state.add_fault("GET /actions/claim-qr", Fault(status=503))  # still down at start
    app = KioskApp(
        settings_set_up_for(emulator, monkeypatch), journal, lambda _settings: None, windowed=True
    )
    qtbot.addWidget(app.window)
    try:
        app.start()
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
        kiosk = app.kiosk
        assert kiosk is not None
        qtbot.waitUntil(lambda: kiosk.queue.failures > 0, timeout=WAIT_MS)  # a round failed

        app.open_operator_area()
        app.screens.area.show_page(STEP_STATISTICS)
        stats = app.screens.area.page(STEP_STATISTICS)
        assert isinstance(stats, StatisticsPage)
        qtbot.waitUntil(lambda: stats.queued.value.text() == "1", timeout=WAIT_MS)
        emulator.state.clear_faults()  # the service is back while staff look
        qtbot.waitUntil(lambda: stats.queued.value.text() == "0", timeout=WAIT_MS)
        assert journal.rows()[0].state in SETTLED
        assert emulator.state.mints_of(qr_hash) == 1
    finally:
        app.close()


def python_threads() -> set[threading.Thread]:
    """The Python threads alive now, but the service client's per-call watchdog timers."""
    return {
        thread
        for thread in threading.enumerate()
        if thread.is_alive() and not isinstance(thread, threading.Timer)
    }


def names(threads: set[threading.Thread]) -> set[str]:
    return {thread.name for thread in threads}


def test_every_thread_is_the_owners_and_none_outlives_close_under_a_dripping_answer(
    qtbot: QtBot,
    emulator: EmulatorServer,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The app's threads start with it and the attendee side's when the doors open, all through
    its thread owner. An attendee's mint answer then drips a byte every 0.5 s (minutes in all)
    as the kiosk closes: the answer is cut, and every thread has ended when close returns."""
    before = python_threads()
    emulator.state.add_fault("POST /actions/claim-qr", Fault(drip_ms=500, times=1))
    app = KioskApp(
        settings_set_up_for(emulator, monkeypatch),
        MintJournal(tmp_path / "journal.sqlite3"),
        lambda _settings: None,
        windowed=True,
    )
    qtbot.addWidget(app.window)
    try:
        assert set(app.threads.running()) == APP_THREADS
        app.start()
        qtbot.waitUntil(lambda: app.attendees_open, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: "mint-queue-1" in app.threads.running(), timeout=WAIT_MS)
        assert set(app.threads.running()) == APP_THREADS | OPEN_THREADS
        assert names(python_threads() - before) == APP_THREADS | OPEN_THREADS  # none elsewhere
        assert app.screens.workers()  # the operator pages, built when first asked for
        assert names(python_threads() - before) == APP_THREADS | STAFF_THREADS | OPEN_THREADS

        kiosk = app.kiosk
        assert kiosk is not None
        qr_hash = emulator.state.drops[0].qr_hashes[45]
        kiosk.controller.submit_payload(mint_link_url(qr_hash, emulator.mint_site), CAMERA)
        qtbot.waitUntil(
            lambda: kiosk.controller.flow.state.screen is Screen.ASK_RECIPIENT, timeout=WAIT_MS
        )
        kiosk.controller.submit_payload("0x" + "56" * 20, CAMERA)
        # The mint made (its answer drips after the work), and its answer the one coming in
        # (not the artwork's, which the recipient page may still be loading).
        qtbot.waitUntil(lambda: emulator.state.mints_of(qr_hash) == 1, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: kiosk.client.answers_coming_in == 1, timeout=WAIT_MS)

        app.close()  # (how long each stop took is the bench's to say, not a test's)
        assert app.threads.running() == []
        assert python_threads() - before == set()  # every thread it ran has ended
    finally:
        app.close()
    reopened = MintJournal(tmp_path / "journal.sqlite3")
    [row] = reopened.rows()
    assert row.qr_hash == qr_hash
    # Cut while quitting: nothing more is asked then; the row waits for the next start (its
    # status asked before anything is sent again), never told failed. The service minted it once.
    assert row.state in (JournalState.PENDING, JournalState.UNKNOWN, JournalState.QUEUED)
    assert emulator.state.mints_of(qr_hash) == 1
    reopened.close()


def test_staff_who_cancel_the_pin_pad_find_the_kiosk_as_they_left_it(
    qtbot: QtBot, emulator: EmulatorServer, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Getting ready (last run's row asked about, slowly): the PIN pad is cancelled back to
    "Getting ready", the doors open behind a second PIN pad, and once staff are in, asking for
    the staff area again does not cover it with the PIN pad."""
    journal = MintJournal(tmp_path / "journal.sqlite3")
    journal.record_attempt(last_runs_attempt(emulator, emulator.state.drops[0].qr_hashes[25]))
    restarted_a_minute_later(tmp_path / "journal.sqlite3")
    emulator.state.add_fault("GET /actions/claim-qr", Fault(latency_ms=1500, times=1))
    app = KioskApp(
        settings_set_up_for(emulator, monkeypatch), journal, lambda _settings: None, windowed=True
    )
    qtbot.addWidget(app.window)
    window, pin_pad, area = app.window, app.staff.pin_pad, app.screens.area
    try:
        app.start()
        assert window.current_page() is window.busy_page  # getting ready
        app.staff.lock.operator_requested.emit()  # a long press in the corner
        qtbot.waitUntil(lambda: window.staff_screen() is pin_pad, timeout=WAIT_MS)
        click(qtbot, pin_pad.cancel_button)
        assert window.staff_screen() is None
        assert window.current_page() is window.busy_page
        assert app.lifecycle.state is AppState.GETTING_READY

        app.staff.lock.operator_requested.emit()
        qtbot.waitUntil(lambda: window.staff_screen() is pin_pad, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: "mint-queue-1" in app.threads.running(), timeout=WAIT_MS)
        assert window.staff_screen() is pin_pad  # the doors opened behind it
        click(qtbot, pin_pad.cancel_button)
        assert app.attendees_open
        assert window.current_page() is window.welcome_page

        app.open_operator_area()
        app.staff.lock.operator_requested.emit()  # Ctrl+Alt+O again, inside
        qtbot.wait(200)
        assert window.staff_screen() is area
    finally:
        app.close()


def test_a_first_start_without_a_keyring_says_one_clear_thing(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """No keyring backend: one red line saying what to do (the environment, or a keyring), not
    "save the credentials" beside "they cannot be saved"."""
    previous = keyring.get_keyring()
    keyring.set_keyring(FailKeyring())
    app = KioskApp(load_settings(), MintJournal(tmp_path / "journal.sqlite3"), save_settings)
    qtbot.addWidget(app.window)
    try:
        app.start()
        page = app.screens.area.page(STEP_CONNECTION)
        assert isinstance(page, ConnectionPage)
        qtbot.waitUntil(lambda: page.check_line.text() == no_keyring_text(), timeout=WAIT_MS)
        red = [
            label
            for label in app.screens.area.findChildren(QLabel)
            if label.isVisible() and label.property("tone") == CheckTone.FAILED.value
        ]
        assert red == [page.check_line]
        assert "KIOSK_API_KEY" in page.check_line.text()
        assert "install a keyring" in page.check_line.text()
        assert not page.home_line.isVisible()  # it would say the same again
        visible = [label.text() for label in page.findChildren(QLabel) if label.isVisible()]
        assert not any("Save the API key" in text for text in visible)
    finally:
        app.close()
        keyring.set_keyring(previous)


def staff_words(app: KioskApp) -> dict[str, set[str]]:
    """Every staff page's fixed words as staff see them, page by page: titles, explanations,
    field names, buttons, check boxes, the steps, and the PIN pad's."""
    area = app.screens.area
    words: dict[str, set[str]] = {}
    keys = [area.current_key()]
    while area.next_button.isEnabled():
        area.show_next()
        keys.append(area.current_key())
    for key in keys:
        area.show_page(key)
        page = area.page(key)
        seen: set[str] = set()
        for widget in page.findChildren(QWidget):
            if not widget.isVisible():
                continue
            if isinstance(widget, QLabel) and widget.objectName() not in FIXED_LABELS:
                continue
            if isinstance(widget, QLabel | QAbstractButton) and widget.text():
                seen.add(widget.text())
        words[key] = seen
    words["steps"] = {area.step(key).title.text() for key in keys} | {
        area.quit_button.text(),
        area.leave_button.text(),
        area.next_button.text(),
    }
    pad = app.staff.pin_pad
    words["pin pad"] = {label.text() for label in pad.findChildren(QLabel) if label.text()} | {
        button.text() for button in pad.findChildren(QAbstractButton) if not button.text().isdigit()
    }
    return words


def switch_language(qtbot: QtBot, app: KioskApp, language: str) -> dict[str, set[str]]:
    """As staff do it: the language changed in the options, leave, and come back in."""
    app.settings.kiosk.language = language
    app.open_for_attendees()
    qtbot.waitUntil(lambda: app.lifecycle.state is AppState.OPEN, timeout=WAIT_MS)
    app.open_operator_area()
    qtbot.waitUntil(lambda: app.window.staff_screen() is app.screens.area)
    return staff_words(app)


def test_every_staff_page_speaks_the_language_staff_switch_to(
    qtbot: QtBot, tmp_path: Path, emulator: EmulatorServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    """en -> de -> en without a restart: no staff page is left half in the other language."""
    settings = settings_set_up_for(emulator, monkeypatch)
    settings.kiosk.language = "en"
    apply_language("en")
    app = KioskApp(settings, MintJournal(tmp_path / "journal.sqlite3"), lambda _s: None)
    qtbot.addWidget(app.window)
    try:
        app.start()
        qtbot.waitUntil(lambda: app.lifecycle.state is AppState.OPEN, timeout=WAIT_MS)
        app.open_operator_area()
        english = staff_words(app)
        assert "Close app" in english["steps"]

        german = switch_language(qtbot, app, "de")
        for page, words in german.items():
            left_in_english = words & english[page]
            assert not left_in_english - LANGUAGE_NEUTRAL, (page, left_in_english)
        assert german.keys() == english.keys()  # the same pages

        assert switch_language(qtbot, app, "en") == english
    finally:
        app.close()
        apply_language("en")


# ``kiosk --demo`` run twice in a child process (its start-up is process-wide: logging, Qt's
# message handler, the application's event filters); each run quits once its hints are printed
# and reports, on its last line, the emulator's address, port, edit code and the temp folder.
DEMO_TWICE = """
import json, sys, tempfile
from pathlib import Path
from PySide6.QtWidgets import QApplication
import kiosk.app as kiosk_app_module
from kiosk.core.parsing import mint_link_url

original_hints = kiosk_app_module._print_demo_hints
seen = []

def hints_then_quit(emulator):
    original_hints(emulator)
    temp = Path(tempfile.gettempdir())
    journals = sorted(str(path) for path in temp.glob("kiosk-demo-*/journal.sqlite3"))
    folders = sorted(path.name for path in temp.iterdir())
    drop = emulator.state.drops[0]
    seen.append(dict(journals=journals, folders=folders, edit_code=drop.edit_code,
                     base_url=emulator.base_url, port=emulator.port,
                     links=[mint_link_url(h, emulator.mint_site)
                            for h in drop.qr_hashes[:3]]))
    QApplication.quit()

kiosk_app_module._print_demo_hints = hints_then_quit
codes = [kiosk_app_module.run_kiosk(demo=True, windowed=True) for _run in range(2)]
print(json.dumps(dict(codes=codes, runs=seen)))
"""


def test_the_demo_prints_what_to_try_starts_afresh_and_leaves_no_folder(tmp_path: Path) -> None:
    """``kiosk --demo`` as a newcomer runs it, twice: mint links, the emulator's address and the
    edit code printed; each run on a journal of its own, and its temporary folder gone after."""
    temp = tmp_path / "temp"
    temp.mkdir()
    environment = {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "TMPDIR": str(temp),
        "HOME": str(tmp_path / "home"),  # the demo's log and lock go to a user folder
        "XDG_STATE_HOME": str(tmp_path / "state"),
        "XDG_DATA_HOME": str(tmp_path / "data"),
        "XDG_CONFIG_HOME": str(tmp_path / "config"),
        "XDG_CACHE_HOME": str(tmp_path / "cache"),
    }
    child = subprocess.run(
        [sys.executable, "-c", DEMO_TWICE],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=environment,
    )
    assert child.returncode == 0, child.stderr
    *printed, last = child.stdout.strip().splitlines()
    report = json.loads(last)
    out = "\n".join(printed)
    first, second = report["runs"]
    assert report["codes"] == [0, 0]
    assert f"edit code {second['edit_code']}" in out
    assert f"emulator: {second['base_url']} (port {second['port']})" in out
    for link in second["links"]:
        assert link in out
    assert [folder.startswith("kiosk-demo-") for folder in first["folders"]] == [True]
    assert first["journals"] != second["journals"]  # a fresh journal for each fresh emulator
    assert list(temp.iterdir()) == []  # nothing left behind


def test_a_video_file_as_camera_plays_at_its_frame_rate(
    qtbot: QtBot, tmp_path: Path, emulator: EmulatorServer
) -> None:
    """A file standing in for the kiosk's camera is paced like a camera (its own frame rate,
    stale frames dropped), not read as fast as the processor can."""
    video = write_video(tmp_path / "door.avi", [None] * 3, fps=5)
    settings = Settings()
    settings.service.base_url = emulator.base_url
    settings.service.auth_url = emulator.auth_url
    settings.kiosk.camera = str(video)
    issued = emulator.credentials
    kiosk = build_kiosk(
        settings,
        Credentials(issued.api_key, issued.client_id, issued.client_secret),
        MintJournal(tmp_path / "journal.sqlite3"),
    )
    qtbot.addWidget(kiosk.window)
    try:
        assert kiosk.camera is not None
        assert kiosk.camera.source.kind is CameraSourceKind.FILE
        assert kiosk.camera.source.live
    finally:
        kiosk.threads.stop_all()
        kiosk.client.close()
        kiosk.journal.close()
        kiosk.window.close()
